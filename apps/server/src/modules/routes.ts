// Plain HTTP routes besides /_rpc (the lead & CRM service, images, geo). Each area adds its own.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context.ts';
import { outboxRoutes } from './outbox/routes.ts';

export async function shopRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await outboxRoutes(app, deps);
}
