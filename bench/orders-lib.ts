// Shared by the order benches: a real server child process (started by lib.ts) on a fresh SQLite
// file or PostgreSQL database, a keep-alive HTTP client, and a logged-in shopper's cookie.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, repoRoot, spawnAndWait } from './lib.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';
import { openDatabase } from '../apps/server/src/db/connection.ts';

export type Kind = 'sqlite' | 'postgres';

export interface ServerHandle {
  kind: Kind;
  port: number;
  child: ChildProcess;
}

export interface BenchDb {
  kind: Kind;
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/** A fresh database: a temp SQLite dir, or a new PostgreSQL database on the DATABASE_URL server. */
export async function freshDb(kind: Kind): Promise<BenchDb> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bench-'));
    return {
      kind,
      env: { DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bench-'));
  return {
    kind,
    env: { DATA_DIR: dir, DATABASE_URL: url.toString(), REDIS_URL: '' },
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The production build of the server, started as `npm start` starts it. */
const BUILT_SERVER = 'apps/server/dist/main.js';

/**
 * The shop server on `db`, once /healthz answers: the production build (`npm run build` first), as
 * `npm start` runs it — a bench measures what ships, not the TypeScript loader the tests use.
 */
export async function startServer(db: BenchDb, port?: number): Promise<ServerHandle> {
  if (!fs.existsSync(path.join(repoRoot, BUILT_SERVER)))
    throw new Error(`${BUILT_SERVER} is missing: run "npm run build" first`);
  const usePort = port ?? (await freePort());
  // Thousands of orders from a few accounts: the per-account hourly limit is what a shopper meets, not this.
  const { child } = await spawnAndWait(
    ['--enable-source-maps', BUILT_SERVER],
    { ...db.env, ORDERS_PER_HOUR: '10000' },
    usePort,
    '/healthz',
  );
  return { kind: db.kind, port: usePort, child };
}

export async function stopServer(server: ServerHandle, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface RpcResult {
  status: 'ok' | 'error';
  data: unknown;
}

/** One RPC call over keep-alive HTTP; rejects on a transport failure (e.g. the server died). */
export function rpc(
  port: number,
  cookie: string,
  method: string,
  params: unknown,
): Promise<{ answer: RpcResult; setCookie: string[] }> {
  const body = JSON.stringify({ action: 'call', method, params, meta: { id: 1 } });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/_rpc',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [COUNTRY_HEADER]: 'BA',
          cookie,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcResult,
              setCookie: res.headers['set-cookie'] ?? [],
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs a new shopper up and logs in; answers the session cookie header. */
export async function shopperCookie(port: number, n = 0): Promise<string> {
  const email = `bench${n}.${Date.now()}@example.com`;
  const phone = `+387 61 ${String(100 + n).slice(-3)} ${String(Date.now()).slice(-3)}`;
  const password = 'bench-lozinka-1';
  const signUp = await rpc(port, '', 'shopUsers.f.add', {
    Username: email,
    Email: email,
    Password: password,
    PhoneNumber: phone,
  });
  if (signUp.answer.status !== 'ok') throw new Error(`sign-up failed: ${JSON.stringify(signUp.answer)}`);
  const login = await rpc(port, '', 'auth.loginShop', { username: email, password });
  if (login.answer.status !== 'ok') throw new Error(`login failed: ${JSON.stringify(login.answer)}`);
  return login.setCookie.map((c) => c.split(';')[0]).join('; ');
}

/** Two offers sold in BA, read from the catalog the server answers. */
export async function twoOfferIds(port: number): Promise<[number, number]> {
  const { answer } = await rpc(port, '', 'offers.f.getAll', {});
  const offers = answer.data as { ID: number }[];
  if (answer.status !== 'ok' || offers.length < 2) throw new Error('no catalog');
  return [offers[0]!.ID, offers[1]!.ID];
}

export function orderParams(ids: [number, number], key: string) {
  return {
    Articles: [
      { ID: ids[0], Quantity: 1 },
      { ID: ids[1], Quantity: 2 },
    ],
    FirstName: 'Bench',
    LastName: 'Kupac',
    PhoneNumber: '+387 61 234 567',
    IdempotencyKey: key,
  };
}

export const kinds = (): Kind[] =>
  process.argv.includes('--sqlite-only')
    ? ['sqlite']
    : process.argv.includes('--postgres-only')
      ? ['postgres']
      : ['sqlite', 'postgres'];

/** Units counted per product by countStock: far more than a bench sells, so no order is refused. */
export const BENCH_STOCK = 10_000_000;

/**
 * Counts the products of these offers (a bundle's products) in BA's warehouse, so every order reserves
 * its units as a shop that counts stock does (docs/decisions/059-stock-that-orders-reserve.md).
 */
export async function countStock(db: BenchDb, offerIds: readonly number[]): Promise<void> {
  const handle = openDatabase({ dataDir: db.env.DATA_DIR!, databaseUrl: db.env.DATABASE_URL || undefined });
  try {
    const children = await handle.db
      .selectFrom('offer_children')
      .select(['bundle_id', 'child_id'])
      .where('bundle_id', 'in', [...offerIds])
      .execute();
    const products = new Set(
      offerIds.flatMap((id) =>
        children.some((c) => c.bundle_id === id)
          ? children.filter((c) => c.bundle_id === id).map((c) => c.child_id)
          : [id],
      ),
    );
    const at = new Date().toISOString();
    await handle.db
      .insertInto('stock_levels')
      .values(
        [...products].map((offer_id) => ({
          location: 'sarajevo',
          offer_id,
          stocked: BENCH_STOCK,
          reserved: 0,
          updated_at: at,
        })),
      )
      .execute();
  } finally {
    await handle.close();
  }
}

/**
 * After a crash: every order holds its counted units and every held unit belongs to an order — the
 * ledger's reservations, per order, match the products its lines name, and the levels' reserved
 * quantities equal the ledger's sum. Answers the orders and units that break it (0, 0 when whole).
 */
export async function stockMismatches(db: BenchDb): Promise<{ ordersWithout: number; unitsAstray: number }> {
  const handle = openDatabase({ dataDir: db.env.DATA_DIR!, databaseUrl: db.env.DATABASE_URL || undefined });
  try {
    const counted = new Set(
      (await handle.db.selectFrom('stock_levels').select('offer_id').execute()).map((r) => r.offer_id),
    );
    const children = await handle.db.selectFrom('offer_children').select(['bundle_id', 'child_id']).execute();
    const lines = await handle.db.selectFrom('order_lines').select(['order_id', 'offer_id', 'quantity']).execute();
    const held = await handle.db
      .selectFrom('stock_ledger')
      .select(['order_id', 'offer_id', 'reserved_delta'])
      .where('reason', '=', 'reserve')
      .execute();
    const key = (order: number | null, product: number) => `${order}/${product}`;
    const expected = new Map<string, number>();
    for (const l of lines) {
      const inside = children.filter((c) => c.bundle_id === l.offer_id).map((c) => c.child_id);
      for (const p of inside.length > 0 ? inside : [l.offer_id])
        if (counted.has(p)) expected.set(key(l.order_id, p), (expected.get(key(l.order_id, p)) ?? 0) + l.quantity);
    }
    const actual = new Map<string, number>();
    for (const h of held)
      actual.set(key(h.order_id, h.offer_id), (actual.get(key(h.order_id, h.offer_id)) ?? 0) + h.reserved_delta);
    const ordersWithout = new Set([...expected].filter(([k, q]) => actual.get(k) !== q).map(([k]) => k.split('/')[0]))
      .size;
    const levels = await handle.db.selectFrom('stock_levels').select(['offer_id', 'reserved']).execute();
    let unitsAstray = [...actual].filter(([k]) => !expected.has(k)).reduce((sum, [, q]) => sum + q, 0);
    for (const level of levels) {
      const ledgerSum = held.filter((h) => h.offer_id === level.offer_id).reduce((sum, h) => sum + h.reserved_delta, 0);
      unitsAstray += Math.abs(level.reserved - ledgerSum);
    }
    return { ordersWithout, unitsAstray };
  } finally {
    await handle.close();
  }
}
