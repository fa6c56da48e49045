// Security headers (strict CSP, no framing) and the CSRF rule of DESIGN.md §5: state-changing
// endpoints accept a browser request only from our own origin or an allow-listed one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from './config.ts';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}

const guardedPrefixes = ['/_rpc', '/api/'];

export function isAllowedOrigin(config: AppConfig, req: FastifyRequest, origin: string): boolean {
  const own = `${req.protocol}://${req.host}`;
  return origin === own || origin === config.publicOrigin || config.allowedOrigins.includes(origin);
}

/** Refuses cross-site POSTs: a browser always sends Origin on POST; outside clients send none. */
export function originGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || !guardedPrefixes.some((p) => req.url.startsWith(p))) return;
    const origin = req.headers.origin;
    if (origin && !isAllowedOrigin(config, req, origin)) {
      return reply.code(403).send({ status: 'error', data: 'FORBIDDEN_ORIGIN' });
    }
  });
}
