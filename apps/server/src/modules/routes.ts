// Plain HTTP routes besides /_rpc (the lead & CRM service, images, geo). Each area adds its own.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { crmRoutes } from './crm/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { housekeepingJob } from './ops/housekeeping.ts';
import { shareRoutes } from './share/routes.ts';
import { withdrawalRoutes } from './withdrawal/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';

export async function shopRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await catalogRoutes(app, deps);
  await crmRoutes(app, deps);
  await orderRoutes(app, deps);
  await withdrawalRoutes(app, deps);
  await outboxRoutes(app, deps);
  await shareRoutes(app, deps);
  housekeepingJob(app, deps);
  await reviewRoutes(app, deps);
}
