// Environment parsed and checked once at start. A bad value stops the start with one clear line.
import path from 'node:path';
import { z } from 'zod';
import { parseTagManagerIds, type TagManagerIds } from '@zdravo/contract';
import { repoRoot } from './paths.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A second listener that answers only GET /healthz, for the load balancer (its own accept queue). */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_ORIGIN: z.string().url().optional(),
  SHOP_NAME: z.string().min(1).max(60).default('Zdravo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * The proxies in front: how many (a hop count: the nearest n hops are ours) or their addresses
   * (comma-separated IPs or CIDRs). X-Forwarded-For, -Proto and -Host count only from them. "true"
   * would let any client pick its own address for every per-IP limit, so it is refused.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const value = v.trim();
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'trusting every hop lets clients choose their own IP; give the number of proxies (1) or their addresses',
        });
        return z.NEVER;
      }
      const addresses = value
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (!addresses.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) {
        ctx.addIssue({ code: 'custom', message: 'must be a hop count or comma-separated proxy addresses' });
        return z.NEVER;
      }
      return addresses;
    }),
  /** Extra origins allowed to call /_rpc (comma-separated), e.g. when the SPA is served elsewhere. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Redis for events between processes (catalog changes, batch progress) and job leases. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Put before every Redis key and channel, so several shops (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
    .default('zdravo:'),
  SMTP_URL: z.string().url().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /**
   * How long a request may take to arrive whole (a body trickled a byte at a time is dropped then);
   * long enough for a 5 MB photo on a slow phone connection.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Open connections one client address may hold (0: no cap, e.g. when a proxy in front limits). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  /** Orders one account may place in an hour: each is a lead the call team phones. */
  ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Days after delivery the review request goes out (one per order); 0 sends none. */
  REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** Seed an empty catalog with the invented sample reviews: development, browser tests, benchmarks only. */
  SAMPLE_REVIEWS: z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Where orders are forwarded as leads; by default the CRM module mounted in this process. */
  CRM_URL: z.string().url().optional(),
  /** Shared secret for the lead intake (POST /api/leads/add); without it that route is closed. */
  CRM_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A trusted proxy's (CDN's) visitor-country header, e.g. cf-ipcountry; unset: the offline GeoIP database. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]*$/, 'must be an HTTP header name')
    .default('')
    .transform((v) => (v === '' ? undefined : v.toLowerCase())),
  /** The country /api/geo answers for loopback and private addresses (a developer's machine); "none": an error. */
  GEO_DEV_COUNTRY: z
    .string()
    .regex(/^([A-Za-z]{2}|none)$/, 'must be a two-letter country code or "none"')
    .default('HR')
    .transform((v) => (v === 'none' ? null : v.toUpperCase())),
  /** Minutes without a call after which a desk session ends (docs/desk.md); 12 hours at most in any case. */
  DESK_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Addresses (IPs or CIDRs, comma-separated) the desk answers; empty: every address. */
  DESK_ALLOWED_IPS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const addresses = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (!addresses.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) {
        ctx.addIssue({ code: 'custom', message: 'must be comma-separated IP addresses or CIDRs' });
        return z.NEVER;
      }
      return addresses;
    }),
  /** A tag-manager container per country (`HR:GTM-AAAA111,RS:GTM-BBBB222`); a country without one loads none. */
  TAG_MANAGER_IDS: z
    .string()
    .default('')
    .transform((v, ctx): TagManagerIds => {
      try {
        return parseTagManagerIds(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'invalid' });
        return z.NEVER;
      }
    }),
});

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
type TrustProxy = false | number | string[];

export interface AppConfig {
  port: number;
  /** GET /healthz alone on its own port (undefined: only on PORT). */
  healthPort: number | undefined;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  databaseSchema?: string;
  publicOrigin: string | undefined;
  shopName: string;
  logLevel: string;
  webDist: string;
  trustProxy: TrustProxy;
  allowedOrigins: string[];
  redisUrl: string | undefined;
  redisPrefix: string;
  smtpUrl: string | undefined;
  smsGatewayUrl: string | undefined;
  crmUrl: string | undefined;
  crmToken: string | undefined;
  ordersPerHour: number;
  /** Days after delivery the review request is sent; 0: never. */
  reviewRequestDays: number;
  /** Whether a first start seeds the invented sample reviews (never in a shop that sells). */
  sampleReviews: boolean;
  requestTimeoutMs: number;
  maxConnectionsPerAddress: number;
  /** Tag-manager container per country; empty when the shop measures nothing (then no consent banner). */
  tagManagerIds: TagManagerIds;
  /** Lower-case name of the trusted proxy's country header, or undefined (use the GeoIP database). */
  geoCountryHeader: string | undefined;
  /** /api/geo's answer for loopback and private addresses; null answers an error. */
  geoDevCountry: string | null;
  /** Idle minutes before a desk session ends. */
  deskIdleMinutes: number;
  /** The only client addresses the desk answers (IPs or CIDRs); empty: all. */
  deskAllowedIps: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    healthPort: e.HEALTH_PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    shopName: e.SHOP_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    crmUrl: e.CRM_URL,
    crmToken: e.CRM_TOKEN,
    ordersPerHour: e.ORDERS_PER_HOUR,
    reviewRequestDays: e.REVIEW_REQUEST_DAYS,
    sampleReviews: e.SAMPLE_REVIEWS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    tagManagerIds: e.TAG_MANAGER_IDS,
    geoCountryHeader: e.GEO_COUNTRY_HEADER,
    geoDevCountry: e.GEO_DEV_COUNTRY,
    deskIdleMinutes: e.DESK_IDLE_MINUTES,
    deskAllowedIps: e.DESK_ALLOWED_IPS,
  };
}
