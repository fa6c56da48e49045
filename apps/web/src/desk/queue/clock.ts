// How urgent a lead is: its clock turns amber 15 minutes before the due time and red once it passed.
export type Urgency = 'later' | 'soon' | 'late';

const AMBER_BEFORE_MS = 15 * 60_000;

export function urgencyOf(nextCallAt: string, now: number): Urgency {
  const left = Date.parse(nextCallAt) - now;
  if (left < 0) return 'late';
  return left <= AMBER_BEFORE_MS ? 'soon' : 'later';
}
