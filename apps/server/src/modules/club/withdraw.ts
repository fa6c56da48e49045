// Withdrawing from a club membership (a service contract: 14 days from buying it, EU Directive
// 2011/83 Art. 9). In ONE transaction: the withdrawal recorded with its statement (subject 'club'),
// the membership cancelled (the club price stops at once), the acknowledgement queued. A repeat
// answers the withdrawal already recorded; UNIQUE (subject_kind, subject_id) decides a race.
import type { Kysely, Selectable } from 'kysely';
import {
  clubNameOf,
  COUNTRIES,
  fillText,
  lastDayOf,
  shopDateTime,
  textFor,
  WITHDRAWAL_CODES,
  WITHDRAWAL_PERIOD_DAYS,
  withdrawalDeadline,
  type CountryCode,
  type Withdrawal,
} from '@zdravo/contract';
import { refundDueOn } from '@zdravo/contract/refund';
import { clubWithdrawalMessages as m } from '@zdravo/contract/messages/club';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import type { ClubMembersTable } from '../../db/schema/orders.ts';
import type { WithdrawalsTable } from '../../db/schema/withdrawals.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { enqueue } from '../../platform/outbox.ts';
import { plainName, recipientFor, type Recipient } from '../../platform/recipient.ts';

type Refusal = 'NOT_FOUND' | (typeof WITHDRAWAL_CODES)[keyof typeof WITHDRAWAL_CODES];
export type ClubWithdrawResult = { ok: true; withdrawal: Withdrawal } | { ok: false; code: Refusal };

/** The membership's reference in statements and on the operator's list. */
const membershipReference = (id: number): string => `KLUB-${id}`;

/** When the shopper may withdraw until (exclusive): 14 days after the day it was bought. */
export const clubWithdrawUntil = (createdAt: string): string => withdrawalDeadline(createdAt);

const toWithdrawal = (row: Selectable<WithdrawalsTable>): Withdrawal => ({
  Subject: 'club',
  SubjectID: row.subject_id,
  Reference: row.reference,
  WithdrawnAt: row.created_at,
  Channel: row.channel === 'sms' ? 'sms' : 'email',
  SentTo: row.recipient,
});

export async function clubWithdrawal(db: Kysely<Database>, membershipId: number): Promise<Withdrawal | undefined> {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('subject_kind', '=', 'club')
    .where('subject_id', '=', membershipId)
    .executeTakeFirst();
  return row && toWithdrawal(row);
}

function acknowledgement(
  text: { name: string; statement: string },
  at: string,
  country: CountryCode,
  shop: string,
  channel: Recipient['channel'],
) {
  const t = (value: Parameters<typeof textFor>[0], vars: Record<string, string | number> = {}) =>
    fillText(textFor(value, country), vars);
  const { date, time } = shopDateTime(at);
  if (channel === 'sms') return { text: t(m.ackSms, { shop, date, time, days: WITHDRAWAL_PERIOD_DAYS }) };
  const body = [
    t(m.ackGreeting, { name: plainName(text.name) }),
    '',
    t(m.ackReceived, { date, time }),
    '',
    `„${text.statement}“`,
    '',
    t(m.ackNext, { days: WITHDRAWAL_PERIOD_DAYS }),
    '',
    t(m.ackKeep),
    '',
    shop,
  ].join('\n');
  return { subject: t(m.ackSubject), text: body };
}

export interface ClubWithdrawRequest {
  userId: number;
  membershipId: number;
  email: string | undefined;
  country: CountryCode;
  /** The account the fee goes back to (electronic IBAN), when the shopper gave one. */
  iban?: string | undefined;
}

type Member = Selectable<ClubMembersTable>;

export async function withdrawMembership(
  db: Kysely<Database>,
  config: AppConfig,
  req: ClubWithdrawRequest,
  now = new Date(),
): Promise<ClubWithdrawResult> {
  const member: Member | undefined = await db
    .selectFrom('club_members')
    .selectAll()
    .where('id', '=', req.membershipId)
    .where('user_id', '=', req.userId)
    .executeTakeFirst();
  if (!member || member.starts_at === null || member.expires_at === null) return { ok: false, code: 'NOT_FOUND' };
  const done = await clubWithdrawal(db, member.id);
  if (done) return { ok: true, withdrawal: done };
  if (member.cancelled_at !== null) return { ok: false, code: WITHDRAWAL_CODES.orderClosed };
  if (now.toISOString() >= clubWithdrawUntil(member.created_at))
    return { ok: false, code: WITHDRAWAL_CODES.periodOver };

  const account = await db
    .selectFrom('users')
    .select(['email', 'phone', 'first_name', 'last_name'])
    .where('id', '=', req.userId)
    .executeTakeFirstOrThrow();
  const recipient = recipientFor(req.email, account);
  const at = now.toISOString();
  const name = `${account.first_name} ${account.last_name}`.trim() || member.first_last_name;
  const statement = fillText(textFor(m.statement, req.country), {
    club: clubNameOf(config.shopName),
    from: shopDateTime(member.starts_at).date,
    until: shopDateTime(lastDayOf(member.expires_at)).date,
  });
  try {
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('withdrawals')
        .values({
          user_id: req.userId,
          subject_kind: 'club',
          subject_id: member.id,
          reference: membershipReference(member.id),
          country: req.country,
          statement: JSON.stringify({ name, reference: membershipReference(member.id), text: statement }),
          channel: recipient.channel,
          recipient: recipient.to,
          outbox_id: null,
          created_at: at,
          // The fee the membership was paid with, due back within 14 days of the statement (docs/desk.md, "Refunds").
          refund_minor: COUNTRIES[req.country].clubFeeMinor,
          refund_currency: COUNTRIES[req.country].currency,
          refund_due_on: refundDueOn(at),
          refund_iban: req.iban ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('club_members').set({ cancelled_at: at }).where('id', '=', member.id).execute();
      const outboxId = await enqueue(trx, {
        channel: recipient.channel,
        to: recipient.to,
        payload: acknowledgement({ name, statement }, at, req.country, config.shopName, recipient.channel),
      });
      await trx.updateTable('withdrawals').set({ outbox_id: outboxId }).where('id', '=', id).execute();
    });
  } catch (error) {
    // A twin request won the race: answer its withdrawal.
    if (!isUniqueViolation(error)) throw error;
  }
  const withdrawal = await clubWithdrawal(db, member.id);
  if (!withdrawal) throw new Error(`club withdrawal of membership ${member.id} not recorded`);
  return { ok: true, withdrawal };
}
