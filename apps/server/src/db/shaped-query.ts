// A query that runs on every order (or every request) is built and compiled by Kysely once per shape,
// then only given new values. Kysely builds an immutable tree and compiles it to SQL on every call;
// on the order's path that was about a quarter of the server's busy CPU, for SQL texts that never
// change (docs/decisions/037-an-order-in-one-statement.md, amendment 2, has the figures).
//
// A shaped query's builder takes two things:
// - its shape: what changes the SQL (a country, say) — real values, the cache's key;
// - its values: what Kysely binds as parameters — scalars, or arrays of them (an array's length is
//   part of the shape, since `in ($1, $2)` grows with it).
// The first call of a shape builds it with a marker string in place of each value, twice with two
// different markers, and compiles both: a parameter that is a marker in both is where that value goes;
// any other parameter must be the same constant in both. A builder that transforms a value
// (arithmetic, a template string, a Date) cannot be placed this way, and the first call throws: pass
// the computed value as a value of its own. A builder that branches on a value must take that value
// as shape instead — a rule the build cannot check, so under the tests (vitest) every call is also
// built the slow way and compared with what the shape gives.
import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, type Compilable, type InferResult, type Insertable, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';

type Scalar = string | number | boolean | null;
export type ShapedValues = Record<string, Scalar | readonly Scalar[]>;

/** Where a compiled parameter comes from: a value (by key, and index in an array) or a constant. */
type Slot = { key: string; index: number | null } | { constant: unknown };

interface Shape {
  sql: string;
  slots: Slot[];
}

const MARKER_PREFIX = '\u2063shaped-value:';
const marker = (round: 'a' | 'b', key: string, index: number | null) =>
  `${MARKER_PREFIX}${round}:${key}${index === null ? '' : `#${index}`}`;

function markedValues<V extends ShapedValues>(values: V, round: 'a' | 'b'): V {
  const marked: Record<string, Scalar | Scalar[]> = {};
  for (const [key, value] of Object.entries(values)) {
    marked[key] = Array.isArray(value) ? value.map((_, i) => marker(round, key, i)) : marker(round, key, null);
  }
  return marked as V;
}

