// The tracking call (docs/product.md §7): POST /api/deals/getShippmentStatus {LeadID} → {status, data: lines}.
// Plain HTTP to the lead & CRM service on our own origin, not an RPC method.
//
// Our reading of docs/product.md §4 ("A failure shows 'Paket nije pronađen'"): a failure is the service's own
// answer that it has no such parcel ({status: 'error'}, e.g. NOT_FOUND). A request that gets no
// answer — offline, the server down, a gateway error (5xx) or a body that is not the service's JSON —
// is a transport error, as RPC_CLIENT_ERROR is for the login state in §4: it says nothing about the
// parcel, so it is 'unreachable' (a connection note and a retry), never "the parcel does not exist".
import { CRM_PATHS } from '@zdravo/contract';

export type TrackResult =
  | { kind: 'lines'; lines: string[] }
  | { kind: 'empty' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited' }
  | { kind: 'unreachable' };

export async function lookupShipment(leadId: string, signal: AbortSignal): Promise<TrackResult> {
  try {
    const res = await fetch(CRM_PATHS.shipmentStatus, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ LeadID: leadId }),
      signal,
    });
    if (res.status === 429) return { kind: 'rateLimited' };
    if (res.status >= 500) return { kind: 'unreachable' };
    const body = (await res.json()) as { status?: unknown; data?: unknown };
    if (!res.ok || body.status !== 'ok' || !Array.isArray(body.data)) return { kind: 'notFound' };
    const lines = body.data.filter((l): l is string => typeof l === 'string');
    return lines.length > 0 ? { kind: 'lines', lines } : { kind: 'empty' };
  } catch (error) {
    if (signal.aborted) throw error;
    // Offline, or an answer that is not JSON: no word on the parcel (see the top of this file).
    return { kind: 'unreachable' };
  }
}
