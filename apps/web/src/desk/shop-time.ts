// Times typed on the desk (a schedule's start and end, a call-back) are read as the shop's clock reads
// them (the four countries share one zone, shopTimeZone), whatever zone the person's computer is set
// to — the desk shows every time so.
import { shopTimeZone } from '@zdravo/contract';

let zoned: Intl.DateTimeFormat | undefined;

/** The shop clock's year, month, day, hour and minute at `instant`. */
function shopParts(instant: number): Record<string, number> {
  zoned ??= new Intl.DateTimeFormat('en-US', {
    timeZone: shopTimeZone(),
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return Object.fromEntries(zoned.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
}

/** How far the shop's clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number): number {
  const p = shopParts(instant);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - Math.floor(instant / 60_000) * 60_000;
}

/** An instant as the shop's clock reads it, in a datetime-local field's form: '2026-12-08T10:00'. */
export function shopLocalOf(instant: number): string {
  const p = shopParts(instant);
  const two = (n: number | undefined) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** '2026-12-08T10:00' on the shop's clock → an ISO instant; null when it is no such time. */
export function shopLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Twice: the offset of the guessed instant, then of the instant it gives (a clock change between).
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first)).toISOString();
}

/** A date-time field's value as the instant a call sends; undefined when empty or no such time. */
export const fieldInstant = (local: string): string | undefined =>
  local ? (shopLocalToIso(local) ?? undefined) : undefined;
