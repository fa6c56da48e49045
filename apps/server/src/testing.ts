// Integration-test helpers: the real app in-process on a real, fresh database of each kind,
// and a small RPC client over app.inject that keeps cookies like a browser would.
import type { FastifyInstance } from 'fastify';
import type { RpcAnswer } from '@zdravo/rpc';
import type { CountryCode } from '@zdravo/contract';
import type { ParamsOf, ResultOf, ShopMethod } from '@zdravo/contract/api';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { createTestDb, testDbKinds, type TestDb } from './db/testing.ts';
import type { DbKind } from './db/dialect.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';
import { cliCommands } from './cli/commands.ts';
import { printable } from './cli/printable.ts';

export { testDbKinds };

/** The params a method takes; optional where the map allows none. */
type TestParams<M extends ShopMethod> = undefined extends ParamsOf<M> ? [params?: ParamsOf<M>] : [params: ParamsOf<M>];

export interface TestShopper {
  /** One RPC call as this shopper (cookies kept between calls), typed by the API map: a wrong name,
   *  param or reading of the answer fails tsc. */
  call<M extends ShopMethod>(method: M, ...params: TestParams<M>): Promise<RpcAnswer<ResultOf<M>>>;
  /** A call the map would refuse (an unknown method, hostile params): what a stranger can send. */
  callRaw(method: string, params?: unknown): Promise<RpcAnswer>;
  /** Raw batch as this shopper. */
  batch(calls: unknown[]): Promise<RpcAnswer[]>;
  cookies: Map<string, string>;
  /** The raw Set-Cookie headers of the last answer. */
  lastSetCookie: string[];
}

export interface TestApp {
  app: FastifyInstance;
  kind: DbKind;
  config: AppConfig;
  db: FastifyInstance['shop']['database']['db'];
  shopper(options?: { country?: CountryCode; ip?: string }): TestShopper;
  close(): Promise<void>;
}

/** What a test may ask of its app besides the environment. */
export interface TestAppOptions {
  /** Run the periodic jobs (off by default: nothing runs by the wall clock behind a test), on this clock. */
  periodicJobs?: { clock: () => Date };
}

/** The real app on a fresh database of `kind` (or on `existing`, which it migrates to the current set first, as a start does). */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  existing?: TestDb,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDb = existing ?? (await createTestDb(kind));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: testDb.dataDir, LOG_LEVEL: 'silent', SAMPLE_REVIEWS: '1', ...env }),
    databaseUrl: testDb.databaseUrl,
    databaseSchema: testDb.databaseSchema,
  };
  const app = await buildApp(config, {
    database: testDb.handle,
    periodicJobs: options.periodicJobs !== undefined,
    clock: options.periodicJobs?.clock,
  });
  await app.ready();
  return {
    app,
    kind,
    config,
    db: testDb.handle.db,
    shopper: (options = {}) => createShopper(app, options.country ?? 'HR', options.ip ?? '127.0.0.1'),
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

function createShopper(app: FastifyInstance, country: CountryCode, ip: string): TestShopper {
  const cookies = new Map<string, string>();
  const shopper: TestShopper = {
    cookies,
    lastSetCookie: [],
    async call(method, ...params) {
      return (await post({ action: 'call', method, params: params[0] ?? {}, meta: { id: 1 } })) as RpcAnswer<never>;
    },
    async callRaw(method, params) {
      return (await post({ action: 'call', method, params: params ?? {}, meta: { id: 1 } })) as RpcAnswer;
    },
    async batch(calls) {
      return (await post(calls)) as RpcAnswer[];
    },
  };
  async function post(body: unknown): Promise<unknown> {
    const res = await app.inject({
      method: 'POST',
      url: '/_rpc',
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        [COUNTRY_HEADER]: country,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: JSON.stringify(body),
    });
    const setCookie = res.headers['set-cookie'];
    shopper.lastSetCookie = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return res.json();
  }
  return shopper;
}

export { freePort } from './free-port.ts';

/** An operator command (`npm run shop -- name args…`) run as the CLI runs it, on the test app's
 *  database and config; answers the lines it printed (through the CLI's own printable filter). */
export async function runShopCommand(t: TestApp, name: string, ...args: string[]): Promise<string[]> {
  const command = cliCommands()[name];
  if (!command) throw new Error(`no command ${name}`);
  const lines: string[] = [];
  // Its announcements reach the app as a CLI's reach a running server through Redis.
  await command.run(args, {
    db: t.db,
    config: t.config,
    events: t.app.shop.cluster.events,
    out: (line) => lines.push(printable(line)),
  });
  return lines;
}
