// The lead & CRM service's HTTP face (docs/product.md §7), mounted at /api. It answers from this process's
// database, or — when CRM_URL names a separate CRM — passes each call through to it, so the browser
// always talks to one origin. Every answer is {status, data}; a bad body gets a 4xx with a clear code.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CRM_PATHS,
  addLeadBody,
  addSubscriberBody,
  clubJoinBody,
  shipmentStatusBody,
  withdrawLeadBody,
} from '@zdravo/contract/methods';
import { isLeadId, normalizeLeadId } from '@zdravo/contract';
import type { ContextDeps } from '../../context.ts';
import { hit, type Limit } from '../../platform/rate-limit.ts';
import { saveLead } from '../../platform/crm-leads.ts';
import { markLeadWithdrawn } from '../../platform/crm-withdrawn.ts';
import { shipmentLines } from './shipments.ts';
import { addClubRequest, addSubscriber } from './subscribers.ts';
import { proxyToCrm, FORWARDED_HEADER } from './proxy.ts';

/** Tracking: generous for a shopper refreshing, hopeless for guessing 8.5·10^11 order numbers. */
export const TRACKING_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };
/** Sign-ups and club requests: a household signs up a few times at most; a script must not flood the list. */
export const SIGNUP_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000 };

const route = { bodyLimit: 16 * 1024 };
/** The service is mounted at /api; CRM_PATHS are the full paths. */
const local = (path: string): string => path.replace(/^\/api/, '');

const err = (reply: FastifyReply, code: number, data: string, details?: unknown) =>
  reply.code(code).send(details === undefined ? { status: 'error', data } : { status: 'error', data, details });

/** Validates a body; on failure answers 400 and returns undefined. */
function parseBody<S extends z.ZodType>(schema: S, req: FastifyRequest, reply: FastifyReply): z.output<S> | undefined {
  const parsed = schema.safeParse(req.body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
  void err(reply, 400, 'VALIDATION_ERROR', details);
  return undefined;
}

function hasBearer(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function limited(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  limit: Limit,
): Promise<boolean> {
  // Counted in the shared rate_limits table (platform/rate-limit.ts): every server process sees one count.
  if ((await hit(deps.db, `crm:${name}:${req.ip}`, limit)) <= limit.max) return false;
  void err(reply.header('retry-after', String(Math.ceil(limit.windowMs / 1000))), 429, 'RATE_LIMITED');
  return true;
}

function localRoutes(api: FastifyInstance, deps: ContextDeps): void {
  api.post(local(CRM_PATHS.shipmentStatus), route, async (req, reply) => {
    const body = parseBody(shipmentStatusBody, req, reply);
    if (!body) return reply;
    // Counted before the lookup, so a wrong guess costs the same as a right one.
    if (await limited(deps, req, reply, 'track', TRACKING_LIMIT)) return reply;
    const leadId = normalizeLeadId(body.LeadID);
    const lines = isLeadId(leadId) ? await shipmentLines(deps.db, leadId) : null;
    // An unknown number is an answer, not a failed request: HTTP 200 as for every answered call
    // (docs/architecture.md §2), so a browser does not log the shopper's typo as a page error.
    if (!lines) return err(reply, 200, 'NOT_FOUND');
    return { status: 'ok', data: lines };
  });

  api.post(local(CRM_PATHS.addSubscriber), route, async (req, reply) => {
    const body = parseBody(addSubscriberBody, req, reply);
    if (!body) return reply;
    if (await limited(deps, req, reply, 'subscribe', SIGNUP_LIMIT)) return reply;
    await addSubscriber(deps.db, body, req.ip);
    return { status: 'ok', data: { status: 'ok' } };
  });

  api.post(local(CRM_PATHS.clubJoin), route, async (req, reply) => {
    const body = parseBody(clubJoinBody, req, reply);
    if (!body) return reply;
    if (await limited(deps, req, reply, 'club', SIGNUP_LIMIT)) return reply;
    await addClubRequest(deps.db, body);
    return { status: 'ok', data: { status: 'ok' } };
  });

  // The shop's lead forwarding (orders/forward.ts). Idempotent by LeadID, so the outbox may retry freely.
  // Only shops holding CRM_TOKEN may add leads; without a token configured the intake is closed.
  api.post(local(CRM_PATHS.addLead), route, async (req, reply) => {
    if (!deps.config.crmToken) return err(reply, 404, 'NOT_FOUND');
    if (!hasBearer(req, deps.config.crmToken)) return err(reply, 401, 'UNAUTHORIZED');
    const body = parseBody(addLeadBody, req, reply);
    if (!body) return reply;
    const result = await saveLead(deps.db, body);
    return reply.code(result === 'created' ? 201 : 200).send({ status: 'ok', data: { LeadID: body.LeadID, result } });
  });

  // The shop's withdrawal notice (withdrawal/crm.ts), guarded like the lead intake. An unknown LeadID
  // answers 404: the outbox retries, since the lead itself may still be on its way.
  api.post(local(CRM_PATHS.withdrawLead), route, async (req, reply) => {
    if (!deps.config.crmToken) return err(reply, 404, 'NOT_FOUND');
    if (!hasBearer(req, deps.config.crmToken)) return err(reply, 401, 'UNAUTHORIZED');
    const body = parseBody(withdrawLeadBody, req, reply);
    if (!body) return reply;
    if (!(await markLeadWithdrawn(deps.db, body.LeadID, body.WithdrawnAt))) return err(reply, 404, 'NOT_FOUND');
    return { status: 'ok', data: { LeadID: body.LeadID } };
  });
}

export async function crmRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  await app.register(
    async (api) => {
      // Fastify's own error bodies are replaced by the service's {status, data} shape.
      api.setErrorHandler((error: FastifyError, req, reply) => {
        const status = error.statusCode ?? 500;
        if (status === 413) return err(reply, 413, 'PAYLOAD_TOO_LARGE');
        if (status === 415) return err(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json');
        if (status >= 400 && status < 500) return err(reply, 400, 'BAD_REQUEST', 'The body must be a JSON object');
        req.log.error({ err: error }, 'crm request failed');
        return err(reply, 500, 'SERVER_ERROR');
      });
      // JSON only: a form post or plain text is refused as such, not as a puzzling validation error.
      api.removeContentTypeParser(['text/plain']);
      api.setNotFoundHandler((_req, reply) => err(reply, 404, 'NOT_FOUND'));
      const crmUrl = deps.config.crmUrl;
      if (crmUrl) {
        // A call already passed through once is answered here: a CRM_URL pointing back at us cannot loop.
        api.addHook('preHandler', async (req, reply) => {
          if (req.headers[FORWARDED_HEADER] === undefined) return proxyToCrm(crmUrl, req, reply);
        });
      }
      localRoutes(api, deps);
    },
    { prefix: '/api' },
  );
}
