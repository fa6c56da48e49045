// Security headers (strict CSP, no framing) and the CSRF rule of docs/architecture.md §5: state-changing
// endpoints accept a browser request only from our own origin or an allow-listed one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { PROGRESS_HEADER } from '@zdravo/rpc';
import { COUNTRY_HEADER } from '@zdravo/contract';
import type { AppConfig } from './config.ts';
import { routedPath } from './routed-path.ts';

/**
 * What the tag manager and Google's tags need once the shopper consents (Google's "Tag Manager with a
 * CSP" guide: the container, GA4, and Consent Mode's / Ads' measurement pings). Only allowed when a
 * container is configured. No 'unsafe-eval' and no inline scripts: Custom JavaScript variables and
 * Custom HTML tags of a container do not run — marketing uses Google's templates instead.
 */
const TAG_MANAGER_SOURCES = {
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

/** `scriptHashes`: the page's own inline scripts ('sha256-…'), the only inline code allowed. */
function cspDirectives(config: AppConfig, scriptHashes: readonly string[] = []): Record<string, string[]> {
  const measured = Object.keys(config.tagManagerIds).length > 0;
  const add = (own: string[], extra: readonly string[]) => (measured ? [...own, ...extra] : own);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: add(["'self'", ...scriptHashes], TAG_MANAGER_SOURCES.scriptSrc),
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

/**
 * Helmet's options: the CSP follows the configuration (the tag manager's hosts only when configured).
 * No Cross-Origin-Opener-Policy on the shop's pages: it made a shopper's first visit start a new
 * renderer process (a browsing-context-group swap; on Android, a process of its own for the site),
 * the largest single task of the page's load. The desk's pages keep it (DESK_OPENER_POLICY).
 * docs/decisions/045-no-opener-policy-on-shop-pages.md.
 */
const helmetOptions = (config: AppConfig, scriptHashes: readonly string[]): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, scriptHashes) },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
});

/** The desk's documents stay in a browsing context group of their own (decision 045). */
export const DESK_OPENER_POLICY = { name: 'cross-origin-opener-policy', value: 'same-origin' } as const;

/** Helmet's headers on every answer, through its Fastify plugin (`@fastify/helmet`, docs/decisions/066). */
export async function securityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, { ...helmetOptions(config, scriptHashes), global: true });
}

const guardedPrefixes = ['/_rpc', '/api/'];
/** Whether the request goes to /_rpc or /api, as the router sees its path (percent-escapes decoded). */
const isGuarded = (req: FastifyRequest): boolean => {
  const path = routedPath(req);
  return guardedPrefixes.some((p) => path.startsWith(p));
};

/** Origins other than the request's own that may call us with the shopper's cookie. */
const listedOrigin = (config: AppConfig, origin: string): boolean =>
  origin === config.publicOrigin || config.allowedOrigins.includes(origin);

/**
 * The one origin rule for /_rpc and /api: the request's own origin (its Host, or X-Forwarded-Host
 * and -Proto from a trusted proxy — Fastify's req.host and req.protocol honour TRUST_PROXY), the
 * configured PUBLIC_ORIGIN, or one of ALLOWED_ORIGINS.
 */
export function isAllowedOrigin(config: AppConfig, req: FastifyRequest, origin: string): boolean {
  return origin === `${req.protocol}://${req.host}` || listedOrigin(config, origin);
}

/**
 * CORS for the listed origins (the SPA served from another origin): credentials allowed, and the
 * preflight a browser sends before a JSON POST answered here. Unlisted origins get no CORS headers.
 */
export function corsForListedOrigins(app: FastifyInstance, config: AppConfig): void {
  if (!config.publicOrigin && config.allowedOrigins.length === 0) return;
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (!origin || !isGuarded(req) || !listedOrigin(config, origin)) return done();
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'Origin');
    if (req.method !== 'OPTIONS') return done();
    void reply
      .code(204)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', `content-type, ${COUNTRY_HEADER}, ${PROGRESS_HEADER}, accept`)
      .header('access-control-max-age', '600')
      .send();
  });
}

/** Refuses cross-site POSTs: a browser always sends Origin on POST; outside clients send none. */
export function originGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    const guarded = req.method === 'POST' && isGuarded(req);
    if (!guarded || !origin || isAllowedOrigin(config, req, origin)) return done();
    void reply.code(403).send({ status: 'error', data: 'FORBIDDEN_ORIGIN' });
  });
}
