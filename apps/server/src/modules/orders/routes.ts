// Orders have no HTTP routes of their own; this plugs the lead-forwarding channel into the outbox
// worker of this app, so queued leads reach the CRM (CRM_URL) with the worker's retries.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { addOutboxTransport } from '../outbox/transports.ts';
import { CRM_CHANNEL, crmTransport } from './forward.ts';

export async function orderRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  addOutboxTransport(app, CRM_CHANNEL, crmTransport(deps.db, deps.config));
}
