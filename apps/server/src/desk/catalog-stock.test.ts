// The catalog's stock column (docs/desk.md "The catalog"): per product and bundle and per country, the
// units its warehouse has available (stocked − reserved), "not counted" (null) before anyone counts
// it, at or under the low-stock line marked low; a bundle as far as its scarcest counted product
// allows; BA and ME share a warehouse. An order's reservation shows at once. The preview of an unsaved
// product is the merchandiser's (and manager's): an agent is refused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@zdravo/contract';
import type { DeskCatalogRow, DeskCatalogStock } from '@zdravo/contract/desk';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { placedOrder } from '../modules/orders/testing.ts';
import { enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('the catalog’s stock on %s', (kind) => {
  let t: TestApp;
  let merchandiser: EnrolledStaff;
  let manager: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    merchandiser = await enrolledStaff(t, 'merchandiser', 'BA');
    manager = await enrolledStaff(t, 'manager');
  });
  afterAll(async () => t.close());
  onShopClock();

  const stockOf = async (slog: string): Promise<Record<CountryCode, DeskCatalogStock | null>> => {
    const answer = await merchandiser.browser.call('desk.catalog.list');
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    const row = (answer.data as DeskCatalogRow[]).find((r) => r.slog === slog);
    if (!row) throw new Error(`no row ${slog}`);
    return {
      BA: row.countries.BA.stock,
      RS: row.countries.RS.stock,
      HR: row.countries.HR.stock,
      ME: row.countries.ME.stock,
    };
  };
  const count = async (slog: string, country: CountryCode, quantity: number) =>
    expect((await manager.browser.call('desk.stock.set', { slog, country, quantity })).status).toBe('ok');

  it('says "not counted" before a count, then available units; an order’s reservation and the low line show', async () => {
    // The first seeded offer (by id) is the one placedOrder orders: pure-fit, inside two bundles.
    expect(await stockOf('pure-fit')).toEqual({ BA: null, RS: null, HR: null, ME: null });
    expect(await stockOf('paket-vitka-linija')).toEqual({ BA: null, RS: null, HR: null, ME: null });

    await count('pure-fit', 'HR', 12);
    expect(await stockOf('pure-fit')).toEqual({ BA: null, RS: null, HR: { available: 12, low: false }, ME: null });
    // Its other product (digest-detox) is not counted: the bundle is as available as pure-fit.
    expect((await stockOf('paket-vitka-linija')).HR).toEqual({ available: 12, low: false });

    await placedOrder(t, { country: 'HR', quantities: [8] });
    expect((await stockOf('pure-fit')).HR).toEqual({ available: 4, low: true });
    expect((await stockOf('paket-zategnuto-tijelo')).HR).toEqual({ available: 4, low: true });

    // A counted product with none left makes its bundles sold out (0), whatever the other holds.
    await count('digest-detox', 'HR', 0);
    expect((await stockOf('paket-vitka-linija')).HR).toEqual({ available: 0, low: true });
    expect((await stockOf('digest-detox')).HR).toEqual({ available: 0, low: true });

    // BA and ME sell from one warehouse: one count shows in both.
    await count('pure-fit', 'BA', 30);
    expect(await stockOf('pure-fit')).toEqual({
      BA: { available: 30, low: false },
      RS: null,
      HR: { available: 4, low: true },
      ME: { available: 30, low: false },
    });
  });

  it('the preview is refused to an agent and a moderator, as every catalog call', async () => {
    const agent = await enrolledStaff(t, 'agent');
    const moderator = await enrolledStaff(t, 'moderator');
    for (const who of [agent, moderator])
      expect(await who.browser.callRaw('desk.catalog.preview', { country: 'RS', offer: {} })).toMatchObject({
        status: 'error',
        data: 'FORBIDDEN',
      });
  });
});
