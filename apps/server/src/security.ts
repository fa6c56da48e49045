// Security headers (strict CSP, no framing) and the CSRF rule of DESIGN.md §5: state-changing
// endpoints accept a browser request only from our own origin or an allow-listed one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from './config.ts';

/**
 * What the tag manager and Google's tags need once the shopper consents (Google's "Tag Manager with a
 * CSP" guide: the container, GA4, and Consent Mode's / Ads' measurement pings). Only allowed when a
 * container is configured. No 'unsafe-eval' and no inline scripts: Custom JavaScript variables and
 * Custom HTML tags of a container do not run — marketing uses Google's templates instead.
 */
export const TAG_MANAGER_SOURCES = {
  scriptSrc: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com', 'https://www.googleadservices.com'],
  imgSrc: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  connectSrc: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
    'https://pagead2.googlesyndication.com',
  ],
  frameSrc: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
} as const;

export function cspDirectives(config: AppConfig): Record<string, string[]> {
  const measured = Object.keys(config.tagManagerIds).length > 0;
  const add = (own: string[], extra: readonly string[]) => (measured ? [...own, ...extra] : own);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: add(["'self'"], TAG_MANAGER_SOURCES.scriptSrc),
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: add(["'self'", 'data:', 'blob:'], TAG_MANAGER_SOURCES.imgSrc),
    fontSrc: ["'self'"],
    connectSrc: add(["'self'"], TAG_MANAGER_SOURCES.connectSrc),
    ...(measured ? { frameSrc: [...TAG_MANAGER_SOURCES.frameSrc] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export async function securityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
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
