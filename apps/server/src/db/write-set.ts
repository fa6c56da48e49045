// A write set: several inserts (or updates) that need nothing from each other's results, written
// together. On PostgreSQL every statement is a round trip to the server (and a new order holds its
// account's row lock until it commits), so they go as ONE statement — each a data-modifying CTE of
// `WITH w0 AS (…), w1 AS (…) SELECT 1`, which PostgreSQL runs exactly once each, together, atomically
// (order-write.ts sends a new order that way, without even a transaction around it).
// On SQLite the database is in-process (no round trip to save): they run one after the other.
// Decision 037 says why; docs/architecture.md §3 keeps dialect differences in this folder.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { dialectOf } from './dialect.ts';

/** A statement of the set: an insert/update/delete builder, not yet executed. */
export type WriteStatement = Compilable;

/**
 * `$3` of a statement becomes `$(3 + offset)` in the joined statement. Kysely binds every value as a
 * parameter, so a `$n` in the compiled SQL is always a placeholder, never part of a literal.
 */
function shiftPlaceholders(sqlText: string, offset: number): string {
  if (offset === 0) return sqlText;
  // The texts of shaped statements (shaped-query.ts) repeat with every order: each shift is done once.
  let byOffset = shiftedTexts.get(sqlText);
  if (!byOffset) {
    if (shiftedTexts.size >= MAX_SHIFTED_TEXTS) shiftedTexts.clear();
    shiftedTexts.set(sqlText, (byOffset = new Map()));
  }
  let shifted = byOffset.get(offset);
  if (shifted === undefined) {
    shifted = sqlText.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    byOffset.set(offset, shifted);
  }
  return shifted;
}

/** Bounded: statements built afresh (not shaped) would each add a text. */
const MAX_SHIFTED_TEXTS = 500;
const shiftedTexts = new Map<string, Map<number, string>>();

/** The set as one PostgreSQL statement and its parameters. */
export function joinWriteSet(statements: readonly WriteStatement[]): CompiledQuery {
  const parameters: unknown[] = [];
  const parts = statements.map((statement, i) => {
    const compiled = statement.compile();
    const text = shiftPlaceholders(compiled.sql, parameters.length);
    parameters.push(...compiled.parameters);
    return `w${i} as (${text})`;
  });
  return CompiledQuery.raw(`with ${parts.join(', ')} select 1`, parameters);
}

/** Runs the statements inside `trx`: one round trip on PostgreSQL, in order on SQLite. */
export async function executeWriteSet(trx: Kysely<Database>, statements: readonly WriteStatement[]): Promise<void> {
  if (statements.length === 0) return;
  if (dialectOf(trx) === 'postgres' && statements.length > 1) {
    await trx.executeQuery(joinWriteSet(statements));
    return;
  }
  for (const statement of statements) await trx.executeQuery(statement.compile());
}
