// Property: over random carts, in every country, for members and non-members, the quote the cart and
// checkout show and the order stored agree to the cent — and the quote keeps its own sums: the lines
// add up to the subtotal, a line is its unit price × quantity (a member's unit price rounded once), the savings include it.
// A seeded generator: a failure names its seed and cart, and reruns the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubUnitPriceMinor, COUNTRY_CODES, DELIVERY_FEE_MINOR, toMinor, type CountryCode } from '@zdravo/contract';
import { createTestApp, runShopCommand, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { newAccount, signUp } from '../users/testing.ts';
import { offersIn, orderParams, type SeededOffer } from './testing.ts';

/** mulberry32: small, fast, good enough to draw carts. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CARTS_PER_CASE = 12;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe.each(testDbKinds)('quote, cart, checkout and order agree on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    // Many orders from one account: the hourly limit is not what this test is about.
    t = await createTestApp(kind, { ORDERS_PER_HOUR: '1000' });
  });
  afterAll(async () => t.close());

  async function shopperIn(country: CountryCode, member: boolean): Promise<TestShopper> {
    const shopper = t.shopper({ country });
    const account = newAccount();
    await signUp(shopper, account);
    const login = await shopper.call('auth.loginShop', { username: account.email, password: account.password });
    if (login.status !== 'ok') throw new Error(String(login.data));
    if (member) await runShopCommand(t, 'club:activate', account.email);
    return shopper;
  }

  function drawCart(next: () => number, offers: SeededOffer[]): { ID: number; Quantity: number }[] {
    const lines = 1 + Math.floor(next() * 5);
    // Drawn from a few offers so the same offer comes twice now and then (summed by the server).
    const pool = offers.slice(0, Math.max(2, Math.floor(next() * offers.length)));
    return Array.from({ length: lines }, () => ({
      ID: pool[Math.floor(next() * pool.length)]!.id,
      Quantity: 1 + Math.floor(next() * 12),
    }));
  }

  const cases = COUNTRY_CODES.flatMap((country) => [false, true].map((member) => [country, member] as const));
  it.each(cases)('in %s, member %s', async (country, member) => {
    const seed = COUNTRY_CODES.indexOf(country) * 2 + Number(member) + 2026;
    const next = random(seed);
    const offers = await offersIn(t, country);
    const shopper = await shopperIn(country, member);
    for (let n = 0; n < CARTS_PER_CASE; n++) {
      const articles = drawCart(next, offers);
      const why = `seed ${seed}, cart ${n}: ${JSON.stringify(articles)}`;
      const quoted = await shopper.call('shopOrders.quote', { Articles: articles });
      if (quoted.status !== 'ok') throw new Error(`${why}: ${quoted.data}`);
      const q = quoted.data;

      // The quote's own sums, in cents.
      const listTotal = toMinor(q.ListTotal);
      // A member's line is the club unit price (rounded once) × the quantity; the discount is what that saves.
      const club = member
        ? sum(q.Lines.map((l) => (toMinor(l.ListPrice) - clubUnitPriceMinor(toMinor(l.ListPrice))) * l.Quantity))
        : 0;
      expect(q.ClubMember, why).toBe(member);
      expect(toMinor(q.ClubDiscount), why).toBe(club);
      expect(sum(q.Lines.map((l) => toMinor(l.ListPrice) * l.Quantity)), why).toBe(listTotal);
      for (const l of q.Lines) expect(toMinor(l.Total), why).toBe(toMinor(l.Price) * l.Quantity);
      expect(sum(q.Lines.map((l) => toMinor(l.Total))), why).toBe(toMinor(q.Subtotal));
      expect(toMinor(q.Subtotal), why).toBe(listTotal - club);
      expect(toMinor(q.DeliveryFee), why).toBe(member ? 0 : DELIVERY_FEE_MINOR[country]);
      expect(toMinor(q.Total), why).toBe(toMinor(q.Subtotal) + toMinor(q.DeliveryFee));
      const catalogSavings = sum(
        q.Lines.map((l) => Math.max(0, toMinor(l.OldPrice) - toMinor(l.ListPrice)) * l.Quantity),
      );
      expect(toMinor(q.Savings), why).toBe(catalogSavings + club);
      for (const l of q.Lines) expect(toMinor(l.WasTotal), why).toBeGreaterThanOrEqual(toMinor(l.Total));

      // The order placed from the same cart is the quote, line by line.
      const placed = await shopper.call('shopOrders.add', orderParams(articles));
      if (placed.status !== 'ok') throw new Error(`${why}: ${placed.data}`);
      const history = await shopper.call('shopOrders.f.getAll');
      const order = history.status === 'ok' ? history.data.find((o) => o.ID === placed.data) : undefined;
      expect(order, why).toBeDefined();
      expect([order!.Subtotal, order!.DeliveryFee, order!.Total, order!.ClubDiscount], why).toEqual([
        q.Subtotal,
        q.DeliveryFee,
        q.Total,
        q.ClubDiscount,
      ]);
      expect(
        order!.Articles.map((a) => [a.ID, a.Quantity, a.Price, a.Total]),
        why,
      ).toEqual(q.Lines.map((l) => [l.ID, l.Quantity, l.Price, l.Total]));
      // And what the team collects is the stored lines plus delivery.
      const stored = await t.db
        .selectFrom('order_lines')
        .select('line_total_minor')
        .where('order_id', '=', placed.data)
        .execute();
      expect(sum(stored.map((s) => s.line_total_minor)) + toMinor(q.DeliveryFee), why).toBe(toMinor(q.Total));
    }
  });
});
