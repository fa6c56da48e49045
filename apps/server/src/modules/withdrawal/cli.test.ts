// The operator's side of deliveries and withdrawals: dating a delivery with --at (the withdrawal
// period counts from it), and what orders:list, orders:show and leads:list say once a shopper withdrew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '@zdravo/contract';
import type { ShopOrder } from '@zdravo/contract/methods';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { noonDaysAgo, placeOrder } from './testing.ts';

describe.each(testDbKinds)('operator commands for deliveries and withdrawals on %s', (kind) => {
  let t: TestApp;
  const shop = (name: string, ...args: string[]) => runShopCommand(t, name, ...args);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('dates a delivery, which opens or ends the withdrawal period the shopper sees', async () => {
    const { shopper } = await loggedInShopper(t);
    const order = await placeOrder(t, shopper);
    const day = (n: number) => localDay(noonDaysAgo(n));
    const history = async () =>
      ((await shopper.call('shopOrders.f.getAll')).data as ShopOrder[]).find((o) => o.ID === order.id)!;

    await expect(shop('orders:status', String(order.id), 'shipped', '--at', day(1))).rejects.toThrow(
      /--at dates a delivery/,
    );
    await expect(shop('orders:status', String(order.id), 'withdrawn', '--force')).rejects.toThrow(
      /Only the shopper withdraws/,
    );
    await expect(shop('orders:status', String(order.id), 'delivered', '--force', '--at', '2026-02-30')).rejects.toThrow(
      /not a date/,
    );
    await expect(shop('orders:status', String(order.id), 'delivered', '--force', '--at', '1.5.2026')).rejects.toThrow(
      /YYYY-MM-DD/,
    );
    await expect(shop('orders:status', String(order.id), 'delivered', '--force', '--at', day(-3))).rejects.toThrow(
      /future/,
    );

    await shop('orders:status', String(order.id), 'confirmed');
    await shop('orders:status', order.leadId, 'shipped');
    expect(await shop('orders:status', order.leadId, 'delivered', '--at', day(15))).toEqual([
      `Order #${order.id} (${order.leadId}): shipped → delivered on ${noonDaysAgo(15).slice(0, 10)}.`,
    ]);
    expect(await history()).toMatchObject({ Status: 'delivered', DeliveredAt: noonDaysAgo(15), CanWithdraw: false });
    expect((await shop('orders:show', String(order.id))).join('\n')).toMatch(/Withdrawal period ended/);

    // A corrected date (the courier's record came late) reopens it.
    await shop('orders:status', order.leadId, 'delivered', `--at=${day(2)}`);
    expect(await history()).toMatchObject({ DeliveredAt: noonDaysAgo(2), CanWithdraw: true });
    // Without --at, a delivery is dated now.
    const today = await placeOrder(t, shopper);
    await shop('orders:status', String(today.id), 'delivered', '--force');
    const row = await t.db
      .selectFrom('orders')
      .select('delivered_at')
      .where('id', '=', today.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.delivered_at!)).toBeLessThan(60_000);
  });

  it('shows a withdrawn order in orders:list, orders:show and leads:list, and only lets it be closed', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const order = await placeOrder(t, shopper);
    await shop('orders:status', String(order.id), 'confirmed');
    expect((await shopper.call('shopOrders.f.withdraw', { ID: order.id })).status).toBe('ok');

    expect((await shop('orders:list', 'withdrawn')).join('\n')).toMatch(
      new RegExp(`#${order.id}\\s+${order.leadId} .* withdrawn BA `),
    );
    const shown = (await shop('orders:show', order.leadId)).join('\n');
    expect(shown).toContain(`Order #${order.id}, number ${order.leadId}, withdrawn (Odustanak primljen)`);
    expect(shown).toMatch(
      new RegExp(`WITHDRAWN by the shopper at .*; acknowledgement by email to ${account.email.replace('.', '\\.')}`),
    );
    expect(shown).toContain('Statement: "Ovim izjavljujem da odustajem od ugovora o kupovini sljedeće robe: 2 × ');
    expect(shown).toContain('not sent when withdrawn: do not send it');
    expect((await shop('leads:list')).join('\n')).toMatch(
      new RegExp(`${order.leadId} .* WITHDRAWN \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}: stop or collect the parcel`),
    );

    await expect(shop('orders:status', String(order.id), 'shipped')).rejects.toThrow(
      /withdrawn; it can go to cancelled or returned/,
    );
    expect(await shop('orders:status', String(order.id), 'cancelled')).toEqual([
      `Order #${order.id} (${order.leadId}): withdrawn → cancelled.`,
    ]);
  });
});
