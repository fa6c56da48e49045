// A numbers report on a thread of its own (SQLite only; docs/desk.md, "The numbers"). better-sqlite3
// answers synchronously, so a report read on the server's thread held every other request for as long
// as its queries ran; here it reads through its own read-only connection to the same file (WAL lets it
// read while the server writes) and hands the finished report back.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { addSqliteFunctions } from '../../db/sqlite-functions.ts';
import { numbersReport, type NumbersQuery } from './report.ts';

export interface ReportJob {
  id: number;
  query: NumbersQuery;
  /** The instant the report is read as of (the caller's clock). */
  now: string;
}

export type ReportDone =
  { id: number; report: Awaited<ReturnType<typeof numbersReport>> } | { id: number; error: string };

const { file } = workerData as { file: string };
const connection = new SQLite(file, { readonly: true, fileMustExist: true });
connection.pragma('busy_timeout = 5000');
// As the server's own reader: the indexes one report walks stay in this connection's cache.
connection.pragma('cache_size = -65536');
addSqliteFunctions(connection);
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });

parentPort!.on('message', (job: ReportJob) => {
  numbersReport(db, job.query, new Date(job.now)).then(
    (report) => parentPort!.postMessage({ id: job.id, report } satisfies ReportDone),
    (err: unknown) =>
      parentPort!.postMessage({
        id: job.id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies ReportDone),
  );
});
