// Plain HTTP routes besides /_rpc (the lead & CRM service, images, geo). Each area adds its own.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../context.ts';

export async function shopRoutes(_app: FastifyInstance, _deps: ContextDeps): Promise<void> {}
