// What runs beside the requests while the app is up: the outbox's delivery worker (every server
// process runs one; rows are claimed, so each message goes out once) with its channels — e-mail and
// SMS from the configuration, and the lead & CRM service's lead and withdrawal notices.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from './context.ts';
import { CRM_CHANNEL, crmTransport } from './modules/orders/forward.ts';
import { addOutboxTransport, registerDefaultTransports, transportFor } from './modules/outbox/transports.ts';
import { createOutboxWorker } from './modules/outbox/worker.ts';
import { CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport } from './modules/withdrawal/crm.ts';

export function startWorkers(app: FastifyInstance, deps: ContextDeps): void {
  addOutboxTransport(app, CRM_CHANNEL, crmTransport(deps.db, deps.config));
  addOutboxTransport(app, CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport(deps.db, deps.config));
  registerDefaultTransports(app, deps.config);
  const worker = createOutboxWorker({ db: deps.db, log: app.log, transportFor: (channel) => transportFor(app, channel) });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
