// How the numbers reports are bounded (docs/desk.md, "The numbers"): one report at a time per person,
// NUMBERS_AT_ONCE in the process; any other is answered BUSY at once, never queued (a manager clicking
// twice, or twenty tabs, cannot stack work up). On SQLite each report runs on a worker thread with its own
// read-only connection (worker.ts), so the shop's requests go on being answered while one runs; on
// PostgreSQL the queries are asynchronous already and the bound keeps them from taking the pool.
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { NumbersReport } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { numbersReport, type NumbersQuery } from './report.ts';
import type { ReportDone, ReportJob } from './worker.ts';

/**
 * Reports the process runs at once: two at most, and always a core left for the shop (on two cores, one
 * report at a time — a report's thread keeps its core busy while it runs).
 */
export const NUMBERS_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * The worker's code: the build's own entry (dist/numbers-worker.js) beside the bundle; run from source
 * (tsx, the tests), a tiny module that registers tsx's loader in the new thread and then imports
 * worker.ts (a thread does not inherit the loader).
 */
function workerScript(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(
      createRequire(here)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(new URL('./worker.ts', here).href)});`;
    return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
  }
  for (const candidate of ['./numbers-worker.js', '../numbers-worker.js']) {
    const url = new URL(candidate, here);
    if (fs.existsSync(url)) return url;
  }
  throw new Error('numbers-worker.js is missing from the build');
}

/** One worker thread, started on first use, answering one job at a time. */
class ReportThread {
  private worker: Worker | null = null;
  private pending = new Map<number, { resolve: (r: NumbersReport) => void; reject: (e: Error) => void }>();
  private nextId = 0;

  constructor(private readonly file: string) {}

  run(query: NumbersQuery, now: Date): Promise<NumbersReport> {
    const worker = this.worker ?? this.start();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, query, now: now.toISOString() } satisfies ReportJob);
    });
  }

  private start(): Worker {
    const worker = new Worker(workerScript(), { workerData: { file: this.file } });
    // An idle worker does not keep the process alive.
    worker.unref();
    worker.on('message', (done: ReportDone) => {
      const job = this.pending.get(done.id);
      this.pending.delete(done.id);
      if ('error' in done) job?.reject(new Error(`numbers report failed: ${done.error}`));
      else job?.resolve(done.report);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.pending.values()) job.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`numbers worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

export class BoundedNumbers {
  private readonly running = new Set<number>();
  private readonly threads: ReportThread[] = [];
  private readonly idleThreads: ReportThread[] = [];

  /** `sqliteFile`: the database's file when it is SQLite (the reports then run off the main thread). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sqliteFile: string | undefined,
  ) {
    if (sqliteFile) for (let i = 0; i < NUMBERS_AT_ONCE; i++) this.threads.push(new ReportThread(sqliteFile));
    this.idleThreads.push(...this.threads);
  }

  /** The report, or 'BUSY' when this person's last one still runs or NUMBERS_AT_ONCE already do. */
  async report(staffId: number, query: NumbersQuery, now = new Date()): Promise<NumbersReport | 'BUSY'> {
    if (this.running.has(staffId) || this.running.size >= NUMBERS_AT_ONCE) return 'BUSY';
    this.running.add(staffId);
    const thread = this.idleThreads.pop();
    try {
      return thread ? await thread.run(query, now) : await numbersReport(this.db, query, now);
    } finally {
      if (thread) this.idleThreads.push(thread);
      this.running.delete(staffId);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
