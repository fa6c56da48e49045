// An offer's former addresses (migration 0063): asked only when an address is not in the country's
// catalog, so a known address costs nothing. The offer's page, its share page and offers.f.getSlog
// follow one to the offer's current address.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** The current address of the offer that `slog` was, or null. */
export async function renamedTo(db: Kysely<Database>, slog: string): Promise<string | null> {
  const row = await db
    .selectFrom('offer_slog_redirects')
    .innerJoin('offers', 'offers.id', 'offer_slog_redirects.offer_id')
    .select('offers.slog')
    .where('offer_slog_redirects.old_slog', '=', slog.toLowerCase())
    .executeTakeFirst();
  return row?.slog ?? null;
}
