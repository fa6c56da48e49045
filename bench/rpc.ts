// The protocol's overhead: A batch of 3 light calls and a single call against the real
// built server, and a bare Fastify route returning the same bytes, in one run.
//   npx tsx bench/rpc.ts
import { load, printTable, startBare, startShop, type LoadResult } from './lib.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

const ROUNDS = 3;
const ROUND_SEC = 5;

/** The round with the median requests/s (its p99 comes with it). */
const median = (rows: LoadResult[]): LoadResult =>
  [...rows].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor(rows.length / 2)]!;

const single = { action: 'call', method: 'offers.f.getSlog', params: { Slog: 'pure-fit' }, meta: { id: 1 } };
const batch = ['pure-fit', 'beauty-fem', 'cellu-lift'].map((Slog, i) => ({
  ...single,
  params: { Slog },
  meta: { id: i + 1 },
}));

export async function benchRpc(): Promise<void> {
  const shop = await startShop();
  try {
    const rpcUrl = `${shop.url}/_rpc`;
    const headers = { [COUNTRY_HEADER]: 'HR' };
    const singleBytes = await (
      await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(single),
      })
    ).text();
    const batchBytes = await (
      await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(batch),
      })
    ).text();
    const bareSingle = await startBare(singleBytes);
    const bareBatch = await startBare(batchBytes);
    try {
      // Interleaved rounds, median of each: a shared machine's load drifts over a run, and one long
      // bare run followed by one long shop run would charge that drift to one side.
      const rounds: LoadResult[][] = [];
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push([
          await load({
            name: 'bare route, single answer bytes',
            url: `${bareSingle.url}/bare`,
            body: '{}',
            durationSec: ROUND_SEC,
            serverPid: bareSingle.child.pid,
          }),
          await load({
            name: 'rpc single call',
            url: rpcUrl,
            body: JSON.stringify(single),
            headers,
            durationSec: ROUND_SEC,
            serverPid: shop.child.pid,
          }),
          await load({
            name: 'bare route, batch answer bytes',
            url: `${bareBatch.url}/bare`,
            body: '{}',
            durationSec: ROUND_SEC,
            serverPid: bareBatch.child.pid,
          }),
          await load({
            name: 'rpc batch of 3 calls',
            url: rpcUrl,
            body: JSON.stringify(batch),
            headers,
            durationSec: ROUND_SEC,
            serverPid: shop.child.pid,
          }),
        ]);
      }
      const [bs, s, bb, b] = [0, 1, 2, 3].map((i) => median(rounds.map((r) => r[i]!))) as [
        LoadResult,
        LoadResult,
        LoadResult,
        LoadResult,
      ];
      printTable(`RPC protocol, 50 connections, median of ${ROUNDS} × ${ROUND_SEC} s`, [bs, s], bs);
      console.log(
        `  per-round single-call ratios: ${rounds.map((r) => (r[1]!.requestsPerSec / r[0]!.requestsPerSec).toFixed(2)).join(', ')}`,
      );
      const cpuMedian = (i: number) =>
        median(rounds.map((r) => ({ ...r[i]!, requestsPerSec: r[i]!.cpuUsPerRequest ?? 0 }))).requestsPerSec;
      console.log(
        `  CPU per request, median: bare ${cpuMedian(0)} µs, rpc single ${cpuMedian(1)} µs → CPU ratio ${(cpuMedian(0) / cpuMedian(1)).toFixed(2)}`,
      );
      printTable('', [bb, b], bb);
      console.log(
        `  per-round batch ratios: ${rounds.map((r) => (r[3]!.requestsPerSec / r[2]!.requestsPerSec).toFixed(2)).join(', ')}`,
      );
      console.log(
        `  CPU per request, median: bare ${cpuMedian(2)} µs, rpc batch ${cpuMedian(3)} µs → CPU ratio ${(cpuMedian(2) / cpuMedian(3)).toFixed(2)}`,
      );
      console.log(
        `  a batch of 3 answers ${((b.requestsPerSec * 3) / s.requestsPerSec).toFixed(2)}× the calls/s of single calls`,
      );
    } finally {
      await bareSingle.stop();
      await bareBatch.stop();
    }
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRpc();
