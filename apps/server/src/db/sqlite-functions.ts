// What SQLite lacks that the queries need and PostgreSQL has built in, added to each connection through
// better-sqlite3's public API: median(x), an aggregate over the non-null values (the middle one, or the
// mean of the two middle ones), as PostgreSQL's percentile_cont(0.5) answers. The numbers' call promise
// uses it (docs/desk.md, "The numbers").
import type SQLite from 'better-sqlite3';

export function addSqliteFunctions(connection: SQLite.Database): void {
  connection.aggregate('median', {
    start: () => [] as number[],
    step: (values: number[], value: unknown) => {
      if (typeof value === 'number' || typeof value === 'bigint') values.push(Number(value));
    },
    result: (values: number[]) => {
      if (values.length === 0) return null;
      values.sort((a, b) => a - b);
      const middle = values.length >> 1;
      return values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
    },
  });
}
