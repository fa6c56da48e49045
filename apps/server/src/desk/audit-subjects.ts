// The audit log by what people call things (docs/desk.md, "The audit log"): a manager types an order
// number, a staff member's e-mail or name, or a phone in any form, and sees the rows about it; each
// row's subject is shown by its number, name or phone, never by an internal id.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { isLeadId, normalizeLeadId, type CountryCode } from '@zdravo/contract';
import type { Database } from '../db/schema/index.ts';
import { phoneForDisplay } from '../platform/phone.ts';
import { phoneReadings } from './methods/orders.ts';

/** The records a typed text names: subject → their ids as the log keeps them. */
export type SubjectMatch = Partial<Record<'order' | 'staff' | 'phone', string[]>>;

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the text names: an order by its number, people by e-mail or name, a phone (and that phone's orders). */
export async function subjectsNamed(db: Kysely<Database>, text: string, country: CountryCode): Promise<SubjectMatch> {
  const found: SubjectMatch = {};
  const number = normalizeLeadId(text);
  const phones = /\d{6}/.test(text.replace(/\D/g, '')) ? phoneReadings(text, country) : [];
  const orderIds: number[] = [];
  if (isLeadId(number))
    orderIds.push(
      ...(await db.selectFrom('orders').select('id').where('lead_id', '=', number).execute()).map((o) => o.id),
    );
  if (phones.length > 0) {
    found.phone = phones;
    orderIds.push(
      ...(await db.selectFrom('orders').select('id').where('phone', 'in', phones).limit(500).execute()).map(
        (o) => o.id,
      ),
    );
  }
  if (orderIds.length > 0) found.order = orderIds.map(String);
  const people = text.includes('@')
    ? await db.selectFrom('staff').select('id').where('email_key', '=', text.toLowerCase()).execute()
    : await db
        .selectFrom('staff')
        .select('id')
        .where(sql<string>`lower(name)`, 'like', sql<string>`${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`)
        .limit(50)
        .execute();
  if (people.length > 0) found.staff = people.map((p) => String(p.id));
  return found;
}

/** The rows about any of the matched records (no match: no row). */
export function aboutAny(eb: ExpressionBuilder<Database, 'audit_log'>, match: SubjectMatch): Expression<SqlBool> {
  const parts = Object.entries(match)
    .filter(([, ids]) => ids.length > 0)
    .map(([subject, ids]) => eb.and([eb('subject', '=', subject), eb('subject_id', 'in', ids)]));
  return parts.length > 0 ? eb.or(parts) : sql<SqlBool>`1 = 0`;
}

/** The page's subjects as people name them, keyed "subject:id". */
export async function subjectLabels(
  db: Kysely<Database>,
  rows: { subject: string; subject_id: string | null }[],
): Promise<Map<string, string>> {
  const ids = (subject: string) =>
    [
      ...new Set(rows.filter((r) => r.subject === subject && r.subject_id !== null).map((r) => Number(r.subject_id))),
    ].filter(Number.isSafeInteger);
  const orderIds = ids('order');
  const staffIds = ids('staff');
  const [orders, people] = await Promise.all([
    orderIds.length
      ? db.selectFrom('orders').select(['id', 'lead_id']).where('id', 'in', orderIds).execute()
      : Promise.resolve([]),
    staffIds.length
      ? db.selectFrom('staff').select(['id', 'name', 'email']).where('id', 'in', staffIds).execute()
      : Promise.resolve([]),
  ]);
  const labels = new Map<string, string>();
  for (const o of orders) labels.set(`order:${o.id}`, o.lead_id);
  for (const p of people) labels.set(`staff:${p.id}`, p.name || p.email);
  for (const r of rows)
    if (r.subject === 'phone' && r.subject_id) labels.set(`phone:${r.subject_id}`, phoneForDisplay(r.subject_id));
  return labels;
}
