// The desk's server side on each database: who may call what, the audit log, sign-in with two factors,
// invitations, disabling, the origin rule and order lookup — through real HTTP calls to /desk/_rpc.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_ACCESS, type DeskMethod } from '@zdravo/contract/desk';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { offersIn, orderParams } from '../modules/orders/testing.ts';
import { recordAudit, CLI_ACTOR } from '../platform/audit.ts';
import { codeFor, enrolledStaff, staffBrowser, tokenOf, type EnrolledStaff } from './testing.ts';
import { fillNameKeys } from '../db/migrations/0046_order_name_key.ts';

const staffMethods = (Object.keys(DESK_ACCESS) as DeskMethod[]).filter((m) => DESK_ACCESS[m] !== 'public');

describe.each(testDbKinds)('the desk on %s', (kind) => {
  let t: TestApp;
  let manager: EnrolledStaff;
  let agent: EnrolledStaff;
  let moderator: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await enrolledStaff(t, 'manager');
    agent = await enrolledStaff(t, 'agent');
    moderator = await enrolledStaff(t, 'moderator');
  });
  afterAll(async () => t.close());

  it("refuses every staff method without a session, with a shopper's session, and to a lower role", async () => {
    const stranger = staffBrowser(t);
    const { shopper } = await loggedInShopper(t);
    const asShopper = staffBrowser(t);
    for (const [name, value] of shopper.cookies) asShopper.cookies.set(name, value);
    for (const method of staffMethods) {
      expect((await stranger.call(method, {})).data, method).toBe('STAFF_LOGIN_REQUIRED');
      expect((await asShopper.call(method, {})).data, method).toBe('STAFF_LOGIN_REQUIRED');
      const access = DESK_ACCESS[method];
      if (access === 'staff') continue;
      const lower = (access as readonly string[]).includes('agent') ? moderator : agent;
      expect((await lower.browser.call(method, {})).data, `${method} as a lower role`).toBe('FORBIDDEN');
    }
    // And a desk method is no method at all on the shop's /_rpc, whoever calls it.
    expect((await shopper.callRaw('desk.staff.list', {})).data).toBe('NOT_FOUND');
  });

  it('lets each role call what it may', async () => {
    expect((await agent.browser.call('desk.orders.search', { q: 'Hodžić' })).status).toBe('ok');
    expect((await manager.browser.call('desk.orders.search', { q: 'Hodžić' })).status).toBe('ok');
    expect((await manager.browser.call('desk.staff.list')).status).toBe('ok');
    expect((await moderator.browser.call('desk.auth.me')).data).toMatchObject({ Role: 'moderator', Country: 'HR' });
  });

  it("writes an audit row with each change, in the change's transaction", async () => {
    const target = await enrolledStaff(t, 'agent');
    const changed = await manager.browser.call('desk.staff.setRole', { id: target.id, role: 'moderator' });
    expect(changed).toMatchObject({ status: 'ok', data: { Role: 'moderator' } });
    const [row] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.setRole')
      .where('subject_id', '=', String(target.id))
      .execute();
    expect(row).toMatchObject({ staff_id: manager.id, subject: 'staff', ip: manager.ip });
    expect(JSON.parse(row!.before_json!)).toEqual({ role: 'agent' });
    expect(JSON.parse(row!.after_json!)).toEqual({ role: 'moderator' });

    // A change that fails after its audit row leaves neither behind.
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('staff').set({ role: 'manager' }).where('id', '=', target.id).execute();
        await recordAudit(trx, CLI_ACTOR, {
          action: 'staff.setRole',
          subject: 'staff',
          subjectId: target.id,
          before: { role: 'moderator' },
          after: { role: 'manager' },
        });
        throw new Error('the change failed after its audit row');
      }),
    ).rejects.toThrow(/after its audit row/);
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(
      (await t.db.selectFrom('staff').select('role').where('id', '=', target.id).executeTakeFirstOrThrow()).role,
    ).toBe('moderator');

    // Managers read it, filtered by person and subject; the CLI prints it too.
    const page = await manager.browser.call('desk.audit.list', {
      staffId: manager.id,
      subject: 'staff',
      subjectId: String(target.id),
    });
    expect(page.status).toBe('ok');
    if (page.status === 'ok') expect(page.data.Entries.map((e) => e.Action)).toEqual(['staff.setRole']);
    expect(
      (await runShopCommand(t, 'audit:list', '--subject', 'staff', '--id', String(target.id))).join('\n'),
    ).toContain(`staff.setRole staff #${target.id} from ${manager.ip}  {"role":"agent"} → {"role":"moderator"}`);
  });

  it("ends a disabled person's session on their next call (CLI), and audits it as the CLI", async () => {
    const person = await enrolledStaff(t, 'agent');
    expect((await person.browser.call('desk.auth.me')).status).toBe('ok');
    await runShopCommand(t, 'staff:disable', person.email);
    expect((await person.browser.call('desk.auth.me')).data).toBe('STAFF_LOGIN_REQUIRED');
    expect(
      (await staffBrowser(t).call('desk.auth.signIn', { email: person.email, password: person.password })).data,
    ).toBe('INVALID_CREDENTIALS');
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.disable')
      .where('subject_id', '=', String(person.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_id: null, actor: 'CLI' });
  });

  it('ends a session after DESK_IDLE_MINUTES without a call, and 12 hours after sign-in in any case', async () => {
    const person = await enrolledStaff(t, 'agent');
    const age = async (fields: { last_seen_at?: string; expires_at?: string }) =>
      t.db.updateTable('staff_sessions').set(fields).where('staff_id', '=', person.id).execute();
    await age({ last_seen_at: new Date(Date.now() - 29 * 60_000).toISOString() });
    expect((await person.browser.call('desk.auth.me')).status).toBe('ok');
    await age({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() });
    expect((await person.browser.call('desk.auth.me')).data).toBe('STAFF_LOGIN_REQUIRED');
    const again = await enrolledStaff(t, 'agent');
    await t.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', again.id)
      .execute();
    expect((await again.browser.call('desk.auth.me')).data).toBe('STAFF_LOGIN_REQUIRED');
  });

  it('keeps the staff from the CLI: list, role, reset of two-factor sign-in', async () => {
    const person = await enrolledStaff(t, 'agent', 'RS');
    expect((await runShopCommand(t, 'staff:list')).join('\n')).toMatch(
      new RegExp(`${person.email.replace(/[.]/g, '\\.')} +agent +RS +active`),
    );
    expect(await runShopCommand(t, 'staff:role', person.email, 'moderator')).toEqual([
      `${person.email} is now moderator.`,
    ]);
    expect((await person.browser.call('desk.auth.me')).data).toMatchObject({ Role: 'moderator' });
    await expect(runShopCommand(t, 'staff:role', person.email, 'boss')).rejects.toThrow(
      /one of agent, moderator, merchandiser, manager/,
    );
    await expect(runShopCommand(t, 'staff:invite', 'not-an-email', 'agent')).rejects.toThrow(/valid e-mail/);
    const reset = await runShopCommand(t, 'staff:reset-2fa', person.email);
    expect((await person.browser.call('desk.auth.me')).data).toBe('STAFF_LOGIN_REQUIRED');
    // The old key and recovery codes are gone: password alone no longer signs in until the new enrolment.
    expect(
      (await staffBrowser(t).call('desk.auth.signIn', { email: person.email, password: person.password })).data,
    ).toBe('INVALID_CREDENTIALS');
    const token = tokenOf(reset.find((l) => l.includes('/desk/'))!);
    const browser = staffBrowser(t);
    const start = await browser.call('desk.enrol.start', { token });
    expect(start).toMatchObject({ status: 'ok', data: { Name: 'Test agent' } });
    const key = start.status === 'ok' ? start.data.Key : '';
    expect(key).not.toBe(person.secret);
    expect(
      (
        await browser.call('desk.enrol.finish', {
          token,
          name: 'Test agent',
          password: 'a-new-password',
          code: await codeFor(key),
        })
      ).status,
    ).toBe('ok');
    expect((await browser.call('desk.auth.me')).data).toMatchObject({ Role: 'moderator', Country: 'RS' });
  });

  it('refuses a desk call from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/desk/_rpc',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: [...manager.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: JSON.stringify({
        action: 'call',
        method: 'desk.staff.invite',
        params: { email: 'x@evil.example', role: 'manager', country: 'HR' },
      }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', data: 'FORBIDDEN_ORIGIN' });
    expect(
      await t.db.selectFrom('staff').select('id').where('email_key', '=', 'x@evil.example').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('signs in with password and code; a code works once; a recovery code works once; five wrong codes lock', async () => {
    const person = await enrolledStaff(t, 'agent');
    const browser = staffBrowser(t);
    expect((await browser.call('desk.auth.signIn', { email: person.email, password: 'wrong-password' })).data).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await browser.call('desk.auth.signIn', { email: person.email, password: person.password })).data).toEqual({
      Next: 'code',
    });
    // Half signed in is not signed in.
    expect((await browser.call('desk.orders.search', { q: 'Hodžić' })).data).toBe('STAFF_LOGIN_REQUIRED');
    const code = await codeFor(person.secret, 1);
    expect((await browser.call('desk.auth.verifyCode', { code })).status).toBe('ok');
    // The same code again, in another sign-in: refused (no replay).
    const other = staffBrowser(t);
    await other.call('desk.auth.signIn', { email: person.email, password: person.password });
    expect((await other.call('desk.auth.verifyCode', { code })).data).toBe('INVALID_CODE');
    // A recovery code, once.
    const recovery = person.recoveryCodes[0]!;
    expect((await other.call('desk.auth.recoveryCode', { code: recovery.toLowerCase() })).status).toBe('ok');
    const third = staffBrowser(t);
    await third.call('desk.auth.signIn', { email: person.email, password: person.password });
    expect((await third.call('desk.auth.recoveryCode', { code: recovery })).data).toBe('INVALID_CODE');
    // That was wrong code 1; four more make five, then even a right code is refused.
    for (let i = 0; i < 4; i++)
      expect((await third.call('desk.auth.verifyCode', { code: '000000' })).data).toBe('INVALID_CODE');
    expect((await third.call('desk.auth.verifyCode', { code: await codeFor(person.secret, 1) })).data).toBe(
      'CODES_LOCKED',
    );
    expect((await third.call('desk.auth.recoveryCode', { code: person.recoveryCodes[1]! })).data).toBe('CODES_LOCKED');
  });

  it('uses an invitation once, and only within 24 hours', async () => {
    const lines = await runShopCommand(t, 'staff:invite', 'new.agent@zdravo.test', 'agent', '--country', 'BA');
    const link = lines.find((l) => l.includes('/desk/'))!;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/desk\/#\/enrol\/[A-Za-z0-9_-]{43}$/);
    const browser = staffBrowser(t);
    const token = tokenOf(link);
    const start = await browser.call('desk.enrol.start', { token });
    expect(start).toMatchObject({ status: 'ok', data: { Country: 'BA', Role: 'agent' } });
    const key = start.status === 'ok' ? start.data.Key : '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(
      (await browser.call('desk.enrol.finish', { token, name: 'Nova', password: 'short', code: await codeFor(key) }))
        .data,
    ).toBe('PASSWORD_SHORT');
    expect(
      (await browser.call('desk.enrol.finish', { token, name: 'Nova', password: 'long-enough-1', code: '123456' }))
        .data,
    ).toBe('INVALID_CODE');
    expect(
      (
        await browser.call('desk.enrol.finish', {
          token,
          name: 'Nova',
          password: 'long-enough-1',
          code: await codeFor(key),
        })
      ).status,
    ).toBe('ok');
    expect((await staffBrowser(t).call('desk.enrol.start', { token })).data).toBe('INVITATION_INVALID');
    // A second invitation to an enrolled person is refused; an old, unused one has expired.
    await expect(runShopCommand(t, 'staff:invite', 'new.agent@zdravo.test', 'agent')).rejects.toThrow(
      /already enrolled/,
    );
    const late = await runShopCommand(t, 'staff:invite', 'late@zdravo.test', 'agent');
    const lateToken = tokenOf(late.find((l) => l.includes('/desk/'))!);
    await t.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await staffBrowser(t).call('desk.enrol.start', { token: lateToken })).data).toBe('INVITATION_INVALID');
  });

  it('finds an order by a local phone number, an order number, an e-mail or a name, and shows it', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const offers = await offersIn(t, 'HR');
    const placed = await shopper.call(
      'shopOrders.add',
      orderParams([{ ID: offers[0]!.id, Quantity: 2 }], {
        PhoneNumber: '+385 91 234 5678',
        FirstName: 'Ivana',
        LastName: 'Horvat',
      }),
    );
    expect(placed.status).toBe('ok');
    const id = placed.status === 'ok' ? placed.data : 0;
    const { lead_id } = await t.db
      .selectFrom('orders')
      .select('lead_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const find = async (q: string) => {
      const answer = await agent.browser.call('desk.orders.search', { q });
      return answer.status === 'ok' ? answer.data.map((h) => h.ID) : answer.data;
    };
    expect(await find('091 234 5678')).toContain(id);
    expect(await find('+385 91 234 5678')).toContain(id);
    expect(await find(lead_id.toLowerCase())).toEqual([id]);
    expect(await find(account.email.toUpperCase())).toContain(id);
    expect(await find('ivana hor')).toContain(id);
    expect(await find('100%_')).toEqual([]);
    const view = await agent.browser.call('desk.orders.get', { id });
    expect(view).toMatchObject({
      status: 'ok',
      data: {
        Number: lead_id,
        Status: 'received',
        Customer: { FirstName: 'Ivana', Phone: '+385912345678' },
        Lines: [{ Quantity: 2 }],
      },
    });
    if (view.status === 'ok') expect(view.data.TotalMinor).toBe(view.data.SubtotalMinor + view.data.DeliveryMinor);
    expect((await agent.browser.call('desk.orders.get', { id: 2_000_000_000 })).data).toBe('NOT_FOUND');
  });

  it('finds a name however it is typed: with or without č ć đ š ž, dj for đ, any case — orders from before too', async () => {
    const { shopper } = await loggedInShopper(t);
    const offers = await offersIn(t, 'HR');
    const place = async (FirstName: string, LastName: string) => {
      const placed = await shopper.call(
        'shopOrders.add',
        orderParams([{ ID: offers[0]!.id, Quantity: 1 }], { FirstName, LastName }),
      );
      if (placed.status !== 'ok') throw new Error(String(placed.data));
      return placed.data;
    };
    const djordjevic = await place('Žana', 'Đorđević');
    const simic = await place('Čedomir', 'Šimić');
    const find = async (q: string) => {
      const answer = await agent.browser.call('desk.orders.search', { q });
      return answer.status === 'ok' ? answer.data.map((h) => h.ID) : answer.data;
    };
    for (const q of ['Đorđević', 'Dordevic', 'djordjevic', 'ĐORĐEVIĆ', 'zana dord'])
      expect(await find(q)).toContain(djordjevic);
    for (const q of ['Šimić', 'simic', 'ČEDOMIR ŠIM', 'cedomir']) expect(await find(q)).toContain(simic);
    expect(await find('Đorđević')).not.toContain(simic);
    // An order written before its folded name was kept: the migration fills it.
    await t.db.updateTable('orders').set({ name_key: '' }).where('id', '=', simic).execute();
    expect(await find('simic')).not.toContain(simic);
    expect(await fillNameKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await find('simic')).toContain(simic);
  });
});

describe('the desk behind DESK_ALLOWED_IPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { DESK_ALLOWED_IPS: '10.1.0.0/16,127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('answers the listed addresses only', async () => {
    const call = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/desk/_rpc',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ action: 'call', method: 'desk.auth.me' }),
      });
    expect((await call('10.1.2.3')).json()).toEqual({ status: 'error', data: 'STAFF_LOGIN_REQUIRED' });
    expect((await call('127.0.0.1')).statusCode).toBe(200);
    expect((await call('10.2.0.1')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/desk/', remoteAddress: '192.0.2.7' })).statusCode).toBe(404);
    // The shop itself is not behind the list.
    expect((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
  });
});
