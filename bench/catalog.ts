// What the catalog costs: offers.f.getAll with includeReviews on the seeded catalog against
// the real app (buildApp on a fresh SQLite database, listening on port 0), next to a bare Fastify
// route returning the very same bytes — both in this process, measured alike, in one run — and the
// first-load JavaScript of the landing and offer routes (gzip), from the built SPA.
//
//   (cd apps/web && npx vite build) && npx tsx bench/catalog.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { load, printTable, repoRoot, type LoadResult } from './lib.ts';
import { FIRST_LOAD_BUDGET_KB } from './size.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

const CALL = { action: 'call', method: 'offers.f.getAll', params: { includeReviews: true }, meta: { id: 1 } };
const HEADERS = { [COUNTRY_HEADER]: 'HR' };
const ROUNDS = 3;
const ROUND_SEC = 5;

/** The round with the median requests/s (its p99 comes with it). */
function median(rows: LoadResult[]): LoadResult {
  return [...rows].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor(rows.length / 2)]!;
}

async function benchCalls(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bench-catalog-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }), {
    logger: false,
  });
  const bare = Fastify({ logger: false });
  try {
    const shopUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${shopUrl}/_rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...HEADERS },
      body: JSON.stringify(CALL),
    });
    const bytes = await answer.text();
    const offers = (JSON.parse(bytes) as { data: unknown[] }).data.length;
    // As bytes, as the shop sends its ready answer: a string would cost the bare route a UTF-8 pass.
    const body = Buffer.from(bytes);
    bare.post('/bare', async (_req, reply) =>
      reply.type(answer.headers.get('content-type') ?? 'application/json').send(body),
    );
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

    // Interleaved rounds, median of each: a shared machine's load drifts over a run, and a bare run
    // followed by a shop run would charge that drift to one side.
    const bares: LoadResult[] = [];
    const shops: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bares.push(
        await load({ name: 'bare route, same bytes', url: `${bareUrl}/bare`, body: '{}', durationSec: ROUND_SEC }),
      );
      shops.push(
        await load({
          name: 'offers.f.getAll includeReviews',
          url: `${shopUrl}/_rpc`,
          body: JSON.stringify(CALL),
          headers: HEADERS,
          durationSec: ROUND_SEC,
        }),
      );
    }
    const baseline = median(bares);
    printTable(
      `Catalog: ${offers} offers, ${bytes.length} bytes per answer, 50 connections, median of ${ROUNDS} × ${ROUND_SEC} s`,
      [baseline, median(shops)],
      baseline,
    );
    console.log(
      `  per-round ratios: ${shops.map((r, i) => (r.requestsPerSec / bares[i]!.requestsPerSec).toFixed(2)).join(', ')}`,
    );
    // What a browser costs: it sends Accept-Encoding (Chrome's, verbatim), and the answer is compressed per request.
    const gzip = await load({
      name: 'same call, browser Accept-Encoding',
      url: `${shopUrl}/_rpc`,
      body: JSON.stringify(CALL),
      headers: { ...HEADERS, 'accept-encoding': 'gzip, deflate, br, zstd' },
      durationSec: ROUND_SEC,
    });
    printTable('For information (not in the ratio):', [gzip]);
  } finally {
    await bare.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A built chunk and everything it imports statically (what must arrive before it runs). */
function closure(assets: string, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = fs.readFileSync(path.join(assets, start), 'utf8');
  // Static imports only ("from"./x.js"" and bare 'import"./x.js"'); import("…") is lazy and excluded.
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) if (m[1]) closure(assets, m[1], seen);
  return seen;
}

function routeSizes(): void {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const assets = path.join(dist, 'assets');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in apps/web/dist/index.html: build the web app first.');
  const files = fs.readdirSync(assets);
  const gz = (set: Set<string>) =>
    [...set].reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
  console.log('\nFirst-load JavaScript per route (entry + the screen chunk + their static imports, gzip):');
  for (const [route, prefix] of [
    ['/ (landing)', 'LandingScreen-'],
    ['/offers/{slog}', 'OfferScreen-'],
  ] as const) {
    const screen = files.find((f) => f.startsWith(prefix) && f.endsWith('.js'));
    const set = closure(assets, entry);
    if (screen) closure(assets, screen, set);
    const kb = gz(set) / 1024;
    console.log(
      `  ${route.padEnd(18)} ${kb.toFixed(1).padStart(6)} kB  (${set.size} files, budget ${FIRST_LOAD_BUDGET_KB} kB)${kb > FIRST_LOAD_BUDGET_KB ? '  OVER BUDGET' : ''}`,
    );
  }
}

await benchCalls();
routeSizes();
