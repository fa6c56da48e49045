// kill -9 during a stream of orders with the stock counted (docs/decisions/059-stock-that-orders-reserve.md):
// the production build as a child process takes orders from concurrent shoppers and is killed with
// SIGKILL three times, restarted each time on the same database. No acknowledged order is lost or
// doubled, a retried key answers the order it made, and the stock holds no reservation without its order
// and no order without its reservation. The same check as bench/orders-crash.ts, on each database; it
// runs what ships, so it needs `npm run build` first (skipped without it, as the first-paint tests are).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crashOrders } from '../../../../../bench/orders-crash.ts';
import { repoRoot } from '../../paths.ts';
import { testDbKinds } from '../../testing.ts';

const built = fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'));

describe.skipIf(!built).each(testDbKinds)('orders killed mid-write with stock counted, on %s', (kind) => {
  it(
    'lose no acknowledged order, double none, and leave no reservation without its order or order without it',
    { timeout: 180_000 },
    async () => {
      const result = await crashOrders(kind);
      // The kills happened mid-stream: orders were acknowledged before them.
      expect(result.acknowledged).toBeGreaterThan(0);
      expect({
        lost: result.lost,
        doubled: result.doubled,
        retryMismatch: result.retryMismatch,
        ordersInDb: result.ordersInDb,
        stock: result.stock,
      }).toEqual({
        lost: 0,
        doubled: 0,
        retryMismatch: 0,
        ordersInDb: result.acknowledged + result.unknownOutcome,
        stock: { ordersWithout: 0, unitsAstray: 0 },
      });
    },
  );
});
