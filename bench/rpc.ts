// The protocol's overhead: A batch of 3 light calls and a single call against the real
// built server, and a bare Fastify route returning the same bytes, in one run.
//   npx tsx bench/rpc.ts
import { load, printTable, startBare, startShop } from './lib.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

const single = { action: 'call', method: 'offers.f.getSlog', params: { Slog: 'pure-fit' }, meta: { id: 1 } };
const batch = ['pure-fit', 'beauty-fem', 'cellu-lift'].map((Slog, i) => ({ ...single, params: { Slog }, meta: { id: i + 1 } }));

export async function benchRpc(): Promise<void> {
  const shop = await startShop();
  try {
    const rpcUrl = `${shop.url}/_rpc`;
    const headers = { [COUNTRY_HEADER]: 'HR' };
    const singleBytes = await (await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(single) })).text();
    const batchBytes = await (await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(batch) })).text();
    const bareSingle = await startBare(singleBytes);
    const bareBatch = await startBare(batchBytes);
    try {
      const rows = [
        await load({ name: 'bare route, single answer bytes', url: `${bareSingle.url}/bare`, body: '{}' }),
        await load({ name: 'rpc single call', url: rpcUrl, body: JSON.stringify(single), headers }),
        await load({ name: 'bare route, batch answer bytes', url: `${bareBatch.url}/bare`, body: '{}' }),
        await load({ name: 'rpc batch of 3 calls', url: rpcUrl, body: JSON.stringify(batch), headers }),
      ];
      const [bs, s, bb, b] = rows as [typeof rows[0], typeof rows[0], typeof rows[0], typeof rows[0]];
      printTable('RPC protocol, 50 connections, 8 s each', [bs, s], bs);
      printTable('', [bb, b], bb);
      console.log(`  a batch of 3 answers ${((b.requestsPerSec * 3) / s.requestsPerSec).toFixed(2)}× the calls/s of single calls`);
    } finally {
      await bareSingle.stop();
      await bareBatch.stop();
    }
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRpc();
