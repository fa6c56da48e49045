// Shared by the benches: the real built server as a child process on a fresh database, a bare
// Fastify child serving fixed bytes (the baseline), and autocannon runs summarised as
// requests/s and p99. Loads go to 127.0.0.1 only and stop by themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/src/free-port.ts';

export { freePort };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Child {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `node [--import tsx] <args>` from the repo root on 127.0.0.1:`port`, once `readyPath` answers ok (60 s at most). */
export async function spawnAndWait(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<Child> {
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the servers a bench starts.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  // TypeScript sources run through tsx; a build (`dist/*.js`) runs as `npm start` runs it.
  const loader = args.some((a) => a.endsWith('.ts')) ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...flags, ...loader, ...args], {
    cwd: repoRoot,
    // The benchmarks read offers with reviews, so their shops ask for the invented samples.
    env: { SAMPLE_REVIEWS: '1', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The real shop server (apps/server/src/main.ts) on a fresh SQLite dir, or on DATABASE_URL when given. */
export async function startShop(env: NodeJS.ProcessEnv = {}): Promise<Child & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bench-'));
  const shop = await spawnAndWait(
    ['apps/server/src/main.ts'],
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ...env },
    await freePort(),
    '/healthz',
  );
  return {
    ...shop,
    dataDir,
    stop: async () => {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify serving exactly `body` (same bytes, same content type) on POST /bare. */
export async function startBare(body: string): Promise<Child> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bare-')), 'body.json');
  fs.writeFileSync(file, body);
  return spawnAndWait(['bench/bare-server.ts'], { BARE_BODY_FILE: file }, await freePort(), '/ready');
}

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU time the server process spent per answered request (when its pid was given), in µs. */
  cpuUsPerRequest?: number;
}

const CLOCK_TICKS_PER_S = 100;

/** User + system CPU in ms from a /proc/<pid>/stat line (fields after the command's closing parenthesis). */
function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux). On a machine
 * shared with other work, requests/s swing with everyone else's load; the CPU a server spends per
 * request barely does, so it is the steadier way to compare two servers.
 */
export function processCpuMs(pid: number): number | null {
  try {
    return cpuMsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU time (user + system) all PostgreSQL processes on this machine have used so far, in ms (Linux). */
export function postgresCpuMs(): number | null {
  try {
    let total = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // the process ended meanwhile
      }
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      total += cpuMsOfStat(stat);
    }
    return total;
  } catch {
    return null;
  }
}

export interface LoadOptions {
  name: string;
  url: string;
  body: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSec?: number;
  /** The server's process id: its CPU time per request is measured too. */
  serverPid?: number;
}

export async function load(o: LoadOptions): Promise<LoadResult> {
  const cpuBefore = o.serverPid === undefined ? null : processCpuMs(o.serverPid);
  const result = await autocannon({
    url: o.url,
    method: 'POST',
    body: o.body,
    headers: { 'content-type': 'application/json', ...o.headers },
    connections: o.connections ?? 50,
    duration: o.durationSec ?? 8,
  });
  const cpuAfter = o.serverPid === undefined ? null : processCpuMs(o.serverPid);
  const answered = result.requests.total;
  return {
    name: o.name,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0
      ? { cpuUsPerRequest: Math.round(((cpuAfter - cpuBefore) * 1000) / answered) }
      : {}),
  };
}

export function printTable(title: string, rows: LoadResult[], baseline?: LoadResult): void {
  console.log(`\n${title}`);
  for (const r of rows) {
    const ratio =
      baseline && r !== baseline ? `  ratio to bare: ${(r.requestsPerSec / baseline.requestsPerSec).toFixed(2)}` : '';
    const cpu = r.cpuUsPerRequest === undefined ? '' : `  CPU ${String(r.cpuUsPerRequest).padStart(4)} µs/req`;
    const cpuRatio =
      baseline?.cpuUsPerRequest && r.cpuUsPerRequest && r !== baseline
        ? ` (CPU ratio to bare: ${(baseline.cpuUsPerRequest / r.cpuUsPerRequest).toFixed(2)})`
        : '';
    console.log(
      `  ${r.name.padEnd(34)} ${String(r.requestsPerSec).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms` +
        `${cpu}${r.errors || r.non2xx ? `  errors ${r.errors} non2xx ${r.non2xx}` : ''}${ratio}${cpuRatio}`,
    );
  }
}
