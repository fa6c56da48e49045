// The join form's two calls (docs/product.md §7): GET /api/geo for the visitor's country, then POST
// /api/leads/clubJoin {FirstLastName, PhoneNumber, ClubName, Country}; data.status 'ok' is success.
// Plain HTTP to our own origin, not RPC methods. Any other outcome is a failure the form words
// as 'Došlo je do greške' (docs/product.md §5, §8).
import { CRM_PATHS, type ClubJoinRequest } from '@zdravo/contract';

const GEO_PATH = '/api/geo';

/** The visitor's ISO country code, or null when the lookup gives none (or fails). */
export async function visitorCountry(): Promise<string | null> {
  try {
    const res = await fetch(GEO_PATH, { headers: { accept: 'application/json' } });
    const body = (await res.json()) as { status?: unknown; data?: { country?: unknown } };
    const country = body.status === 'ok' ? body.data?.country : undefined;
    return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
  } catch {
    return null;
  }
}

export async function sendClubJoin(body: ClubJoinRequest): Promise<boolean> {
  try {
    const res = await fetch(CRM_PATHS.clubJoin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { status?: unknown; data?: { status?: unknown } };
    return answer.status === 'ok' && answer.data?.status === 'ok';
  } catch {
    return false;
  }
}
