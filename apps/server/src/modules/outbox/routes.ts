// Wires the outbox into the app: default transports from the configuration, and the delivery
// worker running while the app is up (every server process runs one; a lease lets one process at a
// time make a pass, and rows are claimed, so each message goes out once).
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { registerDefaultTransports, transportFor } from './transports.ts';
import { createOutboxWorker } from './worker.ts';

export async function outboxRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  registerDefaultTransports(app, deps.config);
  const worker = createOutboxWorker({ db: deps.db, log: app.log, jobs: deps.cluster.jobs, transportFor: (channel) => transportFor(app, channel) });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
