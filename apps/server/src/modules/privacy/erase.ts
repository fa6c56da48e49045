// 'Obriši račun' (docs/decisions/011-privacy-and-measurement.md): in one transaction the login, its sessions, reset codes,
// attempt counters and the marks of the addresses it logged in from are deleted; orders stay for the bookkeeping, anonymised (no name, no phone, no
// link to any account); reviews stay, anonymised (no author, no link), but their photos are deleted
// (a photo may show the person or their home: docs/decisions/015), as are photos never attached; club memberships stay as the
// record of a paid fee, anonymised; mailing-list and call-back sign-ups made with the account's
// e-mail or phone are deleted, with the consents and quiz answers kept in them; messages waiting for or sent to that e-mail or phone are deleted;
// consent records stay as proof for their anonymous browser id, no longer linked to the account.
// Nothing of any other shopper is touched: every statement is keyed by this account.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { limitKey } from '../../platform/rate-limit.ts';
import type { UserRow } from '../auth/index.ts';
import { exportLimitKey } from './export.ts';
import { ownSubscriptions } from './own-subscriptions.ts';
import { eraseCallRequests } from '../../platform/call-queue.ts';

export async function eraseAccount(db: Kysely<Database>, user: UserRow): Promise<void> {
  const own = await ownSubscriptions(db, user);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    // First, while the orders and memberships still name the account: its promised calls in the desk's queue.
    await eraseCallRequests(trx, user.id, own.callBackIds);
    await trx
      .updateTable('orders')
      .set({
        user_id: null,
        first_name: '',
        last_name: '',
        name_key: '',
        phone: '',
        idempotency_key: null,
        updated_at: now,
      })
      .where('user_id', '=', user.id)
      .execute();
    await trx
      .updateTable('reviews')
      .set({ user_id: null, author_first_name: '', author_last_name: '', attachments: '[]', has_files: 0 })
      .where('user_id', '=', user.id)
      .execute();
    await trx.deleteFrom('review_images').where('user_id', '=', user.id).execute();
    await trx
      .updateTable('club_members')
      .set({ user_id: null, first_last_name: '', phone: '', email: null })
      .where('user_id', '=', user.id)
      .execute();
    await trx.updateTable('consent_records').set({ user_id: null }).where('user_id', '=', user.id).execute();
    const subscriberIds = [...own.newsletterIds, ...own.callBackIds];
    if (subscriberIds.length > 0) await trx.deleteFrom('subscribers').where('id', 'in', subscriberIds).execute();
    await trx
      .deleteFrom('outbox')
      .where('channel', 'in', ['email', 'sms'])
      .where('recipient', 'in', [user.email, user.email_key, user.phone])
      .execute();
    await trx
      .deleteFrom('rate_limits')
      .where('key', 'in', [limitKey.loginUser(user.id), exportLimitKey(user.id)])
      .execute();
    // The addresses it logged in from, and their budgets.
    for (const pattern of limitKey.ofUser(user.id))
      await trx.deleteFrom('rate_limits').where('key', 'like', pattern).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('reset_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
}