/** A marker of the first build, with the value it stands for. */
const FIRST_ROUND_MARKER = /^\u2063shaped-value:a:([^#]*)(?:#(\d+))?$/;

function slotOf(a: unknown, b: unknown, at: number, name: string): Slot {
  const marked = typeof a === 'string' ? FIRST_ROUND_MARKER.exec(a) : null;
  if (marked) {
    const key = marked[1]!;
    const index = marked[2] === undefined ? null : Number(marked[2]);
    if (b !== marker('b', key, index))
      throw new Error(`shaped query ${name}: parameter ${at + 1} is not placed the same way twice`);
    return { key, index };
  }
  const hasMarker = (v: unknown) => typeof v === 'string' && v.includes(MARKER_PREFIX);
  if (hasMarker(a) || hasMarker(b) || !isDeepStrictEqual(a, b)) {
    throw new Error(
      `shaped query ${name}: parameter ${at + 1} is computed from a value; pass it as a value of its own`,
    );
  }
  return { constant: a };
}

function shapeOf(compiledA: CompiledQuery, compiledB: CompiledQuery, name: string): Shape {
  if (compiledA.sql !== compiledB.sql || compiledA.parameters.length !== compiledB.parameters.length) {
    throw new Error(`shaped query ${name}: its SQL depends on a value; make that value part of the shape`);
  }
  return { sql: compiledA.sql, slots: compiledA.parameters.map((a, i) => slotOf(a, compiledB.parameters[i], i, name)) };
}

function parametersOf(shape: Shape, values: ShapedValues): unknown[] {
  return shape.slots.map((slot) => {
    if ('constant' in slot) return slot.constant;
    const value = values[slot.key];
    return slot.index === null ? value : (value as readonly Scalar[])[slot.index];
  });
}

const lengthsOf = (values: ShapedValues): string =>
  Object.entries(values)
    .map(([key, value]) => (Array.isArray(value) ? `${key}[${value.length}]` : ''))
    .join('');

/** Checked on the first call of a shape; on every call once the tests asked (vitest.setup.ts). */
let checkEveryCall = false;

/** Every call is checked against its shape from now on: the tests' setup asks for it, production never. */
export function checkEveryShapedCall(): void {
  checkEveryCall = true;
}

const MAX_SHAPES = 500;

type Shapes = WeakMap<Kysely<Database>, Map<string, Shape>>;

/**
 * The compiled query for `values`, from the shape cached under `key` (built on its first call). The key
 * must tell apart every shape: the caller's shape and the length of each array of values.
 */
function compiledFor<V extends ShapedValues>(
  shapesByDb: Shapes,
  db: Kysely<Database>,
  name: string,
  key: string,
  build: (values: V) => Compilable,
  values: V,
): CompiledQuery {
  // Compiled SQL is the dialect's: one cache per database handle.
  let shapes = shapesByDb.get(db);
  if (!shapes) shapesByDb.set(db, (shapes = new Map()));
  let shape = shapes.get(key);
  const firstCall = !shape;
  if (!shape) {
    // A bound, though the shapes in use are few (a cart's number of offers is limited by its schema).
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shape = shapeOf(build(markedValues(values, 'a')).compile(), build(markedValues(values, 'b')).compile(), name);
    shapes.set(key, shape);
  }
  const parameters = parametersOf(shape, values);
  if (firstCall || checkEveryCall) {
    const direct = build(values).compile();
    if (direct.sql !== shape.sql || !isDeepStrictEqual(direct.parameters, parameters)) {
      shapes.delete(key);
      throw new Error(
        `shaped query ${name}: the shape ${key} gives another query than building it; a value steers the build`,
      );
    }
  }
  return CompiledQuery.raw(shape.sql, parameters);
}

/**
 * A statement built and compiled once per shape (see above), not yet run: for a write set
 * (write-set.ts). `name` only names it in errors; `keyOf` turns the shape into the cache key.
 */
export function shapedStatement<S, V extends ShapedValues>(
  name: string,
  keyOf: (shape: S) => string,
  build: (db: Kysely<Database>, shape: S, values: V) => Compilable,
): (db: Kysely<Database>, shape: S, values: V) => Compilable {
  const shapesByDb: Shapes = new WeakMap();
  return (db, shapeArgs, values) => ({
    compile: () =>
      compiledFor(
        shapesByDb,
        db,
        name,
        `${keyOf(shapeArgs)}|${lengthsOf(values)}`,
        (v: V) => build(db, shapeArgs, v),
        values,
      ),
  });
}

/** A query built and compiled once per shape (see above), run: answers its rows. */
export function shapedQuery<S, V extends ShapedValues, Q extends Compilable>(
  name: string,
  keyOf: (shape: S) => string,
  build: (db: Kysely<Database>, shape: S, values: V) => Q,
): (db: Kysely<Database>, shape: S, values: V) => Promise<InferResult<Q>> {
  const statement = shapedStatement(name, keyOf, build);
  return async (db, shapeArgs, values) => {
    const result = await db.executeQuery(statement(db, shapeArgs, values).compile());
    return result.rows as InferResult<Q>;
  };
}

/** An insert of computed rows (each value already what is stored): a write set's statement, or run alone. */
export interface ShapedInsert extends Compilable {
  execute(): Promise<void>;
}

const insertShapes: Shapes = new WeakMap();

/** A row's columns as Kysely inserts them: those whose value is not undefined. */
const definedColumns = (row: Record<string, unknown>): string[] => Object.keys(row).filter((c) => row[c] !== undefined);

/**
 * `insert into <table> (<columns>) values (…), …` for rows that all have the same columns, built and
 * compiled once per table, columns and number of rows. A row's values are stored as they are, so they
 * are placed without any doubt; the columns are the row's keys whose value is not undefined (as Kysely
 * leaves those out).
 */
export function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]> | readonly Insertable<Database[T]>[],
): ShapedInsert {
  const list = (Array.isArray(rows) ? rows : [rows]) as readonly Record<string, unknown>[];
  const columns = definedColumns(list[0] ?? {});
  const sameColumns = list.every((row) => definedColumns(row).join() === columns.join());
  // A column's values, row by row: the number of rows is part of the shape.
  const values: Record<string, Scalar[]> = {};
  for (const c of columns) values[c] = list.map((row) => row[c] as Scalar);
  const rowsOf = (v: Record<string, readonly Scalar[]>) =>
    list.map((_, i) => Object.fromEntries(columns.map((c) => [c, v[c]![i]])));
  const built = (v: Record<string, readonly Scalar[]>) =>
    db.insertInto(table).values(rowsOf(v) as Insertable<Database[T]>[]);
  const compile = () =>
    // Rows with differing columns (Kysely fills the gaps with defaults) are built the usual way.
    sameColumns
      ? compiledFor(
          insertShapes,
          db,
          `insert into ${table}`,
          `${table}(${columns.join()})x${list.length}`,
          built,
          values,
        )
      : db
          .insertInto(table)
          .values(list as Insertable<Database[T]>[])
          .compile();
  return {
    compile,
    execute: async () => {
      await db.executeQuery(compile());
    },
  };
}
