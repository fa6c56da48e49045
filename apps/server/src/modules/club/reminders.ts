// Renewal reminders (docs/desk.md, Klub): 14 and 3 days before a membership's last day, one SMS to the
// account's phone (an e-mail when it has none) saying when it ends, the fee and the team's number.
// Once per membership and reminder, however many processes run the pass and however often it is
// retried: a club_reminders row, unique on (membership, days), is written in the same transaction as
// the outbox row, and a second writer's insert does nothing — so its transaction adds no message.
import type { Kysely } from 'kysely';
import {
  clubNameOf,
  COUNTRIES,
  fillText,
  formatDate,
  formatMoney,
  fromMinor,
  isCountryCode,
  localDay,
  localMidnight,
  parseCountry,
  textFor,
  type CountryCode,
  type Text,
} from '@zdravo/contract';
import { clubReminderMessages as m } from '@zdravo/contract/messages/club-reminders';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { enqueue, type OutboxMessage } from '../../platform/outbox.ts';
import { countryOfPhone } from './activation.ts';

/** The reminders, latest first: a membership found inside the 3-day window gets only that one. */
const CLUB_REMINDER_DAYS = [3, 14] as const;
/** Memberships one pass handles; the next pass (or the next run of the CLI) takes the rest. */
const BATCH = 200;

/** Local midnight `days` days after the day of `now` on the shop's clock. */
function midnightAfter(now: Date, days: number): string {
  const [y, mo, d] = localDay(now.toISOString()).split('-').map(Number) as [number, number, number];
  return localMidnight(y, mo, d + days).toISOString();
}

interface Due {
  id: number;
  expires_at: string | null;
  country: string;
  email: string;
  phone: string;
  first_name: string;
}

/**
 * Memberships running at `now` whose last day is at most `days` days away (and, for the 14-day one,
 * more than 3), without a later paid year and without this reminder yet.
 */
async function dueFor(db: Kysely<Database>, now: Date, days: number, notWithin: number | null): Promise<Due[]> {
  let query = db
    .selectFrom('club_members as m')
    .innerJoin('users', 'users.id', 'm.user_id')
    .select(['m.id', 'm.expires_at', 'm.country', 'users.email', 'users.phone', 'users.first_name'])
    .where('m.cancelled_at', 'is', null)
    .where('m.starts_at', '<=', now.toISOString())
    .where('m.expires_at', '>', now.toISOString())
    // The last day counts while the end is before the midnight after it.
    .where('m.expires_at', '<=', midnightAfter(now, days + 1))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('club_reminders as r')
            .select('r.id')
            .whereRef('r.membership_id', '=', 'm.id')
            .where('r.days_before', '=', days),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('club_members as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'm.user_id')
            .whereRef('later.expires_at', '>', 'm.expires_at')
            .where('later.cancelled_at', 'is', null)
            .where('later.starts_at', 'is not', null),
        ),
      ),
    );
  if (notWithin !== null) query = query.where('m.expires_at', '>', midnightAfter(now, notWithin + 1));
  return query.orderBy('m.expires_at').orderBy('m.id').limit(BATCH).execute();
}

function reminderFor(member: Due, days: number, config: AppConfig): OutboxMessage {
  const country: CountryCode = isCountryCode(countryOfPhone(member.phone))
    ? (countryOfPhone(member.phone) as CountryCode)
    : parseCountry(member.country);
  const info = COUNTRIES[country];
  const lastDay = new Date(new Date(member.expires_at!).getTime() - 1).toISOString();
  const vars = {
    shop: config.shopName,
    club: clubNameOf(config.shopName),
    days: String(days),
    end: formatDate(lastDay),
    fee: formatMoney(fromMinor(info.clubFeeMinor), country),
    phone: info.contact.phone,
    name: member.first_name,
  };
  const t = (text: Text) => fillText(textFor(text, country), vars);
  if (member.phone.trim() !== '') return { channel: 'sms', to: member.phone, payload: { text: t(m.sms) } };
  return {
    channel: 'email',
    to: member.email,
    payload: { subject: t(m.subject), text: [t(m.greeting), '', t(m.body), '', t(m.thanks)].join('\n') },
  };
}

/** One pass as of `now`: queues the reminders due and answers how many it queued. */
export async function queueClubReminders(db: Kysely<Database>, config: AppConfig, now = new Date()): Promise<number> {
  let queued = 0;
  for (const days of CLUB_REMINDER_DAYS) {
    const shorter = CLUB_REMINDER_DAYS.filter((d) => d < days);
    const notWithin = shorter.length > 0 ? Math.max(...shorter) : null;
    for (const member of await dueFor(db, now, days, notWithin)) {
      const sent = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('club_reminders')
          .values({ membership_id: member.id, days_before: days, outbox_id: null, created_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['membership_id', 'days_before']).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
        const outboxId = await enqueue(trx, reminderFor(member, days, config));
        await trx
          .updateTable('club_reminders')
          .set({ outbox_id: outboxId })
          .where('membership_id', '=', member.id)
          .where('days_before', '=', days)
          .execute();
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}
