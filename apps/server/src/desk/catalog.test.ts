// The desk's catalog (docs/desk.md "The catalog"): a merchandiser (and a manager) lists every product
// by name with its status and price per country; agents and moderators are refused every catalog call
// on the server, and `staff:invite <email> merchandiser` invites one as the other roles are invited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_ACCESS, type DeskCatalogRow } from '@zdravo/contract/desk';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../testing.ts';
import { SEED_OFFERS } from '../db/seed/catalog/offers.ts';
import { changeOffer } from '../modules/catalog/testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

const CATALOG_CALLS = Object.keys(DESK_ACCESS).filter((m) => m.startsWith('desk.catalog.'));

describe.each(testDbKinds)('the desk catalog on %s', (kind) => {
  let t: TestApp;
  let merchandiser: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    merchandiser = await enrolledStaff(t, 'merchandiser', 'BA');
  });
  afterAll(async () => t.close());

  it('lists every product and bundle by name, with status and price per country', async () => {
    await changeOffer(t, 'pure-fit', (o) => {
      o.status.HR = 'draft';
      o.status.ME = 'unavailable';
    });
    const answer = await merchandiser.browser.call('desk.catalog.list');
    expect(answer.status).toBe('ok');
    const rows = answer.data as DeskCatalogRow[];
    expect(rows).toHaveLength(SEED_OFFERS.length);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'bs')));
    expect(rows.find((r) => r.slog === 'pure-fit')).toMatchObject({
      name: 'Pure Fit',
      bundle: false,
      countries: {
        BA: { status: 'published', newMinor: 6580, oldMinor: 14000, currency: 'BAM' },
        HR: { status: 'draft' },
        ME: { status: 'unavailable' },
      },
    });
    expect(rows.filter((r) => r.bundle)).toHaveLength(SEED_OFFERS.filter((o) => o.children).length);
  });

  it('a manager may too; agents and moderators are refused every catalog call', async () => {
    expect(CATALOG_CALLS.length).toBeGreaterThan(0);
    const manager = await enrolledStaff(t, 'manager');
    const agent = await enrolledStaff(t, 'agent');
    const moderator = await enrolledStaff(t, 'moderator');
    expect((await manager.browser.call('desk.catalog.list')).status).toBe('ok');
    for (const method of CATALOG_CALLS) {
      expect(await agent.browser.callRaw(method, {})).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
      expect(await moderator.browser.callRaw(method, {})).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    }
    // And a merchandiser reaches nothing else: the orders, the queue, the reviews, the staff.
    for (const method of ['desk.orders.search', 'desk.queue.list', 'desk.reviews.pending', 'desk.staff.list']) {
      expect(await merchandiser.browser.callRaw(method, {})).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    }
  });

  it('staff:invite makes a merchandiser', async () => {
    const lines = await runShopCommand(t, 'staff:invite', 'katalog@zdravo.test', 'merchandiser', '--country', 'BA');
    expect(lines[0]).toMatch(/^Invitation for katalog@zdravo\.test \(merchandiser, BA\)/);
    const row = await t.db
      .selectFrom('staff')
      .select('role')
      .where('email', '=', 'katalog@zdravo.test')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('merchandiser');
  });
});
