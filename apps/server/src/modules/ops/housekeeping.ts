// The shop's housekeeping: expired sessions, spent reset codes, old rate-limit counters and consent
// records past their retention are deleted about every HOUSEKEEPING_EVERY_MS, by one process (the one
// that takes the period's lease), off every request's path.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import type { RunningJob } from '../../cluster/index.ts';
import { pruneNow } from '../auth/index.ts';
import { pruneConsentRecords } from '../privacy/index.ts';

const HOUSEKEEPING_EVERY_MS = 15 * 60_000;

export function housekeepingJob(app: FastifyInstance, deps: ContextDeps, clock: () => Date): void {
  let job: RunningJob | null = null;
  app.addHook('onReady', async () => {
    job = deps.cluster.jobs.every('housekeeping', { everyMs: HOUSEKEEPING_EVERY_MS }, async () => {
      const now = clock().getTime();
      await pruneNow(deps.db, now);
      await pruneConsentRecords(deps.db, now);
    });
  });
  app.addHook('preClose', async () => job?.stop());
}
