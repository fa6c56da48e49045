// The team's counts of the shelf: one product at a time (stock:set, the desk) or a whole stocktake
// from a CSV (slog,country,quantity), all or nothing — a file with any bad row changes nothing and
// answers every bad row. Each count is a ledger row and an audit row in the same transaction.
import type { Kysely } from 'kysely';
import { isCountryCode, type CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { stockLocationOf } from './levels.ts';
import { setStockCount } from './movements.ts';

/** The most units one count may name (a typo guard). */
const MAX_STOCK_QUANTITY = 1_000_000;

export interface CountLine {
  slog: string;
  offerId: number;
  country: CountryCode;
  quantity: number;
}

type CountProblem = 'unknown_offer' | 'unknown_country' | 'bad_quantity' | 'bundle' | 'repeated' | 'bad_header';

const parseQuantity = (value: string | undefined): number | null => {
  const text = (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_STOCK_QUANTITY ? n : null;
};

/** The offers by slog (case-insensitive) that can be counted: products, not bundles (a bundle holds its products). */
async function countableOffers(db: Kysely<Database>): Promise<{ ids: Map<string, number>; bundles: Set<string> }> {
  const offers = await db.selectFrom('offers').select(['id', 'slog']).execute();
  const bundleIds = new Set(
    (await db.selectFrom('offer_children').select('bundle_id').distinct().execute()).map((b) => b.bundle_id),
  );
  return {
    ids: new Map(offers.map((o) => [o.slog.toLowerCase(), o.id])),
    bundles: new Set(offers.filter((o) => bundleIds.has(o.id)).map((o) => o.slog.toLowerCase())),
  };
}

export interface RowProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  problem: CountProblem;
}

/** Checks the lines; answers each line's problem (none: the lines may be written). */
export async function checkCounts(
  db: Kysely<Database>,
  lines: readonly { line: number; slog: string; country: string; quantity: string }[],
): Promise<{ ok: CountLine[]; problems: RowProblem[] }> {
  const { ids, bundles } = await countableOffers(db);
  const seen = new Set<string>();
  const ok: CountLine[] = [];
  const problems: RowProblem[] = [];
  for (const l of lines) {
    const slog = l.slog.trim().toLowerCase();
    const country = l.country.trim().toUpperCase();
    const quantity = parseQuantity(l.quantity);
    const key = `${slog}/${isCountryCode(country) ? stockLocationOf(country) : country}`;
    const problem: CountProblem | null = !ids.has(slog)
      ? 'unknown_offer'
      : bundles.has(slog)
        ? 'bundle'
        : !isCountryCode(country)
          ? 'unknown_country'
          : quantity === null
            ? 'bad_quantity'
            : seen.has(key)
              ? 'repeated'
              : null;
    seen.add(key);
    if (problem) problems.push({ line: l.line, problem });
    else ok.push({ slog, offerId: ids.get(slog)!, country: country as CountryCode, quantity: quantity! });
  }
  return { ok, problems };
}

/** The CSV's lines: a header naming slog, country and quantity (any order, `,` or `;`), then one line per product. */
export function parseStocktakeCsv(
  text: string,
): { lines: { line: number; slog: string; country: string; quantity: string }[] } | { problem: 'bad_header' } {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = rows[0] ?? '';
  const separator = header.includes(';') ? ';' : ',';
  const names = header.split(separator).map((h) => h.trim().toLowerCase());
  const at = { slog: names.indexOf('slog'), country: names.indexOf('country'), quantity: names.indexOf('quantity') };
  if (at.slog < 0 || at.country < 0 || at.quantity < 0) return { problem: 'bad_header' };
  const lines = rows.flatMap((row, i) => {
    if (i === 0 || row.trim() === '') return [];
    const cells = row.split(separator);
    return [
      { line: i + 1, slog: cells[at.slog] ?? '', country: cells[at.country] ?? '', quantity: cells[at.quantity] ?? '' },
    ];
  });
  return { lines };
}

/** Writes checked counts in one transaction, each with its ledger row and audit row. */
export async function writeCounts(
  db: Kysely<Database>,
  counts: readonly CountLine[],
  reason: 'set' | 'stocktake',
  actor: Actor,
): Promise<void> {
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const c of counts) {
      const location = stockLocationOf(c.country);
      const { before, after } = await setStockCount(trx, {
        location,
        offerId: c.offerId,
        stocked: c.quantity,
        reason,
        actor: actor.label,
        at,
      });
      await recordAudit(trx, actor, {
        action: `stock.${reason}`,
        subject: 'stock',
        subjectId: `${location}/${c.slog}`,
        before: { stocked: before },
        after: { stocked: after },
      });
    }
  });
}
