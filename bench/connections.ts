// Hardening: 25,000 connections from one address against the running shop, while /healthz is
// polled from another address every 50 ms, on the shop's port and on the health port (HEALTH_PORT). Reports how many sockets the flood could keep, and the
// health check's latency (median, p99, max) before, during and after. Two flooding processes share
// the 25,000 (one process may hold 20,000 descriptors here).
//
//   npx tsx bench/connections.ts
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startShop } from './lib.ts';

const TOTAL = 25_000;
const FLOODERS = 2;
const benchDir = path.dirname(fileURLToPath(import.meta.url));

function healthOnce(port: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Number.POSITIVE_INFINITY));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(Number.POSITIVE_INFINITY));
  });
}

async function poll(port: number, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!stop()) {
    times.push(await healthOnce(port));
    await new Promise((r) => setTimeout(r, 50));
  }
  return times;
}

const summary = (name: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const failures = times.filter((t) => !Number.isFinite(t)).length;
  console.log(
    `  ${name.padEnd(28)} ${String(times.length).padStart(5)} checks   median ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   max ${Math.max(...times).toFixed(1)} ms   failed ${failures}`,
  );
};

async function pollFor(port: number, ms: number): Promise<number[]> {
  const until = Date.now() + ms;
  return poll(port, () => Date.now() >= until);
}

interface FloodReport {
  kept: number;
  refused: number;
  failed: number;
}

// The load balancer's check on its own listener (HEALTH_PORT), polled beside the shop's port.
const healthPort = await freePort();
const shop = await startShop({ HEALTH_PORT: String(healthPort) });
const port = Number(new URL(shop.url).port);
try {
  const before = await pollFor(port, 3_000);
  const beforeOwn = await pollFor(healthPort, 3_000);
  let flooding = true;
  const during = poll(port, () => !flooding);
  const duringOwn = poll(healthPort, () => !flooding);
  const flooders = Array.from({ length: FLOODERS }, () =>
    fork(path.join(benchDir, 'connection-flood.ts'), [String(port), String(TOTAL / FLOODERS), '127.0.0.2'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const reports = await Promise.all(
    flooders.map((f) => new Promise<FloodReport>((resolve) => f.once('message', (m) => resolve(m as FloodReport)))),
  );
  // Hold the flood a while longer with every socket it kept.
  await new Promise((r) => setTimeout(r, 5_000));
  flooding = false;
  const duringTimes = await during;
  const duringOwnTimes = await duringOwn;
  for (const f of flooders) f.send('stop');
  await Promise.all(flooders.map((f) => new Promise((r) => f.once('exit', r))));
  const after = await pollFor(port, 3_000);
  const afterOwn = await pollFor(healthPort, 3_000);

  const total = reports.reduce(
    (acc, r) => ({ kept: acc.kept + r.kept, refused: acc.refused + r.refused, failed: acc.failed + r.failed }),
    { kept: 0, refused: 0, failed: 0 },
  );
  console.log(
    `\nConnections: ${TOTAL} opened from 127.0.0.2 by ${FLOODERS} processes; /healthz polled from 127.0.0.1 every 50 ms`,
  );
  console.log(
    `  the flood kept ${total.kept} sockets; the server closed ${total.refused} at once; ${total.failed} could not connect`,
  );
  summary('/healthz before', before);
  summary('/healthz during the flood', duringTimes);
  summary('/healthz after', after);
  summary('HEALTH_PORT before', beforeOwn);
  summary('HEALTH_PORT during the flood', duringOwnTimes);
  summary('HEALTH_PORT after', afterOwn);
} finally {
  await shop.stop();
}
