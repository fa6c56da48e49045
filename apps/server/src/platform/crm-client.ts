// The one client of an outside CRM (CRM_URL), for the outbox's two CRM channels: an order's lead
// (orders/forward.ts) and a withdrawal's notice (withdrawal/crm.ts) go out the same way — JSON, CRM_TOKEN
// as a bearer token, 10 s to answer — and its refusals read the same way: a body the CRM calls invalid
// (400, 422) stays invalid, so the outbox stops retrying it and the operator sees it failed (npm run
// shop -- outbox); any other failure is retried with backoff. The /api relay (proxy.ts) passes the
// browser's own calls through and is not this client.
import { CRM_PATHS, type AddLeadBody, type WithdrawLeadBody } from '@zdravo/contract/methods';
import { PermanentDeliveryError } from './outbox.ts';

const ANSWER_WITHIN_MS = 10_000;

export interface CrmClient {
  addLead(lead: AddLeadBody): Promise<void>;
  withdrawLead(notice: WithdrawLeadBody): Promise<void>;
}

/** A client of the CRM at `url` (the service's base, which may carry a path). */
export function crmClient(crm: { url: string; token: string | undefined }): CrmClient {
  const base = crm.url.replace(/\/+$/, '');
  async function post(path: string, body: AddLeadBody | WithdrawLeadBody): Promise<void> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(crm.token ? { authorization: `Bearer ${crm.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    if (res.ok) return;
    const reason = `CRM answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
    if (res.status === 400 || res.status === 422) throw new PermanentDeliveryError(reason);
    throw new Error(reason);
  }
  return {
    addLead: (lead) => post(CRM_PATHS.addLead, lead),
    withdrawLead: (notice) => post(CRM_PATHS.withdrawLead, notice),
  };
}
