// What a page of audit rows needs to read in words (docs/desk.md, "The audit log"): the subjects
// beyond orders, people and phones by their names (a product, a withdrawal's order, a payout's file),
// the country whose money a row's amounts are in, and the products its lines name by id ("2×14").
// Joined when the page is read, so rows written before names were kept read the same.
import type { Kysely } from 'kysely';
import { COUNTRIES, isCountryCode, type CountryCode } from '@zdravo/contract';
import type { Database } from '../db/schema/index.ts';

interface Row {
  subject: string;
  subject_id: string | null;
  before_json: string | null;
  after_json: string | null;
}

export interface AuditContext {
  /** "subject:id" → the name people use. */
  labels: Map<string, string>;
  /** "subject:id" → the country the record belongs to. */
  countries: Map<string, CountryCode>;
  /** offer id → the product's name. */
  products: Map<number, string>;
}

const LINE = /^\d+×(\d+)$/;

/** The offer ids a row's lines name ("2×14"), before and after. */
function lineOffers(row: Row): number[] {
  const ids: number[] = [];
  for (const text of [row.before_json, row.after_json]) {
    if (!text?.includes('×')) continue;
    const lines = (JSON.parse(text) as { lines?: unknown }).lines;
    if (Array.isArray(lines))
      for (const line of lines) {
        const id = typeof line === 'string' ? LINE.exec(line)?.[1] : undefined;
        if (id) ids.push(Number(id));
      }
  }
  return ids;
}

const idsOf = (rows: Row[], subject: string): number[] =>
  [
    ...new Set(rows.filter((r) => r.subject === subject && r.subject_id !== null).map((r) => Number(r.subject_id))),
  ].filter(Number.isSafeInteger);

/** Product names in the reader's words (their variant, else the ijekavian text every product has). */
async function productNames(db: Kysely<Database>, ids: number[], reader: CountryCode): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const variant = COUNTRIES[reader].textVariant;
  const rows = await db
    .selectFrom('offer_texts')
    .select(['offer_id', 'variant', 'name'])
    .where('offer_id', 'in', ids)
    .where('variant', 'in', [...new Set([variant, 'ije'])])
    .execute();
  for (const r of rows) if (r.variant === variant || !names.has(r.offer_id)) names.set(r.offer_id, r.name);
  return names;
}

export async function auditContext(db: Kysely<Database>, rows: Row[], reader: CountryCode): Promise<AuditContext> {
  const stockSlogs = [
    ...new Set(rows.filter((r) => r.subject === 'stock' && r.subject_id).map((r) => r.subject_id!.split('/')[1]!)),
  ];
  const [orders, withdrawals, remittances, members, stocked] = await Promise.all([
    idsOf(rows, 'order').length
      ? db.selectFrom('orders').select(['id', 'country']).where('id', 'in', idsOf(rows, 'order')).execute()
      : [],
    idsOf(rows, 'withdrawal').length
      ? db
          .selectFrom('withdrawals')
          .select(['id', 'reference', 'country'])
          .where('id', 'in', idsOf(rows, 'withdrawal'))
          .execute()
      : [],
    idsOf(rows, 'remittance').length
      ? db
          .selectFrom('remittances')
          .select(['id', 'file_name', 'country'])
          .where('id', 'in', idsOf(rows, 'remittance'))
          .execute()
      : [],
    idsOf(rows, 'club_membership').length
      ? db
          .selectFrom('club_members')
          .select(['id', 'first_last_name', 'country'])
          .where('id', 'in', idsOf(rows, 'club_membership'))
          .execute()
      : [],
    stockSlogs.length ? db.selectFrom('offers').select(['id', 'slog']).where('slog', 'in', stockSlogs).execute() : [],
  ]);
  const offerIds = [...idsOf(rows, 'offer'), ...stocked.map((o) => o.id), ...rows.flatMap(lineOffers)];
  const products = await productNames(db, [...new Set(offerIds)], reader);

  const labels = new Map<string, string>();
  const countries = new Map<string, CountryCode>();
  const put = (key: string, label: string | null, country: string | null) => {
    if (label) labels.set(key, label);
    if (isCountryCode(country)) countries.set(key, country);
  };
  for (const o of orders) put(`order:${o.id}`, null, o.country);
  for (const w of withdrawals) put(`withdrawal:${w.id}`, w.reference, w.country);
  for (const r of remittances) put(`remittance:${r.id}`, r.file_name, r.country);
  for (const m of members) put(`club_membership:${m.id}`, m.first_last_name, m.country);
  for (const id of idsOf(rows, 'offer')) put(`offer:${id}`, products.get(id) ?? null, null);
  const slogIds = new Map(stocked.map((o) => [o.slog, o.id]));
  for (const r of rows)
    if (r.subject === 'stock' && r.subject_id) {
      const [place, slog] = r.subject_id.split('/') as [string, string];
      const name = products.get(slogIds.get(slog) ?? 0);
      put(`stock:${r.subject_id}`, `${name ?? slog} (${place})`, null);
    } else if (r.subject_id && ['country', 'dispatch', 'subscribers'].includes(r.subject))
      put(`${r.subject}:${r.subject_id}`, null, r.subject_id);
  return { labels, countries, products };
}
