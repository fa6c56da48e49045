// The tracking call (spec §7): POST /api/deals/getShippmentStatus {LeadID} → {status, data: lines}.
// Plain HTTP to the lead & CRM service on our own origin, not an RPC method.
import { CRM_PATHS_SHIPMENT_STATUS } from './paths.ts';

export type TrackResult = { kind: 'lines'; lines: string[] } | { kind: 'empty' } | { kind: 'notFound' } | { kind: 'rateLimited' };

export async function lookupShipment(leadId: string, signal: AbortSignal): Promise<TrackResult> {
  try {
    const res = await fetch(CRM_PATHS_SHIPMENT_STATUS, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ LeadID: leadId }),
      signal,
    });
    if (res.status === 429) return { kind: 'rateLimited' };
    const body = (await res.json()) as { status?: unknown; data?: unknown };
    if (!res.ok || body.status !== 'ok' || !Array.isArray(body.data)) return { kind: 'notFound' };
    const lines = body.data.filter((l): l is string => typeof l === 'string');
    return lines.length > 0 ? { kind: 'lines', lines } : { kind: 'empty' };
  } catch (error) {
    if (signal.aborted) throw error;
    // Offline, or an answer that is not JSON: the spec's failure text.
    return { kind: 'notFound' };
  }
}
