// Jobs that must not run in two processes at once (the outbox, housekeeping, and later image
// clean-up and review requests). Any process may run a job; a lease decides which one does.
import { randomBytes } from 'node:crypto';
import type { LeaseStore } from './leases.ts';

/** What the cluster logs with (a Fastify logger fits; so does a console adapter). */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export type JobOutcome<T> = { ran: true; value: T } | { ran: false };

export interface RunOnceOptions {
  /**
   * How long the lease lasts. With `hold: 'run'` it only has to outlast one run (a process that dies
   * mid-run blocks the job this long); with `hold: 'period'` it is the least time between two runs.
   */
  leaseMs: number;
  /** 'run' (default): the lease is given back when the run ends. 'period': it is kept until it expires. */
  hold?: 'run' | 'period';
}

export interface EveryOptions {
  /** At most one run per this time, across all processes. */
  everyMs: number;
  /** The first try after start (default: a few seconds, so starts do not all race at once). */
  firstDelayMs?: number;
}

export interface RunningJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

const JOB_NAME = /^[a-z][a-z0-9:-]{0,63}$/;

export class Jobs {
  private readonly warnedAt = new Map<string, number>();

  constructor(
    private readonly leases: LeaseStore,
    private readonly log: JobLog,
  ) {}

  /**
   * Runs `fn` if no other process runs job `name` now; answers whether it ran. A lease that cannot
   * be checked (Redis or the database away) counts as taken: the job waits for its next turn.
   */
  async runOnce<T>(name: string, options: RunOnceOptions, fn: () => Promise<T>): Promise<JobOutcome<T>> {
    if (!JOB_NAME.test(name)) throw new Error(`Bad job name "${name}"`);
    const token = randomBytes(12).toString('hex');
    let acquired: boolean;
    try {
      acquired = await this.leases.acquire(name, token, options.leaseMs);
    } catch (err) {
      // The outbox tries every second: while Redis or the database is away, one line per 10 s per job.
      const now = Date.now();
      if (now - (this.warnedAt.get(name) ?? 0) >= 10_000) {
        this.warnedAt.set(name, now);
        this.log.warn(
          { err: err instanceof Error ? err.message : String(err), job: name },
          'job lease not checked, skipping its turns',
        );
      }
      return { ran: false };
    }
    if (!acquired) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      if ((options.hold ?? 'run') === 'run') {
        await this.leases
          .release(name, token)
          .catch((err: unknown) => this.log.warn({ err, job: name }, 'job lease not released (it expires)'));
      }
    }
  }

  /**
   * Runs `fn` about every `everyMs` in one of the processes: each process checks a few times per
   * period, and the one that takes the period's lease runs it.
   */
  every(name: string, options: EveryOptions, fn: () => Promise<unknown>): RunningJob {
    const checkMs = Math.max(1_000, Math.min(60_000, Math.floor(options.everyMs / 4)));
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const tick = (delayMs: number): void => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = this.runOnce(name, { leaseMs: options.everyMs, hold: 'period' }, fn)
          .catch((err: unknown) => this.log.error({ err, job: name }, 'job failed'))
          .finally(() => tick(checkMs));
      }, delayMs);
      timer.unref();
    };
    tick(options.firstDelayMs ?? 2_000 + Math.floor(Math.random() * 3_000));
    return {
      async stop() {
        stopped = true;
        if (timer) clearTimeout(timer);
        await running;
      },
    };
  }
}
