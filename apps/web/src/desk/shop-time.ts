// Times typed on the desk (a schedule's start and end, a call-back) are read as the shop's clock reads
// them (the four countries share one zone; the contract's shop-clock does the zone's arithmetic),
// whatever zone the person's computer is set to — the desk shows every time so.
import { localDay, localInstant, shopDateTime } from '@zdravo/contract';

/** An instant as the shop's clock reads it, in a datetime-local field's form: '2026-12-08T10:00'. */
export function shopLocalOf(instant: number): string {
  const iso = new Date(instant).toISOString();
  return `${localDay(iso)}T${shopDateTime(iso).time}`;
}

/** '2026-12-08T10:00' on the shop's clock → an ISO instant; null when it is no such time. */
export function shopLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  return localInstant(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])).toISOString();
}

/** A date-time field's value as the instant a call sends; undefined when empty or no such time. */
export const fieldInstant = (local: string): string | undefined =>
  local ? (shopLocalToIso(local) ?? undefined) : undefined;
