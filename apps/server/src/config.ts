// Environment parsed and checked once at start. A bad value stops the start with one clear line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTagManagerIds, type TagManagerIds } from '@zdravo/contract';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Extra origins allowed to call /_rpc (comma-separated), e.g. when the SPA is served elsewhere. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  SMTP_URL: z.string().url().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Where orders are forwarded as leads; by default the CRM module mounted in this process. */
  CRM_URL: z.string().url().optional(),
  /** Shared secret for the lead intake (POST /api/leads/add); without it that route is closed. */
  CRM_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
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

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  databaseSchema?: string;
  publicOrigin: string | undefined;
  shopName: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  allowedOrigins: string[];
  smtpUrl: string | undefined;
  smsGatewayUrl: string | undefined;
  crmUrl: string | undefined;
  crmToken: string | undefined;
  /** Tag-manager container per country; empty when the shop measures nothing (then no consent banner). */
  tagManagerIds: TagManagerIds;
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
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    shopName: e.SHOP_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    smtpUrl: e.SMTP_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    crmUrl: e.CRM_URL,
    crmToken: e.CRM_TOKEN,
    tagManagerIds: e.TAG_MANAGER_IDS,
  };
}
