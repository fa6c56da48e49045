// Delivers due outbox rows. Safe with several server processes on one database: the scheduled
// passes run under the 'outbox' job lease (one process at a time), and a row is claimed by a
// conditional update (locked_until) before it is sent all the same, so exactly one worker sends it
// even if a pass outlives its lease; a worker that dies mid-send releases it when the lock expires. Failures retry with exponential
// backoff and jitter (10 s, 20 s, 40 s … capped at 1 h); after 12 tries the row is 'failed'.
//
// Delivered messages are marked sent together, in one statement per transport, at the end of the pass
// or once MARK_WITHIN_MS have passed since the first unmarked delivery began, whichever comes first. Quick
// deliveries (in-process ones, a pass of confirmations) share one mark; a gateway slower than that is
// marked after each message, as before. A dying worker therefore sends again at most what it delivered
// in its last MARK_WITHIN_MS, besides the message in flight (docs/decisions/037-an-order-in-one-statement.md, amendment 2).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { lockedAsChosen } from '../../db/locks.ts';
import { plannedAfresh } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema/index.ts';
import type { Jobs } from '../../cluster/index.ts';
import {
  outboxSignal,
  PermanentDeliveryError,
  type DeliverableMessage,
  type OutboxTransport,
} from '../../platform/outbox.ts';

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

/** How long a delivered message may wait to be marked sent with the next ones. */
export const MARK_WITHIN_MS = 50;

/** What a row delivered by `deliveredBy` says once it is marked sent (its attempts counted apart). */
const sentColumns = (deliveredBy: string, sentAt: string) =>
  ({ status: 'sent', sent_at: sentAt, delivered_by: deliveredBy, locked_until: null, last_error: null }) as const;

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

  /** Messages delivered and not yet marked sent, by the transport that delivered them. */
  interface Unmarked {
    /** When the delivery of the first of them began. */
    since: number;
    byTransport: Map<string, number[]>;
  }

  async function markSent(unmarked: Unmarked): Promise<void> {
    const sentAt = new Date().toISOString();
    for (const [deliveredBy, ids] of unmarked.byTransport) {
      await plannedAfresh(
        db
          .updateTable('outbox')
          // The rows are ours (claimed by this pass), so counting the attempt in SQL is exact.
          .set((eb) => ({ ...sentColumns(deliveredBy, sentAt), attempts: eb('attempts', '+', 1) }))
          .where('id', 'in', ids),
      ).execute();
    }
    unmarked.byTransport.clear();
  }

  /** Delivers one message; a delivered one is marked sent now only if its text must be blanked, else later with others. */
  async function deliverOne(row: DeliverableMessage, unmarked: Unmarked): Promise<boolean> {
    const transport = options.transportFor(row.channel);
    const attempts = row.attempts + 1;
    const now = Date.now();
    try {
      if (!transport) throw new Error(`no transport for channel "${row.channel}"`);
      await transport.deliver(row);
      if (row.payload.sensitive && transport.name !== 'dev') {
        const payload = { ...row.payload, text: '[delivered]' };
        await db
          .updateTable('outbox')
          .set({ ...sentColumns(transport.name, new Date().toISOString()), attempts, payload: JSON.stringify(payload) })
          .where('id', '=', row.id)
          .execute();
        return true;
      }
      if (unmarked.byTransport.size === 0) unmarked.since = now;
      const ids = unmarked.byTransport.get(transport.name) ?? [];
      ids.push(row.id);
      unmarked.byTransport.set(transport.name, ids);
      return true;
    } catch (error) {
      const permanent = error instanceof PermanentDeliveryError;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = permanent || attempts >= maxAttempts;
      log[giveUp ? 'error' : 'warn'](
        { outboxId: row.id, channel: row.channel, attempts, err: message },
        giveUp ? 'outbox message failed for good' : 'outbox delivery failed, will retry',
      );
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
    // The due rows are found and claimed in one statement (one round trip for the batch, not one per
    // row), earliest due first, so the due index hands over the batch without reading the rest of a
    // backlog. The chosen rows are locked as they are chosen (lockedAsChosen), so a row another worker
    // claimed meanwhile is passed over or checked again: exactly one worker gets it. The update names
    // the rows by id alone: with conditions of its own PostgreSQL may join every pending row to the
    // batch, a plan chosen while the table was small and kept as the backlog grew (20–40 ms a claim
    // at 3,000 pending). Why: docs/decisions/037-an-order-in-one-statement.md, amendment 5.
    const claimed = await db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() + lockMs).toISOString() })
      .where('id', 'in', (eb) =>
        lockedAsChosen(
          db,
          eb
            .selectFrom('outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', nowIso)
            .where((row) => row.or([row('locked_until', 'is', null), row('locked_until', '<=', nowIso)]))
            .orderBy('next_attempt_at')
            .limit(batchSize),
        ),
      )
      .returning(['id', 'channel', 'recipient', 'payload', 'attempts', 'created_at'])
      .execute();
    let delivered = 0;
    const unmarked: Unmarked = { since: 0, byTransport: new Map() };
    try {
      for (const row of claimed.sort((a, b) => a.id - b.id)) {
        const message: DeliverableMessage = {
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          payload: JSON.parse(row.payload) as DeliverableMessage['payload'],
          attempts: row.attempts,
          createdAt: row.created_at,
        };
        if (await deliverOne(message, unmarked)) delivered++;
        if (unmarked.byTransport.size > 0 && Date.now() - unmarked.since >= MARK_WITHIN_MS) await markSent(unmarked);
      }
    } finally {
      // Also when a mark or a failure's record threw: what was delivered is marked if the database lets us.
      if (unmarked.byTransport.size > 0) await markSent(unmarked);
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
