// Forwarding an order to the CRM as a lead. In the embedded default the CRM module lives in this
// process and database, so the lead is written in the order's own transaction. With CRM_URL the lead
// goes out through the outbox (written in that same transaction): the worker POSTs it, retrying with
// backoff until the CRM takes it — the CRM being down never loses or blocks an order.
import type { Kysely } from 'kysely';
import { fromMinor, type CountryCode } from '@zdravo/contract';
import type { AddLeadBody } from '@zdravo/contract/methods';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { crmClient } from '../../platform/crm-client.ts';
import { leadInsertStatement, saveLead } from '../../platform/crm-leads.ts';
import { enqueueStatement, type OutboxTransport } from '../../platform/outbox.ts';
import type { PricedOrder } from './pricing.ts';

export const CRM_CHANNEL = 'crm';

export interface LeadPayload {
  orderId: number;
  lead: AddLeadBody;
  [key: string]: unknown;
}

export function leadOf(
  leadId: string,
  country: CountryCode,
  person: { FirstName: string; LastName: string; PhoneNumber: string },
  priced: PricedOrder,
): AddLeadBody {
  return {
    LeadID: leadId,
    FirstName: person.FirstName,
    LastName: person.LastName,
    PhoneNumber: person.PhoneNumber,
    Country: country,
    Currency: priced.currency,
    Total: fromMinor(priced.totalMinor),
    Articles: priced.lines.map((l) => ({
      ID: l.offerId,
      ScaleleadID: l.scaleleadId,
      Name: l.name,
      Quantity: l.quantity,
      Price: fromMinor(l.unitPriceMinor),
    })),
  };
}

/** In the order's write set: the lead itself (in-process CRM) or the outbox row that forwards it (CRM_URL). */
export function forwardStatement(trx: Kysely<Database>, config: AppConfig, payload: LeadPayload) {
  return config.crmUrl
    ? enqueueStatement(trx, { channel: CRM_CHANNEL, to: config.crmUrl, payload })
    : leadInsertStatement(trx, payload.lead);
}

/** The outbox channel 'crm'. Uses the CRM_URL of now, so a moved CRM still gets older leads. */
export function crmTransport(db: Kysely<Database>, config: AppConfig): OutboxTransport {
  return {
    name: 'crm',
    async deliver(message) {
      const payload = message.payload as LeadPayload;
      if (config.crmUrl) await crmClient({ url: config.crmUrl, token: config.crmToken }).addLead(payload.lead);
      else await saveLead(db, payload.lead);
      await db
        .updateTable('orders')
        .set({ lead_forwarded_at: nowIso() })
        .where('id', '=', payload.orderId)
        .where('lead_forwarded_at', 'is', null)
        .execute();
    },
  };
}
