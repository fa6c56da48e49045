// One price: shopOrders.quote answers what shopOrders.add then charges, to the cent, in all four
// countries, for a visitor, a member, a lapsed member, one whose year has not begun, and with bundles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubUnitPriceMinor, COUNTRY_CODES, DELIVERY_FEE_MINOR, type CountryCode } from '@zdravo/contract';
import type { OrderQuote, ShopOrder } from '@zdravo/contract/methods';
import { createTestApp, runShopCommand, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { newAccount, signUp, type TestAccount } from '../users/testing.ts';
import { offersIn, orderParams } from '../orders/testing.ts';

describe.each(testDbKinds)('quote equals order on %s', (kind) => {
  let t: TestApp;
  const shop = (name: string, ...args: string[]) => runShopCommand(t, name, ...args);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function shopperIn(
    country: CountryCode,
  ): Promise<{ shopper: TestShopper; account: TestAccount; userId: number }> {
    const shopper = t.shopper({ country });
    const account = newAccount();
    await signUp(shopper, account);
    const login = await shopper.call('auth.loginShop', { username: account.email, password: account.password });
    if (login.status !== 'ok') throw new Error(String(login.data));
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    return { shopper, account, userId: id };
  }

  /** A cart with a bundle, a single offer three times, and the same offer again on its own line. */
  async function cartIn(country: CountryCode) {
    const offers = await offersIn(t, country);
    const bundles = await t.db.selectFrom('offer_children').select('bundle_id').distinct().execute();
    const bundle = offers.find((o) => bundles.some((b) => b.bundle_id === o.id));
    const single = offers.find((o) => !bundles.some((b) => b.bundle_id === o.id))!;
    expect(bundle, `a bundle sold in ${country}`).toBeDefined();
    return {
      articles: [
        { ID: bundle!.id, Quantity: 1 },
        { ID: single.id, Quantity: 3 },
        { ID: single.id, Quantity: 1 },
      ],
      bundle: bundle!,
      single,
    };
  }

  async function quoteThenOrder(
    shopper: TestShopper,
    articles: { ID: number; Quantity: number }[],
  ): Promise<{ quote: OrderQuote; order: ShopOrder }> {
    const quote = await shopper.call('shopOrders.quote', { Articles: articles });
    if (quote.status !== 'ok') throw new Error(`quote: ${quote.data} ${JSON.stringify(quote.details)}`);
    const placed = await shopper.call('shopOrders.add', orderParams(articles));
    if (placed.status !== 'ok') throw new Error(`order: ${placed.data}`);
    const history = await shopper.call('shopOrders.f.getAll');
    const order = history.status === 'ok' ? history.data.find((o) => o.ID === placed.data) : undefined;
    if (!order) throw new Error('the order is not in the history');
    return { quote: quote.data, order };
  }

  function expectSame(quote: OrderQuote, order: ShopOrder) {
    expect({
      Subtotal: order.Subtotal,
      DeliveryFee: order.DeliveryFee,
      Total: order.Total,
      ClubDiscount: order.ClubDiscount,
      Currency: order.Currency,
    }).toEqual({
      Subtotal: quote.Subtotal,
      DeliveryFee: quote.DeliveryFee,
      Total: quote.Total,
      ClubDiscount: quote.ClubDiscount,
      Currency: quote.Currency,
    });
    expect(order.Articles.map((a) => [a.ID, a.Quantity, a.Price, a.Total])).toEqual(
      quote.Lines.map((l) => [l.ID, l.Quantity, l.Price, l.Total]),
    );
  }

  it.each(COUNTRY_CODES)(
    'in %s: a visitor, a shopper, a member, a lapsed member and one not yet started',
    async (country) => {
      const { articles, bundle, single } = await cartIn(country);
      const listMinor = bundle.newMinor + single.newMinor * 4;
      const fee = DELIVERY_FEE_MINOR[country];

      // A visitor gets the catalog price and the delivery fee, without logging in.
      const visitor = await t.shopper({ country }).call('shopOrders.quote', { Articles: articles });
      expect(visitor).toMatchObject({
        status: 'ok',
        data: {
          ClubMember: false,
          Count: 5,
          Subtotal: listMinor / 100,
          DeliveryFee: fee / 100,
          Total: (listMinor + fee) / 100,
        },
      });

      const plain = await shopperIn(country);
      const nonMember = await quoteThenOrder(plain.shopper, articles);
      expectSame(nonMember.quote, nonMember.order);
      expect(nonMember.quote).toEqual(visitor.data);

      const member = await shopperIn(country);
      await shop('club:activate', member.account.email);
      const club = await quoteThenOrder(member.shopper, articles);
      expectSame(club.quote, club.order);
      // One unit's club price rounded once, × the quantity, the lines added up (docs/decisions/052).
      const clubMinor = clubUnitPriceMinor(bundle.newMinor) + clubUnitPriceMinor(single.newMinor) * 4;
      expect(club.quote).toMatchObject({
        ClubMember: true,
        DeliveryFee: 0,
        Subtotal: clubMinor / 100,
        Total: clubMinor / 100,
        ClubDiscount: (listMinor - clubMinor) / 100,
        ListTotal: listMinor / 100,
      });

      const lapsed = await shopperIn(country);
      const yearAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      await t.db
        .insertInto('club_members')
        .values({
          user_id: lapsed.userId,
          first_last_name: 'Bivši Član',
          phone: '+38761000001',
          club_name: 'Zdravo Klub',
          country,
          starts_at: yearAgo(400),
          expires_at: yearAgo(35),
          created_at: yearAgo(400),
        })
        .execute();
      const expired = await quoteThenOrder(lapsed.shopper, articles);
      expectSame(expired.quote, expired.order);
      expect(expired.quote).toEqual(visitor.data);

      const early = await shopperIn(country);
      const nextMonth = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      await shop('club:activate', early.account.email, '--from', nextMonth);
      const notYet = await quoteThenOrder(early.shopper, articles);
      expectSame(notYet.quote, notYet.order);
      expect(notYet.quote.ClubMember).toBe(false);
    },
  );

  it('a cancelled membership stops counting at once', async () => {
    const { articles } = await cartIn('HR');
    const member = await shopperIn('HR');
    await shop('club:activate', member.account.email);
    expect((await member.shopper.call('shopOrders.quote', { Articles: articles })).data).toMatchObject({
      ClubMember: true,
    });
    await shop('club:cancel', member.account.email);
    const after = await quoteThenOrder(member.shopper, articles);
    expectSame(after.quote, after.order);
    expect(after.quote).toMatchObject({ ClubMember: false, ClubDiscount: 0, DeliveryFee: DELIVERY_FEE_MINOR.HR / 100 });
  });

  it('refuses a bad cart as shopOrders.add does, naming the line', async () => {
    const visitor = t.shopper({ country: 'RS' });
    expect(await visitor.call('shopOrders.quote', { Articles: [] })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await visitor.callRaw('shopOrders.quote', {})).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(await visitor.call('shopOrders.quote', { Articles: [{ ID: 1, Quantity: 0 }] })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    const [known] = await offersIn(t, 'RS');
    expect(
      await visitor.call('shopOrders.quote', {
        Articles: [
          { ID: known!.id, Quantity: 1 },
          { ID: 999_999, Quantity: 1 },
        ],
      }),
    ).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['Articles', 1, 'ID'], message: 'Unknown offer' }],
    });
  });
});
