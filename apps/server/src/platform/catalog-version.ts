// The catalog's data version, kept in app_meta. Every writer of catalog data (the seed, operator
// commands, review moderation) bumps it; every server process polls it to drop its in-memory cache.
// This is what makes the cache safe across processes: the CLI runs in its own process, and N servers
// behind a load balancer each hold their own cache. Writers also announce the change on the shop's
// events, which (with Redis) reach every process at once; the poll is the fallback.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { nowIso } from '../db/dialect.ts';
import type { ShopEvents } from '../cluster/index.ts';

const KEY = 'catalog_version';

export async function readCatalogVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value ?? '';
}

/** Marks the catalog as changed; call it in (or right after) the transaction that changed it. */
export async function bumpCatalogVersion(db: Kysely<Database>): Promise<void> {
  const value = randomBytes(8).toString('hex');
  await db
    .insertInto('app_meta')
    .values({ key: KEY, value, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: nowIso() }))
    .execute();
}

/** Tells every server process to drop its cached catalog now; call it after the change committed. */
export async function announceCatalogChange(events: ShopEvents): Promise<void> {
  await events.publish('catalog', '');
}
