// Pass-through to a separate CRM service (CRM_URL): the browser keeps calling /api on the shop's
// origin; the shop relays the call and the CRM's answer. The CRM should run with TRUST_PROXY=1 (or the shop's address)
// so its per-IP limits see the shopper's address from X-Forwarded-For, not the shop's.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const FORWARDED_HEADER = 'x-zdravo-forwarded';
const TIMEOUT_MS = 8_000;

export async function proxyToCrm(crmUrl: string, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // CRM_URL is the service's base (it may carry a path); req.url is the full /api/… path.
  const target = new URL(`${crmUrl.replace(/\/+$/, '')}${req.url}`);
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': req.ip,
        [FORWARDED_HEADER]: '1',
      },
      body: JSON.stringify(req.body ?? null),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    const retryAfter = res.headers.get('retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);
    return reply.code(res.status).type('application/json; charset=utf-8').send(text);
  } catch (error) {
    req.log.warn({ err: error, target: target.origin }, 'CRM service unreachable');
    return reply.code(502).send({ status: 'error', data: 'CRM_UNAVAILABLE' });
  }
}
