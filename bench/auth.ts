// Login throughput and p99 at 20 connections, and auth.checkLogin requests/s.
// The real app (buildApp) in this process, listening on port 0, on a fresh SQLite file (or on
// PostgreSQL with --postgres and DATABASE_URL), driven by autocannon over 127.0.0.1.
//
// The attempt limits stay as shipped: the accounts are MANY (ACCOUNTS, inserted directly with one
// argon2id hash so setup is quick), logins are correct (a success clears its account's counter and
// never counts against the IP), so no request is refused — each login is one argon2id verify
// (m=19456 KiB, t=2, p=1) plus the session insert. Argon2 runs on libuv's thread pool
// (UV_THREADPOOL_SIZE, 4 by default), which is what bounds login throughput.
//
//   npx tsx bench/auth.ts [--seconds 10] [--postgres]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword, verifyPassword } from '../apps/server/src/modules/auth/index.ts';

const ACCOUNTS = 200;
const CONNECTIONS = 20;
const PASSWORD = 'bench-lozinka-1';
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;
const usePostgres = process.argv.includes('--postgres');

interface Row {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  notOk: number;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bench-auth-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(usePostgres
      ? { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }
      : { DATABASE_URL: '' }),
  });
  const app = await buildApp(config, { logger: false });
  const db = app.shop.database.db;
  try {
    await db.deleteFrom('users').where('email', 'like', 'bench.%').execute();
    const hash = await hashPassword(PASSWORD);
    const now = new Date().toISOString();
    const users = Array.from({ length: ACCOUNTS }, (_, i) => ({
      email: `bench.${i}@example.com`,
      email_key: `bench.${i}@example.com`,
      phone: `+38761${String(900000 + i)}`,
      first_name: 'Bench',
      last_name: String(i),
      password_hash: hash,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < users.length; i += 50)
      await db
        .insertInto('users')
        .values(users.slice(i, i + 50))
        .execute();

    // The ceiling: bare argon2id verifies, 20 at a time, in this process (no HTTP, no database).
    const ceilingStart = performance.now();
    let verified = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() - ceilingStart < 3000) {
          await verifyPassword(hash, PASSWORD);
          verified++;
        }
      }),
    );
    const ceiling = Math.round(verified / ((performance.now() - ceilingStart) / 1000));

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/_rpc`;

    // Login: each request the next account, correct password.
    let next = 0;
    const loginBody = () =>
      JSON.stringify({
        action: 'call',
        method: 'auth.loginShop',
        params: { username: `bench.${next++ % ACCOUNTS}@example.com`, password: PASSWORD },
      });
    const login = await run('auth.loginShop (argon2id verify + session)', url, { body: loginBody });

    // checkLogin with one logged-in shopper's cookie on every connection.
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody(),
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const check = await run('auth.checkLogin (session lookup + user)', url, {
      body: JSON.stringify({ action: 'call', method: 'auth.checkLogin', params: {} }),
      headers: { cookie },
    });
    const anonymous = await run('auth.checkLogin, no cookie (UNAUTHORIZED)', url, {
      body: JSON.stringify({ action: 'call', method: 'auth.checkLogin', params: {} }),
      okCode: 'UNAUTHORIZED',
    });

    console.log(
      `\nauth bench on ${usePostgres ? 'PostgreSQL' : 'SQLite'} — ${CONNECTIONS} connections, ${SECONDS} s each, ${ACCOUNTS} accounts, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`  ${'argon2id verify alone (the ceiling)'.padEnd(46)} ${String(ceiling).padStart(6)} /s`);
    for (const r of [login, check, anonymous]) {
      console.log(
        `  ${r.name.padEnd(46)} ${String(r.perSecond).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   (${r.requests} requests${r.errors || r.notOk ? `, errors ${r.errors}, not ok ${r.notOk}` : ''})`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface RunOptions {
  /** A fixed body, or a function making each request's body. */
  body: string | (() => string);
  headers?: Record<string, string>;
  /** The answer counted as success (default status ok). */
  okCode?: string;
}

async function run(name: string, url: string, o: RunOptions): Promise<Row> {
  let notOk = 0;
  const expected = o.okCode ? `"data":"${o.okCode}"` : '"status":"ok"';
  const makeBody = o.body;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...o.headers },
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        ...(typeof makeBody === 'string'
          ? { body: makeBody }
          : { setupRequest: (req) => ({ ...req, body: makeBody() }) }),
        // Every answer is read: a refused login must not pass for throughput.
        onResponse: (_status: number, body: string) => {
          if (!body.includes(expected)) notOk++;
        },
      },
    ],
  });
  return {
    name,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    notOk,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
