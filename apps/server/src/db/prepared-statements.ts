// PostgreSQL: every statement with parameters runs as a named prepared statement, so each connection
// parses and plans a SQL text once and then only binds values to it. Kysely's driver sends every query
// as an unnamed statement, which the server parses and plans afresh on every call — on this machine
// that was about a third of PostgreSQL's CPU per order (docs/decisions/037-an-order-in-one-statement.md).
//
// Three exceptions, unprepared as before:
// - a statement whose result columns come from a `*` (selectAll, returningAll): when a release adds a
//   column while an older process still runs (docs/operations.md §7), PostgreSQL refuses to run a
//   prepared statement whose result type changed ("cached plan must not change result type");
// - statements beyond MAX_PER_CONNECTION distinct texts on one connection: the few shapes the shop
//   runs fit many times over, and a connection never grows without bound;
// - a statement marked `plannedAfresh`: one whose best plan follows its table's size, run rarely
//   enough that planning it each time costs nothing. A prepared statement keeps the plan made at its
//   sixth run: made while the outbox was nearly empty, the mark of delivered messages kept reading the
//   whole table as it grew (docs/decisions/037-an-order-in-one-statement.md, amendment 5).
import { createHash } from 'node:crypto';
import {
  sql,
  type Expression,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';

const MAX_PER_CONNECTION = 500;

/** A `*` that expands to columns (`select *`, `"t".*`, `returning *`); `count(*)` does not. */
const STAR_COLUMNS = /(?<!\()\*/;

/** The statement's name: its text's hash, so one text has one name on every connection. */
const nameOf = (text: string): string => `z${createHash('sha1').update(text).digest('base64url')}`;

/** Ends a statement that is planned each time it runs (see above). */
const PLANNED_AFRESH = '/* planned afresh */';

/** The statement, to be planned by PostgreSQL each time it runs rather than prepared (see above). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modifyEnd takes any expression
export const plannedAfresh = <Q extends { modifyEnd(modifier: Expression<any>): Q }>(query: Q): Q =>
  query.modifyEnd(sql.raw(PLANNED_AFRESH));

export const isPreparable = (text: string): boolean => !text.endsWith(PLANNED_AFRESH) && !STAR_COLUMNS.test(text);

/** `pool` for Kysely's PostgresDialect, whose connections prepare what they run (see above). */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // Kysely knows a connection by its client object: the same client gets the same wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new PreparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
    // What Kysely needs to open a side connection that cancels a running query.
    Client: pg.Client,
    options: pool.options,
  };
}

class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  /** The texts this connection prepared, with their names: a repeated text is not hashed again. */
  readonly #prepared = new Map<string, string>();

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect has no cursor (streamed queries) configured (connection.ts): every query is SQL text.
    if (typeof sql !== 'string') throw new Error('streamed queries are not configured');
    const values = [...parameters];
    // pg answers Kysely's PostgresQueryResult with a wider type (command: string).
    const run = (config: string | pg.QueryConfig) =>
      this.#client.query(config, values) as unknown as Promise<PostgresQueryResult<R>>;
    if (values.length === 0) return run(sql);
    let name = this.#prepared.get(sql);
    if (name === undefined) {
      if (this.#prepared.size >= MAX_PER_CONNECTION || !isPreparable(sql)) return run(sql);
      name = nameOf(sql);
      this.#prepared.set(sql, name);
    }
    return run({ name, text: sql });
  }

  release(): void {
    this.#client.release();
  }
}
