// GET /api/geo (docs/product.md §7): the visitor's country for the club join form,
// {"status":"ok","data":{"country":"HR"}} or {"status":"error","data":CODE}.
// - GEO_COUNTRY_HEADER set: the trusted proxy's (CDN's) country header decides, and nothing else;
// - otherwise the offline database (lookup.ts) by the client address (TRUST_PROXY decides which);
// - a loopback or private address answers GEO_DEV_COUNTRY (default HR, the shop's default
//   country) so a developer can try the form locally; GEO_DEV_COUNTRY=none answers an error instead.
// Counted per address in the shared rate_limits table.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { hit, type Limit } from '../../platform/rate-limit.ts';
import { isInternalAddress } from './address.ts';
import { countryOfAddress } from './lookup.ts';

/** The form asks once per opening; a page left open and reopened all day stays far below this. */
export const GEO_LIMIT: Limit = { max: 60, windowMs: 10 * 60_000 };

/** Codes CDNs send for "unknown" (XX), Tor (T1) and reserved ones: no country. */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ', 'A1', 'A2', 'O1']);

function countryFromHeader(value: string | string[] | undefined): string | null {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

const answer = (reply: FastifyReply, country: string | null) =>
  reply
    .header('cache-control', 'private, no-store')
    .send(country === null ? { status: 'error', data: 'NOT_FOUND' } : { status: 'ok', data: { country } });

export async function geoRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  const { geoCountryHeader, geoDevCountry } = deps.config;
  app.get('/api/geo', async (req, reply) => {
    if ((await hit(deps.db, `geo:ip:${req.ip}`, GEO_LIMIT)) > GEO_LIMIT.max) {
      return reply
        .code(429)
        .header('retry-after', String(Math.ceil(GEO_LIMIT.windowMs / 1000)))
        .send({ status: 'error', data: 'RATE_LIMITED' });
    }
    if (geoCountryHeader) return answer(reply, countryFromHeader(req.headers[geoCountryHeader]));
    if (isInternalAddress(req.ip)) return answer(reply, geoDevCountry);
    return answer(reply, await countryOfAddress(req.ip));
  });
}
