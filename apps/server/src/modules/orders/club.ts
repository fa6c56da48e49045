// Club membership as the order sees it: a membership row linked to the user that has not expired.
// Join requests from the club page have no user and no expiry until the operator activates them.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';

export async function isActiveClubMember(db: Kysely<Database>, userId: number, now = nowIso()): Promise<boolean> {
  const row = await db
    .selectFrom('club_members')
    .select('id')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
