// Security headers (strict CSP, no framing) and the CSRF rule of DESIGN.md §5: state-changing
// endpoints accept a browser request only from our own origin or an allow-listed one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from './config.ts';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet would set, worked out once at start: they depend on configuration only, and
 * computing them per request (as helmet's middleware does) cost a noticeable share of every call.
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

export function securityHeaders(app: FastifyInstance): void {
  const headers = staticHelmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}


const guardedPrefixes = ['/_rpc', '/api/'];

export function isAllowedOrigin(config: AppConfig, req: FastifyRequest, origin: string): boolean {
  const own = `${req.protocol}://${req.host}`;
  return origin === own || origin === config.publicOrigin || config.allowedOrigins.includes(origin);
}

/** Refuses cross-site POSTs: a browser always sends Origin on POST; outside clients send none. */
export function originGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    const guarded = req.method === 'POST' && guardedPrefixes.some((p) => req.url.startsWith(p));
    if (!guarded || !origin || isAllowedOrigin(config, req, origin)) return done();
    void reply.code(403).send({ status: 'error', data: 'FORBIDDEN_ORIGIN' });
  });
}
