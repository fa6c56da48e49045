// One day's hours as the country table writes them ("08:00-20:00"), parsed. A module of its own, small
// and free of the terms table, so the first load (the footer's hours) can read the table's hours too.

/** One day's hours: minutes after local midnight, open ≤ t < close. */
export interface DayHours {
  open: number;
  close: number;
}

/** "08:00-20:00" → minutes after local midnight; null stays null (closed that day). */
export function parseDayHours(span: string | null): DayHours | null {
  if (span === null) return null;
  const match = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(span);
  if (!match) throw new Error(`countries.ts: call hours "${span}" are not "HH:MM-HH:MM"`);
  const [h1, m1, h2, m2] = match.slice(1).map(Number) as [number, number, number, number];
  return { open: h1 * 60 + m1, close: h2 * 60 + m2 };
}
