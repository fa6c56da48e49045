// Withdrawals have no HTTP routes of their own; this plugs the CRM notice channel into the outbox.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { addOutboxTransport } from '../outbox/transports.ts';
import { CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport } from './crm.ts';

export async function withdrawalRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  addOutboxTransport(app, CRM_WITHDRAWAL_CHANNEL, crmWithdrawalTransport(deps.db, deps.config));
}
