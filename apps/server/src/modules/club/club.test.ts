// The club on each database: the operator's commands (activate, list, cancel), the membership the
// account shows (shopUsers.f.club), and join requests refused for bad bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubMembership } from '@zdravo/contract/methods';
import { localDay, localMidnight } from '@zdravo/contract';
import { CliUsageError } from '../../cli/types.ts';
import { createTestApp, runShopCommand, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';

const DAY = 86_400_000;
const dayIn = (days: number): string => localDay(new Date(Date.now() + days * DAY).toISOString());
/** The day a membership's exclusive end falls on, as the shop's clock reads it. */
const endDay = (m: ClubMembership | null | undefined): string => localDay(m!.Until);

describe.each(testDbKinds)('the club on %s', (kind) => {
  let t: TestApp;
  const shop = (name: string, ...args: string[]) => runShopCommand(t, name, ...args);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });

  async function membershipOf(shopper: TestShopper): Promise<ClubMembership | null> {
    const answer = await shopper.call('shopUsers.f.club');
    if (answer.status !== 'ok') throw new Error(`shopUsers.f.club: ${answer.data}`);
    return answer.data;
  }
  afterAll(async () => t.close());

  it('activates a year by e-mail or phone, shows it on the account, renews from its end, lists and cancels it', async () => {
    const { shopper, account } = await loggedInShopper(t);
    expect(await membershipOf(shopper)).toBeNull();
    expect(await t.shopper().call('shopUsers.f.club')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });

    const out = await shop('club:activate', account.email.toUpperCase());
    expect(out[0]).toMatch(
      new RegExp(
        `^${account.email.replace('.', '\\.')} \\(user #\\d+\\) is a club member now through ${dayIn(365).slice(0, 4)}-\\d{2}-\\d{2}`,
      ),
    );
    const first = (await membershipOf(shopper))!;
    expect(first).toMatchObject({ Active: true, CancelledAt: null });
    const until = new Date(first.Until).getTime();
    expect(Math.abs(until - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);

    // Paid again early, by phone: the new year starts where the first one ends.
    const renewed = await shop('club:activate', account.phone.replace(/ /g, ''));
    expect(renewed[0]).toContain(`from ${localDay(first.Until).slice(0, 4)}`);
    const both = (await membershipOf(shopper))!;
    expect(both).toMatchObject({ Active: true, From: first.From });
    expect(new Date(both.Until).getTime() - until).toBeGreaterThan(360 * DAY);

    expect((await shop('club:list', '--expiring', '400')).join('\n')).toMatch(
      new RegExp(`user #\\d+\\s+active ${dayIn(0)}`),
    );
    expect(await shop('club:list', '--expiring', '30')).toEqual(['No membership ends within 30 days.']);

    expect((await shop('club:cancel', account.email))[0]).toMatch(/2 membership\(s\) cancelled/);
    expect(await membershipOf(shopper)).toMatchObject({ Active: false, CancelledAt: expect.any(String) });
    await expect(shop('club:cancel', account.email)).rejects.toThrow(/no running or paid-ahead membership/);
  });

  it('activates from a given date for one calendar year on the shop clock; before it, it does not count', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const from = dayIn(10);
    expect((await shop('club:activate', account.email, `--from=${from}`))[0]).toContain(`from ${from} through `);
    const view = await membershipOf(shopper);
    expect(view).toMatchObject({ Active: false, CancelledAt: null });
    const [y, m, d] = from.split('-').map(Number) as [number, number, number];
    expect(view!.From).toBe(localMidnight(y, m, d).toISOString());
    expect(endDay(view)).toBe(`${y + 1}-${from.slice(5)}`);
    expect((await shop('club:list')).join('\n')).toContain(`starts ${from}`);
  });

  it('withdraws within 14 days of buying: recorded once, acknowledged once, the club price stops; later, refused', async () => {
    const { shopper, account } = await loggedInShopper(t);
    await shop('club:activate', account.email);
    const view = (await membershipOf(shopper))!;
    expect(view).toMatchObject({ Active: true, CanWithdraw: true, WithdrawnAt: null });
    expect(localDay(view.WithdrawUntil!)).toBe(dayIn(15));

    const other = await loggedInShopper(t);
    expect(await other.shopper.call('shopUsers.f.withdrawClub', { ID: view.ID })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect(await shopper.call('shopUsers.f.withdrawClub', { ID: view.ID, Email: 'nije-email' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });

    const [first, twin] = await Promise.all([
      shopper.call('shopUsers.f.withdrawClub', { ID: view.ID }),
      shopper.call('shopUsers.f.withdrawClub', { ID: view.ID }),
    ]);
    expect(first).toMatchObject({
      status: 'ok',
      data: {
        Subject: 'club',
        SubjectID: view.ID,
        Reference: `KLUB-${view.ID}`,
        Channel: 'email',
        SentTo: account.email,
      },
    });
    expect(twin.data).toEqual(first.data);
    const acks = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('recipient', '=', account.email)
      .execute();
    expect(acks).toHaveLength(1);
    expect(acks[0]!.payload).toContain('odustajem od ugovora o članstvu u klubu Zdravo Klub');
    expect(await membershipOf(shopper)).toMatchObject({
      Active: false,
      CanWithdraw: false,
      WithdrawnAt: expect.any(String),
    });
    expect((await shop('club:list')).join('\n')).toMatch(/WITHDRAWN by the shopper/);

    // Bought 20 days ago: the period is over.
    const late = await loggedInShopper(t);
    await shop('club:activate', late.account.email);
    const lateView = (await membershipOf(late.shopper))!;
    await t.db
      .updateTable('club_members')
      .set({ created_at: new Date(Date.now() - 20 * DAY).toISOString() })
      .where('id', '=', lateView.ID)
      .execute();
    expect(await membershipOf(late.shopper)).toMatchObject({ Active: true, CanWithdraw: false, WithdrawUntil: null });
    expect(await late.shopper.call('shopUsers.f.withdrawClub', { ID: lateView.ID })).toMatchObject({
      status: 'error',
      data: 'WITHDRAWAL_PERIOD_OVER',
    });
    // Cancelled by the operator: nothing left to withdraw from.
    await shop('club:cancel', late.account.email);
    await t.db
      .updateTable('club_members')
      .set({ created_at: new Date().toISOString() })
      .where('id', '=', lateView.ID)
      .execute();
    expect(await late.shopper.call('shopUsers.f.withdrawClub', { ID: lateView.ID })).toMatchObject({
      status: 'error',
      data: 'ORDER_CLOSED',
    });
  });

  it('refuses what it cannot do, with a line that says why', async () => {
    const { account } = await loggedInShopper(t);
    const refusals: [[string, ...string[]], RegExp][] = [
      [['club:activate'], /Give the account e-mail or phone/],
      [['club:activate', 'nobody@example.com'], /No account with e-mail or phone "nobody@example.com"/],
      [['club:activate', '061 234 567'], /with its country code/],
      [['club:activate', '+1 555 0100'], /not a phone number of BA, RS, HR or ME/],
      [['club:activate', account.email, '--from', '2026-02-30'], /is not a date/],
      [['club:activate', account.email, '--from', 'tomorrow'], /--from needs a date as YYYY-MM-DD/],
      [['club:activate', account.email, '--from', '2001-01-01'], /has already ended/],
      [['club:list', '--expiring', 'soon'], /--expiring needs a whole number/],
      [['club:cancel', account.email], /no running or paid-ahead membership/],
    ];
    for (const [args, message] of refusals) {
      const run = shop(...args);
      await expect(run, args.join(' ')).rejects.toBeInstanceOf(CliUsageError);
      await expect(run, args.join(' ')).rejects.toThrow(message);
    }
  });

  it('lists join requests from the page apart from memberships', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads/clubJoin',
      remoteAddress: '93.136.1.1',
      headers: { 'content-type': 'application/json' },
      payload: {
        FirstLastName: 'Ivana Kovač',
        PhoneNumber: '+385 91 555 7788',
        ClubName: 'Zdravo Klub',
        Country: 'HR',
      },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    expect((await shop('club:list')).join('\n')).toMatch(
      /Ivana Kovač, \+385 91 555 7788, HR {2}no account {2}JOIN REQUEST/,
    );
  });

  it('refuses bad clubJoin bodies with 400 and the failing fields, and stores none of them', async () => {
    const before = (await t.db.selectFrom('club_members').select('id').execute()).length;
    const good = {
      FirstLastName: 'Marko Marić',
      PhoneNumber: '+387 61 222 333',
      ClubName: 'Zdravo Klub',
      Country: 'BA',
    };
    const bad: [unknown, string[]][] = [
      [{}, ['FirstLastName', 'PhoneNumber', 'ClubName', 'Country']],
      [{ ...good, FirstLastName: '   ' }, ['FirstLastName']],
      [{ ...good, PhoneNumber: '' }, ['PhoneNumber']],
      [{ ...good, Country: '' }, ['Country']],
      [{ ...good, Country: 'BIH' }, ['Country']],
      [{ ...good, Country: 42 }, ['Country']],
      [{ ...good, FirstLastName: 'x'.repeat(129) }, ['FirstLastName']],
      [{ ...good, PhoneNumber: ['+387'] }, ['PhoneNumber']],
      [{ ...good, ClubName: null }, ['ClubName']],
      [{ ...good, FirstLastName: 'Ana\u0000' }, ['FirstLastName']],
      [[good], []],
    ];
    for (const [body, paths] of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads/clubJoin',
        remoteAddress: '77.239.5.5',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json() as { status: string; data: string; details?: { path: string[] }[] };
      expect(answer.status).toBe('error');
      expect(answer.data).toBe('VALIDATION_ERROR');
      if (paths.length > 0)
        expect(answer.details!.map((d) => d.path[0]).sort(), JSON.stringify(body)).toEqual([...paths].sort());
    }
    expect((await t.db.selectFrom('club_members').select('id').execute()).length).toBe(before);
  });
});
