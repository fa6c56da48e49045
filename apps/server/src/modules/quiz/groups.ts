// The mailing group of each product per country (docs/product.md §3 "Quiz identifiers"): the quiz's e-mail step
// signs the shopper up to the group of the recommended product. The operator keeps the table
// (quiz:group, quiz:groups); migration 0016 seeded a group per product and country.
import type { Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';

export async function mailingGroupOf(db: Kysely<Database>, slog: string, country: CountryCode): Promise<string | null> {
  const row = await db
    .selectFrom('quiz_mailing_groups')
    .select('mailing_group')
    .where('offer_slog', '=', slog)
    .where('country', '=', country)
    .executeTakeFirst();
  return row?.mailing_group ?? null;
}

/** Sets (or replaces) one product's group in one country. */
export async function setMailingGroup(
  db: Kysely<Database>,
  slog: string,
  country: CountryCode,
  group: string,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('quiz_mailing_groups')
    .values({ offer_slog: slog, country, mailing_group: group, updated_at: now })
    .onConflict((oc) => oc.columns(['offer_slog', 'country']).doUpdateSet({ mailing_group: group, updated_at: now }))
    .execute();
}

/** Removes one product's group in one country: the quiz's e-mail step then answers the spec's error. */
export async function removeMailingGroup(db: Kysely<Database>, slog: string, country: CountryCode): Promise<boolean> {
  const result = await db
    .deleteFrom('quiz_mailing_groups')
    .where('offer_slog', '=', slog)
    .where('country', '=', country)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listMailingGroups(
  db: Kysely<Database>,
): Promise<{ slog: string; country: string; group: string }[]> {
  const rows = await db
    .selectFrom('quiz_mailing_groups')
    .selectAll()
    .orderBy('offer_slog')
    .orderBy('country')
    .execute();
  return rows.map((r) => ({ slog: r.offer_slog, country: r.country, group: r.mailing_group }));
}
