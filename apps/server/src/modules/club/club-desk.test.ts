// The club in the desk on each database (docs/desk.md, Klub): a join request matched to the account by
// its phone in another form or by e-mail, also when the account is made after the join; activation by
// the fee's day, turning the request into the membership; cancelling; the ending-soon list; who may do
// what; every write in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubRow } from '@zdravo/contract/desk';
import { localDay, localMidnight } from '@zdravo/contract';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../../testing.ts';
import { enrolledStaff, type EnrolledStaff } from '../../desk/testing.ts';
import { loggedInShopper, newAccount, signUp } from '../users/testing.ts';

const DAY = 86_400_000;
const dayIn = (days: number): string => localDay(new Date(Date.now() + days * DAY).toISOString());

describe.each(testDbKinds)('the Klub screen on %s', (kind) => {
  let t: TestApp;
  let manager: EnrolledStaff;
  let agent: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await enrolledStaff(t, 'manager', 'BA');
    agent = await enrolledStaff(t, 'agent', 'BA');
  });
  afterAll(async () => t.close());

  async function join(body: Record<string, string>, ip = '93.136.1.1'): Promise<void> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/clubJoin',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: { ClubName: 'Zdravo Klub', ...body },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
  }

  async function list(view: 'requests' | 'members' | 'expiring', days?: number): Promise<ClubRow[]> {
    const answer = await manager.browser.call('desk.club.list', { view, ...(days ? { days } : {}) });
    if (answer.status !== 'ok') throw new Error(`desk.club.list: ${answer.data}`);
    return answer.data.Rows;
  }

  const idOf = async (email: string): Promise<number> =>
    (await t.db.selectFrom('users').select('id').where('email_key', '=', email.toLowerCase()).executeTakeFirstOrThrow())
      .id;
  /** A new account, logged in, and its id. */
  async function shopperWithId() {
    const { account } = await loggedInShopper(t);
    return { account, user: { ID: await idOf(account.email) } };
  }

  const requestNamed = async (name: string) => (await list('requests')).find((r) => r.Name === name);

  it('matches a join by the same phone in another form: the local number typed in BA is the account’s +387 number', async () => {
    const { account, user } = await shopperWithId();
    // The account's "+387 61 1xx xxx" as a Bosnian types it at home: "061 1xx-xxx".
    const local = `0${account.phone.replace('+387 ', '').replace(' ', '-')}`;
    await join({ FirstLastName: 'Amra Hodžić', PhoneNumber: local, Country: 'BA' });
    const row = await requestNamed('Amra Hodžić');
    expect(row).toMatchObject({
      State: 'request',
      Phone: account.phone.replace(/ /g, ''),
      Account: { ID: user.ID, Email: account.email, MatchedNow: false, Orders: 0 },
    });
    expect((await runShopCommand(t, 'club:list')).join('\n')).toMatch(
      new RegExp(`Amra Hodžić, \\+387 61 .* user #${user.ID}\\s+JOIN REQUEST`),
    );
  });

  it('reads a request kept before phones were normalised (as typed) by the join’s rule', async () => {
    const { account, user } = await shopperWithId();
    const typed = `0${account.phone.replace('+387 ', '')}`;
    await t.db
      .insertInto('club_members')
      .values({
        user_id: null,
        first_last_name: 'Stari Zahtjev',
        phone: typed,
        club_name: 'Zdravo Klub',
        country: 'BA',
        expires_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const row = (await requestNamed('Stari Zahtjev'))!;
    expect(row.Account).toMatchObject({ ID: user.ID, MatchedNow: true });
    expect(await manager.browser.call('desk.club.activate', { requestId: row.ID, paidOn: dayIn(0) })).toMatchObject({
      status: 'ok',
      data: { FromRequest: true },
    });
  });

  it('matches by e-mail when the phone is another, and finds an account made after the join', async () => {
    const byEmail = newAccount();
    await join({
      FirstLastName: 'Mirna Email',
      PhoneNumber: '+385 91 700 1234',
      Country: 'HR',
      Email: byEmail.email.toUpperCase(),
    });
    const later = newAccount();
    await join({ FirstLastName: 'Kasni Račun', PhoneNumber: later.phone, Country: 'DE' });
    expect((await requestNamed('Mirna Email'))!.Account).toBeNull();
    expect((await requestNamed('Kasni Račun'))!.Account).toBeNull();

    // Both sign up only now: the list finds them, and activation takes the right account.
    const shopper = t.shopper({ country: 'BA' });
    await signUp(shopper, byEmail);
    await signUp(t.shopper({ country: 'BA' }), later);
    const emailUser = { ID: await idOf(byEmail.email) };
    const laterUser = { ID: await idOf(later.email) };
    expect((await requestNamed('Mirna Email'))!.Account).toMatchObject({ ID: emailUser.ID, MatchedNow: true });
    const request = (await requestNamed('Kasni Račun'))!;
    expect(request.Account).toMatchObject({ ID: laterUser.ID, MatchedNow: true });

    const done = await manager.browser.call('desk.club.activate', { requestId: request.ID, paidOn: dayIn(0) });
    expect(done).toMatchObject({
      status: 'ok',
      data: {
        FromRequest: true,
        Row: { ID: request.ID, State: 'active', Account: { ID: laterUser.ID, MatchedNow: false } },
      },
    });
    expect(await requestNamed('Kasni Račun')).toBeUndefined();
    // The CLI by the account now finds no second request to turn: it adds a renewal row after this year.
    const renewal = await runShopCommand(t, 'club:activate', later.email);
    expect(renewal[0]).not.toContain('join request');
  });

  it('club:activate turns the account’s join request into the membership instead of leaving it a request', async () => {
    const { account, user } = await shopperWithId();
    await join({ FirstLastName: 'Preko CLI', PhoneNumber: account.phone.replace(/ /g, ''), Country: 'BA' });
    const out = await runShopCommand(t, 'club:activate', account.email);
    expect(out[0]).toContain('(their join request is now this membership)');
    expect(await requestNamed('Preko CLI')).toBeUndefined();
    const rows = await t.db
      .selectFrom('club_members')
      .select(['user_id', 'starts_at'])
      .where('user_id', '=', user.ID)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.starts_at).not.toBeNull();
  });

  it('activates by the day the fee came in (a year from it), cancels, and writes both in the audit log', async () => {
    const { user } = await shopperWithId();
    const paidOn = dayIn(-30);
    const [y, m, d] = paidOn.split('-').map(Number) as [number, number, number];
    const done = await manager.browser.call('desk.club.activate', { accountId: user.ID, paidOn });
    if (done.status !== 'ok') throw new Error(String(done.data));
    expect(done.data).toMatchObject({
      FromRequest: false,
      Row: {
        State: 'active',
        StartsAt: localMidnight(y, m, d).toISOString(),
        ExpiresAt: localMidnight(y + 1, m, d).toISOString(),
      },
    });
    const id = done.data.Row.ID;

    // Ending within 400 days lists it, within 30 days does not.
    expect((await list('expiring', 365)).map((r) => r.ID)).toContain(id);
    expect((await list('expiring', 30)).map((r) => r.ID)).not.toContain(id);

    expect(await manager.browser.call('desk.club.cancel', { id })).toMatchObject({
      status: 'ok',
      data: { ID: id, State: 'cancelled' },
    });
    expect(await manager.browser.call('desk.club.cancel', { id })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect((await list('expiring', 365)).map((r) => r.ID)).not.toContain(id);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'after_json'])
      .where('subject', '=', 'club_membership')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
      ['club.activate', manager.id],
      ['club.cancel', manager.id],
    ]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      userId: user.ID,
      startsAt: localMidnight(y, m, d).toISOString(),
    });
  });

  it('a renewal paid while a year runs starts where that year ends', async () => {
    const { user } = await shopperWithId();
    const first = await manager.browser.call('desk.club.activate', { accountId: user.ID, paidOn: dayIn(-100) });
    const second = await manager.browser.call('desk.club.activate', { accountId: user.ID, paidOn: dayIn(0) });
    if (first.status !== 'ok' || second.status !== 'ok') throw new Error('activation failed');
    expect(second.data.Row).toMatchObject({ State: 'upcoming', StartsAt: first.data.Row.ExpiresAt });
  });

  it('refuses what cannot be: a day ahead, a year already over, a request without an account, an unknown one', async () => {
    const { user } = await shopperWithId();
    const refused = async (params: object, code: string) =>
      expect(await manager.browser.callRaw('desk.club.activate', params)).toMatchObject({
        status: 'error',
        data: code,
      });
    await refused({ accountId: user.ID, paidOn: dayIn(2) }, 'VALIDATION_ERROR');
    await refused({ accountId: user.ID, paidOn: dayIn(-400) }, 'VALIDATION_ERROR');
    await refused({ accountId: user.ID, paidOn: '2026-02-30' }, 'VALIDATION_ERROR');
    await refused({ paidOn: dayIn(0) }, 'VALIDATION_ERROR');
    await refused({ accountId: user.ID, requestId: 1, paidOn: dayIn(0) }, 'VALIDATION_ERROR');
    await refused({ accountId: 2_000_000_000, paidOn: dayIn(0) }, 'NOT_FOUND');
    await refused({ requestId: 2_000_000_000, paidOn: dayIn(0) }, 'NOT_FOUND');
    await join({ FirstLastName: 'Bez Računa', PhoneNumber: '+382 67 123 456', Country: 'ME' });
    const request = (await requestNamed('Bez Računa'))!;
    expect(request).toMatchObject({ Account: null, Phone: '+38267123456' });
    await refused({ requestId: request.ID, paidOn: dayIn(0) }, 'CLUB_NO_ACCOUNT');
    // A request nobody pays for may be closed.
    expect(await manager.browser.call('desk.club.cancel', { id: request.ID })).toMatchObject({
      status: 'ok',
      data: { State: 'cancelled' },
    });
    expect(await requestNamed('Bez Računa')).toBeUndefined();
  });

  it('an agent reads the lists but may not take a fee or cancel; signed out nobody reads', async () => {
    const { user } = await shopperWithId();
    expect(await agent.browser.call('desk.club.list', { view: 'requests' })).toMatchObject({ status: 'ok' });
    expect(await agent.browser.call('desk.club.activate', { accountId: user.ID, paidOn: dayIn(0) })).toMatchObject({
      status: 'error',
      data: 'FORBIDDEN',
    });
    expect(await agent.browser.call('desk.club.cancel', { id: 1 })).toMatchObject({
      status: 'error',
      data: 'FORBIDDEN',
    });
    const { staffBrowser } = await import('../../desk/testing.ts');
    expect(await staffBrowser(t).call('desk.club.list', { view: 'members' })).toMatchObject({
      status: 'error',
      data: 'STAFF_LOGIN_REQUIRED',
    });
    expect(await manager.browser.callRaw('desk.club.list', { view: 'everyone' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await manager.browser.call('desk.club.list', { view: 'expiring', days: 9999 })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
  });

  it('pages the members list by 50', async () => {
    const page = await manager.browser.call('desk.club.list', { view: 'members' });
    if (page.status !== 'ok') throw new Error(String(page.data));
    expect(page.data.Rows.length).toBeLessThanOrEqual(50);
    expect(page.data.Rows.every((r) => r.State !== 'request')).toBe(true);
  });
});
