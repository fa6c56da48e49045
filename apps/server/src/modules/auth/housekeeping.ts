// Expired sessions, spent reset codes and old counters are deleted now and then: a few indexed
// deletes, run by the shop's housekeeping job (modules/ops/housekeeping.ts) in one process at a time.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { SESSION_POLICY } from './session.ts';
import { KNOWN_ADDRESS_DAYS, KNOWN_ADDRESS_PREFIX } from '../../platform/rate-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneNow(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', iso(now)), eb('last_seen_at', '<=', iso(now - SESSION_POLICY.idleMs))]),
    )
    .execute();
  await db
    .deleteFrom('reset_codes')
    .where('expires_at', '<=', iso(now - DAY_MS))
    .execute();
  // Every limit window is at most an hour; a day-old counter can no longer refuse anything. The
  // marks of an owner's known addresses live for KNOWN_ADDRESS_DAYS.
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', iso(now - DAY_MS))
    .where('key', 'not like', `${KNOWN_ADDRESS_PREFIX}%`)
    .execute();
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', iso(now - KNOWN_ADDRESS_DAYS * DAY_MS))
    .execute();
}
