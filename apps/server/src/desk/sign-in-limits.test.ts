// The desk's sign-in under attack, on each database (docs/desk.md "Limits"): the codes' lock holds
// however the codes come (one batch, a thousand requests at once from ten addresses), the sign-in
// steps and the sign-out are each the only call of their request, and strangers' wrong passwords do
// not keep the person out of an address they signed in from before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RpcAnswer } from '@zdravo/rpc';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { codeFor, enrolledStaff, staffBrowser, type EnrolledStaff, type StaffBrowser } from './testing.ts';

/** Six digits that are none of the codes the app shows around now (the desk accepts a step either side). */
async function wrongCodes(secret: string, count: number): Promise<string[]> {
  const near = new Set(await Promise.all([-2, -1, 0, 1, 2].map((s) => codeFor(secret, s))));
  const out: string[] = [];
  for (let n = 100_000; out.length < count; n += 7_919) if (!near.has(String(n))) out.push(String(n));
  return out;
}

describe.each(testDbKinds)('the desk sign-in under attack on %s', (kind) => {
  let t: TestApp;
  let manager: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await enrolledStaff(t, 'manager');
  });
  afterAll(async () => t.close());

  /** One request of several calls, with this browser's cookie. */
  const batch = async (browser: StaffBrowser, ip: string, calls: Array<{ method: string; params?: object }>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/desk/_rpc',
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: JSON.stringify(
        calls.map((c, i) => ({ action: 'call', method: c.method, params: c.params ?? {}, meta: { id: i + 1 } })),
      ),
    });
    expect(res.statusCode).toBeLessThan(500);
    return res.json() as RpcAnswer[];
  };

  /** The person's password step done in a new browser: what an attacker who knows the password has. */
  async function halfSignedIn(person: EnrolledStaff, ip: string): Promise<StaffBrowser> {
    const browser = staffBrowser(t, ip);
    expect(await browser.call('desk.auth.signIn', { email: person.email, password: person.password })).toMatchObject({
      status: 'ok',
      data: { Next: 'code' },
    });
    return browser;
  }
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a batch of 20 codes (19 wrong and the right one) is refused whole: no code checked, no sign-in', async () => {
    const person = await enrolledStaff(t, 'agent');
    const ip = '10.40.0.1';
    const browser = await halfSignedIn(person, ip);
    const codes = [...(await wrongCodes(person.secret, 19)), await codeFor(person.secret, 1)];
    const answers = await batch(
      browser,
      ip,
      codes.map((code) => ({ method: 'desk.auth.verifyCode', params: { code } })),
    );
    expect(answers).toHaveLength(20);
    expect(answers.filter((a) => a.data === 'INVALID_CODE').length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 'error' && a.data === 'MUST_BE_ALONE')).toBe(true);
    // Not signed in; the codes were not counted either (the right code alone still works).
    expect((await browser.call('desk.auth.me')).data).toBe('STAFF_LOGIN_REQUIRED');
    expect((await browser.call('desk.auth.verifyCode', { code: await codeFor(person.secret, 1) })).status).toBe('ok');
  });

  it('1,000 codes at once from 10 addresses: at most 5 are checked before the lock, and the lock holds', async () => {
    const person = await enrolledStaff(t, 'agent');
    const first = await halfSignedIn(person, '10.41.0.1');
    const cookie = new Map(first.cookies);
    const codes = await wrongCodes(person.secret, 100);
    const attackers = Array.from({ length: 10 }, (_, k) => {
      const browser = staffBrowser(t, `10.41.${k}.7`);
      for (const [name, value] of cookie) browser.cookies.set(name, value);
      return browser;
    });
    const answers = await Promise.all(
      attackers.flatMap((browser) => codes.map((code) => browser.call('desk.auth.verifyCode', { code }))),
    );
    const tally = new Map<unknown, number>();
    for (const a of answers) tally.set(a.data, (tally.get(a.data) ?? 0) + 1);
    expect(answers).toHaveLength(1_000);
    expect(tally.get('INVALID_CODE') ?? 0).toBeLessThanOrEqual(5);
    expect((tally.get('INVALID_CODE') ?? 0) + (tally.get('CODES_LOCKED') ?? 0)).toBe(1_000);
    // The right code now finds the lock too.
    expect((await first.call('desk.auth.verifyCode', { code: await codeFor(person.secret, 1) })).data).toBe(
      'CODES_LOCKED',
    );
  });

  it('five wrong codes one after another lock the codes; a right one before the fifth starts the count again', async () => {
    const person = await enrolledStaff(t, 'agent');
    const browser = await halfSignedIn(person, '10.42.0.1');
    const wrong = await wrongCodes(person.secret, 9);
    for (const code of wrong.slice(0, 4))
      expect((await browser.call('desk.auth.verifyCode', { code })).data).toBe('INVALID_CODE');
    expect((await browser.call('desk.auth.verifyCode', { code: await codeFor(person.secret, 1) })).status).toBe('ok');
    const again = await halfSignedIn(person, '10.42.0.1');
    for (const code of wrong.slice(4, 9))
      expect((await again.call('desk.auth.verifyCode', { code })).data).toBe('INVALID_CODE');
    expect((await again.call('desk.auth.recoveryCode', { code: person.recoveryCodes[0]! })).data).toBe('CODES_LOCKED');
  });

  it('a sign-in, a code, a recovery code or a sign-out beside other calls is refused whole, with a clear code', async () => {
    const ip = manager.ip;
    for (const method of ['desk.auth.signIn', 'desk.auth.verifyCode', 'desk.auth.recoveryCode']) {
      const answers = await batch(manager.browser, ip, [
        { method: 'desk.auth.me' },
        { method, params: { email: manager.email, password: manager.password, code: '123456' } },
      ]);
      expect(answers.map((a) => a.data)).toEqual(['MUST_BE_ALONE', 'MUST_BE_ALONE']);
    }
  });

  it('[signOut, quizLeads.csv, staff.invite] in one batch: nothing after the sign-out runs, no audit row', async () => {
    const before = await auditCount();
    const answers = await batch(manager.browser, manager.ip, [
      { method: 'desk.auth.signOut' },
      { method: 'desk.quizLeads.csv', params: {} },
      { method: 'desk.staff.invite', params: { email: `late-${kind}@zdravo.test`, role: 'manager', country: 'HR' } },
    ]);
    expect(answers.filter((a) => a.status === 'ok')).toEqual([]);
    expect(answers.map((a) => a.data)).toEqual(['MUST_BE_ALONE', 'MUST_BE_ALONE', 'MUST_BE_ALONE']);
    expect(await auditCount()).toBe(before);
    expect(
      await t.db.selectFrom('staff').select('id').where('email', '=', `late-${kind}@zdravo.test`).executeTakeFirst(),
    ).toBeUndefined();
    // The sign-out alone works, and then nothing runs under the ended session.
    expect((await manager.browser.call('desk.auth.signOut')).status).toBe('ok');
    expect((await manager.browser.call('desk.staff.list')).data).toBe('STAFF_LOGIN_REQUIRED');
  });

  it("ten wrong passwords from strangers leave the owner's password working from an address they signed in from", async () => {
    const owner = await enrolledStaff(t, 'manager');
    // Signed in fully once from the office address (besides the enrolment's).
    const office = '10.43.0.1';
    const browser = await halfSignedIn(owner, office);
    expect((await browser.call('desk.auth.verifyCode', { code: await codeFor(owner.secret, 1) })).status).toBe('ok');
    for (let k = 0; k < 10; k++) {
      const stranger = staffBrowser(t, `198.51.100.${k + 1}`);
      expect(
        (await stranger.call('desk.auth.signIn', { email: owner.email, password: `wrong-password-${k}` })).data,
      ).toBe('INVALID_CREDENTIALS');
    }
    // The account's budget for unknown addresses is spent: even the right password from a stranger's address is refused…
    expect(
      (
        await staffBrowser(t, '198.51.100.99').call('desk.auth.signIn', {
          email: owner.email,
          password: owner.password,
        })
      ).data,
    ).toBe('RATE_LIMITED');
    // …but the owner at the office still signs in.
    expect(
      await staffBrowser(t, office).call('desk.auth.signIn', { email: owner.email, password: owner.password }),
    ).toMatchObject({ status: 'ok', data: { Next: 'code' } });
  });
});
