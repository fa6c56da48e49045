// Telling the CRM that a shopper withdrew, the way orders/forward.ts forwards the order: in the
// embedded default the lead is marked in the withdrawal's own transaction; with CRM_URL a notice
// goes out through the outbox (written in that same transaction) and the one CRM client
// (crm/client.ts) delivers it, retried until taken.
import type { Kysely } from 'kysely';
import type { WithdrawLeadBody } from '@zdravo/contract/methods';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { crmClient } from '../../platform/crm-client.ts';
import { markLeadWithdrawn } from '../../platform/crm-withdrawn.ts';
import { enqueue, type OutboxTransport } from '../../platform/outbox.ts';

export const CRM_WITHDRAWAL_CHANNEL = 'crm-withdrawal';

export async function notifyCrmInTransaction(
  trx: Kysely<Database>,
  config: AppConfig,
  notice: WithdrawLeadBody,
): Promise<void> {
  if (config.crmUrl) await enqueue(trx, { channel: CRM_WITHDRAWAL_CHANNEL, to: config.crmUrl, payload: { ...notice } });
  else await markLeadWithdrawn(trx, notice.LeadID, notice.WithdrawnAt);
}

/** The outbox channel 'crm-withdrawal'. A 404 is retried: the lead may still be queued behind it. */
export function crmWithdrawalTransport(db: Kysely<Database>, config: AppConfig): OutboxTransport {
  return {
    name: 'crm',
    async deliver(message) {
      const notice = message.payload as unknown as WithdrawLeadBody;
      if (!config.crmUrl) {
        if (!(await markLeadWithdrawn(db, notice.LeadID, notice.WithdrawnAt)))
          throw new Error(`No lead ${notice.LeadID} yet`);
        return;
      }
      await crmClient({ url: config.crmUrl, token: config.crmToken }).withdrawLead(notice);
    },
  };
}
