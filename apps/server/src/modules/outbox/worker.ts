// Delivers due outbox rows. Safe with several server processes on one database: the scheduled
// passes run under the 'outbox' job lease (one process at a time), and a row is claimed by a
// conditional update (locked_until) before it is sent all the same, so exactly one worker sends it
// even if a pass outlives its lease; a worker that dies mid-send releases it when the lock expires. Failures retry with exponential
// backoff and jitter (10 s, 20 s, 40 s … capped at 1 h); after 12 tries the row is 'failed'.
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Jobs } from '../../cluster/index.ts';
import { outboxSignal, PermanentDeliveryError, type DeliverableMessage, type OutboxTransport } from './outbox.ts';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** Looked up at each delivery, so transports registered after start are used. */
  transportFor: (channel: string) => OutboxTransport | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** When given, scheduled passes take the 'outbox' lease, so one process at a time runs them. */
  jobs?: Jobs;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  lockMs?: number;
  /** Delay before retry n (1-based). */
  backoffMs?: (attempt: number) => number;
}

export const defaultBackoffMs = (attempt: number): number => {
  const base = Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
};

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** One pass over the due rows; answers how many were delivered. */
  runOnce(): Promise<number>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 12;
  const lockMs = options.lockMs ?? 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  let timer: NodeJS.Timeout | null = null;
  /** When the pending timer fires (ms since the epoch). */
  let dueAt = 0;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function deliverOne(row: DeliverableMessage): Promise<boolean> {
    const transport = options.transportFor(row.channel);
    const attempts = row.attempts + 1;
    const now = Date.now();
    try {
      if (!transport) throw new Error(`no transport for channel "${row.channel}"`);
      await transport.deliver(row);
      const payload = row.payload.sensitive && transport.name !== 'dev' ? { ...row.payload, text: '[delivered]' } : row.payload;
      await db
        .updateTable('outbox')
        .set({ status: 'sent', attempts, sent_at: new Date().toISOString(), delivered_by: transport.name, locked_until: null, last_error: null, payload: JSON.stringify(payload) })
        .where('id', '=', row.id)
        .execute();
      return true;
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = permanent || attempts >= maxAttempts;
      log[giveUp ? 'error' : 'warn']({ outboxId: row.id, channel: row.channel, attempts, err: message }, giveUp ? 'outbox message failed for good' : 'outbox delivery failed, will retry');
      await db
        .updateTable('outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          last_error: message,
          locked_until: null,
          next_attempt_at: new Date(now + (giveUp ? 0 : backoffMs(attempts))).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    const nowIso = new Date().toISOString();
    const unlocked = (eb: ExpressionBuilder<Database, 'outbox'>) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]);
    // The due rows are found and claimed in one statement (one round trip for the batch, not one per
    // row). The claim's own conditions are checked again on each row as it is updated, so a row another
    // worker claimed meanwhile is not returned: exactly one worker gets it.
    const claimed = await db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() + lockMs).toISOString() })
      .where('id', 'in', (eb) =>
        eb.selectFrom('outbox').select('id').where('status', '=', 'pending').where('next_attempt_at', '<=', nowIso).where(unlocked).orderBy('id').limit(batchSize),
      )
      .where('status', '=', 'pending')
      .where(unlocked)
      .returning(['id', 'channel', 'recipient', 'payload', 'attempts', 'created_at'])
      .execute();
    let delivered = 0;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      const message: DeliverableMessage = {
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        payload: JSON.parse(row.payload) as DeliverableMessage['payload'],
        attempts: row.attempts,
        createdAt: row.created_at,
      };
      if (await deliverOne(message)) delivered++;
    }
    return delivered;
  }

  async function leasedPass(): Promise<number> {
    if (!options.jobs) return runOnce();
    const outcome = await options.jobs.runOnce('outbox', { leaseMs: lockMs }, runOnce);
    return outcome.ran ? outcome.value : 0;
  }

  // Passes never overlap within a process: each waits for the previous one. A request for a pass only
  // ever brings the next one closer: were every new message to restart the wait, a steady stream of
  // orders (one each 25 ms or faster) would put every pass off for as long as it lasts.
  function schedule(delayMs: number): void {
    if (stopped) return;
    const due = Date.now() + delayMs;
    if (timer && dueAt <= due) return;
    if (timer) clearTimeout(timer);
    dueAt = due;
    timer = setTimeout(() => {
      timer = null;
      running = running
        .then(leasedPass)
        .catch((error: unknown) => log.error({ err: error }, 'outbox pass failed'))
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  }
  // A short delay lets the enqueuing transaction commit before we look.
  const onEnqueued = () => schedule(25);

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      outboxSignal.on('enqueued', onEnqueued);
      schedule(0);
    },
    async stop() {
      stopped = true;
      outboxSignal.off('enqueued', onEnqueued);
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
