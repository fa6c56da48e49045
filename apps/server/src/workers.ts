// What runs beside the requests while the app is up: the outbox's delivery worker (every server
// process runs one; a lease lets one process at a time make a pass, and rows are claimed, so each
// message goes out once) with its channels — e-mail and SMS from the configuration, the lead & CRM
// service's lead and withdrawal notices —, the housekeeping job, the reviews' jobs (photo clean-up,
// review requests), the club's renewal reminders, and the catalog cache following
// changes announced by the CLI or another process.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from './context.ts';
import { invalidateCatalog } from './modules/catalog/index.ts';
import { clubJobs } from './modules/club/index.ts';
import { housekeepingJob } from './modules/ops/index.ts';
import { reviewJobs } from './modules/reviews/index.ts';
import { CRM_CHANNEL, crmTransport } from './modules/orders/index.ts';
import { addOutboxTransport, registerDefaultTransports, transportFor } from './modules/outbox/index.ts';
import { createOutboxWorker } from './modules/outbox/index.ts';
import { CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport } from './modules/withdrawal/index.ts';

export interface WorkerOptions {
  /** The jobs that run about every so many minutes by the clock (not the outbox, which delivers). */
  periodicJobs: boolean;
  /** What those jobs take as now. */
  clock: () => Date;
}

export async function startWorkers(app: FastifyInstance, deps: ContextDeps, options: WorkerOptions): Promise<void> {
  // A change announced by the CLI or another process drops this process's cache at once.
  const unsubscribe = await deps.cluster.events.subscribe('catalog', () => invalidateCatalog(deps.db));
  app.addHook('preClose', async () => {
    unsubscribe();
  });

  addOutboxTransport(app, CRM_CHANNEL, crmTransport(deps.db, deps.config));
  addOutboxTransport(app, CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport(deps.db, deps.config));
  registerDefaultTransports(app, deps.config);
  const worker = createOutboxWorker({
    db: deps.db,
    log: app.log,
    jobs: deps.cluster.jobs,
    transportFor: (channel) => transportFor(app, channel),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());

  if (!options.periodicJobs) return;
  housekeepingJob(app, deps, options.clock);
  reviewJobs(app, deps, options.clock);
  clubJobs(app, deps, options.clock);
}
