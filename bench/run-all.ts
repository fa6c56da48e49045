// npm run bench: every benchmark in turn, each in its own process so one's load never overlaps
// another's. Figures print as they come; a failing bench is reported and the rest still run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const benches = [
  'size.ts',
  'lighthouse.ts',
  'rpc.ts',
  'catalog.ts',
  'reviews.ts',
  'photo-uploads.ts',
  'auth.ts',
  'orders.ts',
  'orders-crash.ts',
  'connections.ts',
  'processes.ts',
  'desk-keys.ts',
];

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, bench)], {
    cwd: path.resolve(benchDir, '..'),
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed++;
    console.log(`!!! ${bench} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failed ? 1 : 0);
