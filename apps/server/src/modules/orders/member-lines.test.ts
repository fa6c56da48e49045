// A member's cart of three adds up line by line (docs/decisions/052): the club unit price is rounded
// once and multiplied, so 3 × 27,67 € is 83,01 € (the old rule made 83,02 €) and 3 × 56,17 KM is
// 168,51 KM — in the quote (cart, checkout), the stored order (account, desk) and the SMS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type CountryCode } from '@zdravo/contract';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../../testing.ts';
import { newAccount, signUp } from '../users/testing.ts';
import { orderParams } from './testing.ts';

describe.each(testDbKinds)("a member's three HairGrow Plus on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each([
    ['HR', 27.67, 83.01, '+385912345670'],
    ['BA', 56.17, 168.51, '+38761234570'],
  ] as const)('in %s: %s × 3 = %s on every line and in the total', async (country: CountryCode, unit, line, phone) => {
    const shopper = t.shopper({ country });
    const account = newAccount();
    await signUp(shopper, account);
    await shopper.call('auth.loginShop', { username: account.email, password: account.password });
    await runShopCommand(t, 'club:activate', account.email);
    const offer = await t.db
      .selectFrom('offers')
      .select('id')
      .where('slog', '=', 'hairgrow-plus')
      .executeTakeFirstOrThrow();
    const articles = [{ ID: offer.id, Quantity: 3 }];

    const quote = await shopper.call('shopOrders.quote', { Articles: articles });
    if (quote.status !== 'ok') throw new Error(String(quote.data));
    expect(quote.data.Lines.map((l) => [l.Quantity, l.Price, l.Total])).toEqual([[3, unit, line]]);
    expect([quote.data.Subtotal, quote.data.DeliveryFee, quote.data.Total]).toEqual([line, 0, line]);

    const placed = await shopper.call('shopOrders.add', orderParams(articles, { PhoneNumber: phone }));
    if (placed.status !== 'ok') throw new Error(String(placed.data));
    const history = await shopper.call('shopOrders.f.getAll');
    const order = history.status === 'ok' ? history.data.find((o) => o.ID === placed.data) : undefined;
    expect(order?.Articles.map((a) => [a.Quantity, a.Price, a.Total])).toEqual([[3, unit, line]]);
    expect(order?.Total).toBe(line);
    // What the desk shows: the stored line, unit × quantity.
    const stored = await t.db
      .selectFrom('order_lines')
      .select(['quantity', 'unit_price_minor', 'line_total_minor'])
      .where('order_id', '=', placed.data)
      .execute();
    expect(stored).toEqual([
      { quantity: 3, unit_price_minor: Math.round(unit * 100), line_total_minor: Math.round(line * 100) },
    ]);
    // And the SMS asks the courier's amount: the same total.
    const sms = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('recipient', '=', phone)
      .executeTakeFirstOrThrow();
    expect((JSON.parse(sms.payload) as { text: string }).text).toContain(
      `Za plaćanje pouzećem: ${formatMoney(line, country)}.`,
    );
  });
});
