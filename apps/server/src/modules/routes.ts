// Plain HTTP routes besides /_rpc (the lead & CRM service, images, geo). Each area adds its own.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { crmRoutes } from './crm/routes.ts';
import { orderRoutes } from './orders/routes.ts';

export async function shopRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await crmRoutes(app, deps);
  await orderRoutes(app, deps);
  await outboxRoutes(app, deps);
}
