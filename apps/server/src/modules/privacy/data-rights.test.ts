// shopUsers.f.exportData and shopUsers.f.delete on each database: the export holds exactly the
// caller's data; deletion needs the password, ends the login and every session at once, keeps the
// orders (anonymised, still with their lines) and the reviews (anonymised), and leaves every other
// shopper exactly as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import { createTestApp, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { offersIn, orderParams, type SeededOffer } from '../orders/testing.ts';
import { newAccount, signUp, type TestAccount } from '../users/testing.ts';

interface Person {
  shopper: TestShopper;
  account: TestAccount;
  userId: number;
  names: { FirstName: string; LastName: string };
  consentId: string;
  /** The phone as typed into the quiz's call-back step. */
  typedPhone: string;
}

describe.each(testDbKinds)('data rights on %s', (kind) => {
  let t: TestApp;
  let offer: SeededOffer;
  let ip = 0;
  const nextIp = () => `10.13.${Math.floor(++ip / 200)}.${ip % 200}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [offer] = (await offersIn(t, 'BA')) as [SeededOffer];
  });
  afterAll(async () => t.close());

  const postCrm = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  /** A shopper with everything the shop can hold about a person: orders, a review, sign-ups, a club membership, consents. */
  async function person(first: string, last: string): Promise<Person> {
    const account = newAccount();
    const names = { FirstName: first, LastName: last };
    await signUp(t.shopper({ country: 'BA', ip: nextIp() }), account, names);
    const shopper = t.shopper({ country: 'BA', ip: nextIp() });
    const login = await shopper.call('auth.loginShop', { username: account.email, password: account.password });
    expect(login.status).toBe('ok');
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('email_key', '=', account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    for (const quantity of [1, 2]) {
      const order = await shopper.call(
        'shopOrders.add',
        orderParams([{ ID: offer.id, Quantity: quantity }], { ...names, PhoneNumber: account.phone }),
      );
      expect(order.status).toBe('ok');
    }
    await t.db
      .insertInto('reviews')
      .values({
        offer_id: offer.id,
        user_id: user.id,
        rating: 5,
        review: `Recenzija od ${first}`,
        review_head: `Naslov ${first}`,
        is_approved: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    // A quiz sign-up with both consents: the answers (health data) are kept with it.
    const quiz = { Goal: 3, Answers: QUIZ_SETS[3].map(() => [0]), HealthConsent: 1 };
    const emailSignUp = {
      Email: account.email.toUpperCase(),
      FirstLastName: `${first} ${last}`,
      Group: 'ba-novosti',
      Consent: { Version: 1 },
      Quiz: quiz,
    };
    expect((await postCrm('/api/leads/addSubscriber', emailSignUp)).statusCode).toBe(200);
    // The phone as a person types it into the quiz: spaces, and the local form with its trunk 0.
    const typedPhone = '0' + user.phone.slice(4).replace(/^(\d{2})(\d{3})(\d+)$/, '$1 $2-$3');
    expect((await postCrm('/api/leads/addSubscriber', { PhoneNumber: typedPhone, OfferID: offer.id })).statusCode).toBe(
      200,
    );
    await t.db
      .insertInto('club_members')
      .values({
        user_id: user.id,
        first_last_name: `${first} ${last}`,
        phone: user.phone,
        club_name: 'Zdravo klub',
        country: 'BA',
        expires_at: '2099-01-01T00:00:00.000Z',
        created_at: new Date().toISOString(),
      })
      .execute();
    const consentId = (first + last)
      .toLowerCase()
      .replace(/[^a-f0-9]/g, '')
      .padEnd(32, '7')
      .slice(0, 32);
    expect(
      await shopper.call('shopConsents.add', {
        consentId,
        analytics: true,
        marketing: false,
        policyVersion: 1,
        choice: 'custom',
      }),
    ).toMatchObject({ status: 'ok' });
    return { shopper, account, userId: user.id, names, consentId, typedPhone };
  }

  /** Every row of the tables the account touches that belongs to `userId` or carries its e-mail/phone. */
  async function footprint(p: Person) {
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', p.userId).executeTakeFirst();
    return {
      user,
      sessions: await t.db
        .selectFrom('sessions')
        .select(['id', 'user_id', 'token_hash'])
        .where('user_id', '=', p.userId)
        .orderBy('id')
        .execute(),
      orders: await t.db.selectFrom('orders').selectAll().where('user_id', '=', p.userId).orderBy('id').execute(),
      reviews: await t.db.selectFrom('reviews').selectAll().where('user_id', '=', p.userId).orderBy('id').execute(),
      club: await t.db.selectFrom('club_members').selectAll().where('user_id', '=', p.userId).orderBy('id').execute(),
      consents: await t.db
        .selectFrom('consent_records')
        .selectAll()
        .where('user_id', '=', p.userId)
        .orderBy('id')
        .execute(),
      subscribers: await t.db
        .selectFrom('subscribers')
        .selectAll()
        .where((eb) => eb.or([eb('email', '=', p.account.email.toLowerCase()), eb('phone', '=', p.typedPhone)]))
        .orderBy('id')
        .execute(),
    };
  }

  it('needs a login for both calls', async () => {
    const stranger = t.shopper({ ip: nextIp() });
    expect(await stranger.call('shopUsers.f.exportData')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(await stranger.call('shopUsers.f.delete', { password: 'whatever-123' })).toMatchObject({
      status: 'error',
      data: 'UNAUTHORIZED',
    });
  });

  it("exports exactly the caller's profile, orders, reviews, subscriptions and consents", async () => {
    const ana = await person('Ana', 'Babić');
    const other = await person('Edin', 'Dedić');
    const answer = await ana.shopper.call('shopUsers.f.exportData');
    if (answer.status !== 'ok') throw new Error(`export failed: ${answer.data}`);
    const data = answer.data;
    expect(data.format).toBe('zdravo-data-export/1');
    expect(data.profile).toMatchObject({ FirstName: 'Ana', LastName: 'Babić', Email: ana.account.email });
    expect(data.orders).toHaveLength(2);
    expect(data.orders.map((o) => o.Articles[0]?.Quantity)).toEqual([1, 2]);
    expect(data.orders[0]).toMatchObject({
      FirstName: 'Ana',
      LastName: 'Babić',
      Currency: 'BAM',
      Country: 'BA',
      Status: 'received',
    });
    expect(data.orders[0]?.Articles[0]).toMatchObject({ ID: offer.id, Price: offer.newMinor / 100 });
    expect(data.reviews).toEqual([
      expect.objectContaining({ OfferID: offer.id, Rating: 5, Review: 'Recenzija od Ana', IsApproved: true }),
    ]);
    expect(data.subscriptions.newsletter).toEqual([
      expect.objectContaining({
        Email: ana.account.email.toLowerCase(),
        MailingGroup: 'ba-novosti',
        Consent: { Version: 1, At: expect.stringMatching(/^\d{4}-/) as unknown },
        HealthAnswers: { Kept: true, ConsentVersion: 1, ConsentAt: expect.stringMatching(/^\d{4}-/) as unknown },
      }),
    ]);
    expect(data.subscriptions.callBacks).toEqual([
      expect.objectContaining({
        PhoneNumber: ana.typedPhone,
        OfferID: String(offer.id),
        Consent: null,
        HealthAnswers: { Kept: false, ConsentVersion: null, ConsentAt: null },
      }),
    ]);
    expect(data.subscriptions.club).toEqual([
      expect.objectContaining({ ClubName: 'Zdravo klub', FirstLastName: 'Ana Babić' }),
    ]);
    expect(data.consents).toEqual([
      expect.objectContaining({ analytics: true, marketing: false, policyVersion: 1, choice: 'custom', Country: 'BA' }),
    ]);

    // Nothing of the other shopper, and no secret of the caller's own.
    const text = JSON.stringify(data);
    for (const foreign of [
      other.account.email,
      other.account.email.toLowerCase(),
      'Edin',
      'Dedić',
      'Recenzija od Edin',
      other.consentId,
    ]) {
      expect(text, foreign).not.toContain(foreign);
    }
    const otherLeads = await t.db.selectFrom('orders').select('lead_id').where('user_id', '=', other.userId).execute();
    for (const { lead_id } of otherLeads) expect(text).not.toContain(lead_id);
    expect(text).not.toMatch(/argon2|password|token_hash|"ip"/i);
    // The answers themselves stay out of the export (decision 014): no question, no answer.
    expect(text).not.toContain(QUIZ_SETS[3][0]!.q as string);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const p = await person('Iva', 'Kovač');
    const before = await footprint(p);
    expect(await p.shopper.call('shopUsers.f.delete', { password: 'not-my-password' })).toMatchObject({
      status: 'error',
      data: 'INVALID_CREDENTIALS',
    });
    expect(await p.shopper.callRaw('shopUsers.f.delete', {})).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await p.shopper.call('shopUsers.f.delete', { password: 'a\u0000b' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await footprint(p)).toEqual(before);
    expect(await p.shopper.call('auth.checkLogin')).toMatchObject({ status: 'ok' });
  });

  it('deletes the login and every session at once, keeps anonymised orders and reviews, and leaves others untouched', async () => {
    const p = await person('Marko', 'Perić');
    const bystander = await person('Lejla', 'Softić');
    const secondDevice = t.shopper({ country: 'BA', ip: nextIp() });
    expect(
      await secondDevice.call('auth.loginShop', { username: p.account.email, password: p.account.password }),
    ).toMatchObject({ status: 'ok' });
    const orderIds = (await t.db.selectFrom('orders').select('id').where('user_id', '=', p.userId).execute()).map(
      (o) => o.id,
    );
    const linesBefore = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
    const bystanderBefore = await footprint(bystander);
    const [club] = (await footprint(p)).club;
    expect((await footprint(p)).subscribers).toHaveLength(2);

    const answer = await p.shopper.call('shopUsers.f.delete', { password: p.account.password });
    expect(answer).toMatchObject({ status: 'ok', data: null });
    expect(p.shopper.lastSetCookie.join(';')).toMatch(/sid=;.*Max-Age=0/);

    // The login is gone: neither session works, the credentials do not, the row is gone.
    expect(await p.shopper.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(await secondDevice.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(
      await t
        .shopper({ ip: nextIp() })
        .call('auth.loginShop', { username: p.account.email, password: p.account.password }),
    ).toMatchObject({ status: 'error', data: 'INVALID_CREDENTIALS' });
    const after = await footprint(p);
    expect(after).toMatchObject({
      user: undefined,
      sessions: [],
      orders: [],
      reviews: [],
      club: [],
      consents: [],
      subscribers: [],
    });

    // The orders stay for the books: same lines and totals, no name, no phone, no account.
    const orders = await t.db.selectFrom('orders').selectAll().where('id', 'in', orderIds).orderBy('id').execute();
    expect(orders).toHaveLength(2);
    for (const o of orders)
      expect(o).toMatchObject({
        user_id: null,
        first_name: '',
        last_name: '',
        phone: '',
        idempotency_key: null,
        country: 'BA',
      });
    expect(
      await t.db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    ).toEqual(linesBefore);
    // The review stays, without its author; the consent proof stays, without the account.
    expect(
      await t.db
        .selectFrom('reviews')
        .select(['user_id', 'author_first_name', 'author_last_name', 'review'])
        .where('review', '=', 'Recenzija od Marko')
        .execute(),
    ).toEqual([{ user_id: null, author_first_name: '', author_last_name: '', review: 'Recenzija od Marko' }]);
    expect(
      await t.db
        .selectFrom('consent_records')
        .select(['user_id', 'analytics'])
        .where('consent_id', '=', p.consentId)
        .execute(),
    ).toEqual([{ user_id: null, analytics: 1 }]);
    // The club membership keeps only the record of its fee (the sign-ups went with the footprint above).
    expect(
      await t.db
        .selectFrom('club_members')
        .select(['user_id', 'first_last_name', 'phone', 'club_name', 'expires_at'])
        .where('id', '=', club!.id)
        .execute(),
    ).toEqual([
      { user_id: null, first_last_name: '', phone: '', club_name: 'Zdravo klub', expires_at: club!.expires_at },
    ]);

    // The other shopper is exactly as before, and still logged in.
    expect(await footprint(bystander)).toEqual(bystanderBefore);
    expect(await bystander.shopper.call('auth.checkLogin')).toMatchObject({
      status: 'ok',
      data: { Email: bystander.account.email },
    });
    expect(await bystander.shopper.call('shopOrders.f.getAll')).toMatchObject({ status: 'ok', data: [{}, {}] });

    // The e-mail and phone are free again.
    expect(
      await t.shopper({ country: 'BA', ip: nextIp() }).call('shopUsers.f.add', {
        Username: p.account.email,
        Password: 'nova-lozinka-1',
        PhoneNumber: p.account.phone,
      }),
    ).toMatchObject({ status: 'ok' });
  });

  it('counts wrong passwords with the login limit', async () => {
    const p = await person('Nina', 'Zec');
    for (let i = 0; i < 10; i++) {
      expect(await p.shopper.call('shopUsers.f.delete', { password: `wrong-${i}-password` })).toMatchObject({
        data: 'INVALID_CREDENTIALS',
      });
    }
    expect(await p.shopper.call('shopUsers.f.delete', { password: p.account.password })).toMatchObject({
      status: 'error',
      data: 'RATE_LIMITED',
    });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', p.userId).execute()).toHaveLength(1);
  });
});
