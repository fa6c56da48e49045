// An online backup of a live SQLite shop: taken through a connection of its own (as the operator
// CLI does) while orders keep coming, restored, and holding every order acknowledged before it began.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { offersIn, orderParams } from '../modules/orders/testing.ts';
import { openDatabase } from './connection.ts';
import { BackupError, backupSqlite } from './backup.ts';

describe('backup of the embedded database', () => {
  it('copies a live shop under a stream of orders; the restored copy has every order acknowledged before the backup began', async () => {
    const t = await createTestApp('sqlite', { ORDERS_PER_HOUR: '10000' });
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-backup-'));
    try {
      const [offer] = await offersIn(t, 'BA');
      const buyers = await Promise.all([1, 2, 3, 4].map((n) => loggedInShopper(t, { ip: `10.60.0.${n}` })));
      const acknowledged: number[] = [];
      let streaming = true;
      const stream = Promise.all(
        buyers.map(async ({ shopper }) => {
          while (streaming) {
            const answer = await shopper.call('shopOrders.add', orderParams([{ ID: offer!.id, Quantity: 1 }]));
            if (answer.status === 'ok') acknowledged.push(answer.data);
          }
        }),
      );
      while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));

      // The operator's own connection, while the shop's keeps writing.
      const cli = openDatabase({ dataDir: t.config.dataDir, databaseUrl: undefined });
      const before = [...acknowledged];
      const file = path.join(copyDir, 'zdravo.sqlite');
      try {
        expect(await backupSqlite(cli.db, file)).toBeGreaterThan(0);
        await expect(backupSqlite(cli.db, file)).rejects.toBeInstanceOf(BackupError);
      } finally {
        await cli.close();
      }
      streaming = false;
      await stream;
      expect(acknowledged.length).toBeGreaterThan(before.length - 1);

      // Restore: the copy is a database of its own.
      const restored = openDatabase({ dataDir: copyDir, databaseUrl: undefined });
      try {
        const ids = new Set((await restored.db.selectFrom('orders').select('id').execute()).map((r) => r.id));
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        const lines = await restored.db
          .selectFrom('order_lines')
          .select('order_id')
          .where('order_id', 'in', before)
          .execute();
        expect(new Set(lines.map((l) => l.order_id)).size).toBe(before.length);
        const leads = await restored.db.selectFrom('orders').select('lead_id').where('id', 'in', before).execute();
        expect(leads.every((l) => typeof l.lead_id === 'string' && l.lead_id.length > 0)).toBe(true);
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('refuses on PostgreSQL with a pointer to pg_dump', async () => {
    const t = await createTestApp('postgres');
    try {
      await expect(backupSqlite(t.db, path.join(os.tmpdir(), `never-${process.pid}.sqlite`))).rejects.toThrow(
        /pg_dump/,
      );
    } finally {
      await t.close();
    }
  });
});
