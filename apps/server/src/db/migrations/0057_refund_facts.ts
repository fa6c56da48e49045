// A refund's facts on its withdrawal (docs/desk.md, "Refunds"): the amount to pay back as the order
// was charged (or the club fee), the day it is due (14 days from the statement), the account the
// shopper gave for it, and the "paid" step — the day, the payment's reference, when and by whom it was
// marked. Rows written before this migration have no amount (null): the desk shows them as before.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['refund_minor', 'integer'],
    ['refund_currency', 'varchar(3)'],
    // The last day the refund may be paid on the shop's clock (YYYY-MM-DD).
    ['refund_due_on', 'varchar(10)'],
    // The account the shopper gave, in electronic form (an IBAN: no spaces, upper case).
    ['refund_iban', 'varchar(34)'],
    ['refund_paid_on', 'varchar(10)'],
    ['refund_paid_reference', 'varchar(100)'],
    ['refund_paid_at', 'varchar(32)'],
    ['refund_paid_by', 'varchar(440)'],
  ] as const) {
    await db.schema.alterTable('withdrawals').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'refund_paid_by',
    'refund_paid_at',
    'refund_paid_reference',
    'refund_paid_on',
    'refund_iban',
    'refund_due_on',
    'refund_currency',
    'refund_minor',
  ]) {
    await db.schema.alterTable('withdrawals').dropColumn(column).execute();
  }
}
