// better-sqlite3 compiles a statement on every prepare(), and Kysely's SQLite driver prepares every
// query afresh: the same few dozen SQL texts were compiled on every request. The shop's driver
// (group-commit.ts) prepares through this wrapper instead, which keeps compiled statements by SQL
// text (a bounded number; the SQL of a query is its shape, the values are bound parameters). A
// statement still being iterated (a streamed query) is busy, so that caller gets a fresh one.
import type { Database as SqliteConnection, Statement } from 'better-sqlite3';

const MAX_STATEMENTS = 500;

export interface StatementCache {
  prepare(sql: string): Statement;
  close(): void;
}

export function cachingStatements(sqlite: SqliteConnection): StatementCache {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const known = statements.get(sql);
      if (known && !known.busy) return known;
      const statement = sqlite.prepare(sql);
      if (!known) {
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
