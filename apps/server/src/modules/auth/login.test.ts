// auth.loginShop / auth.logout / auth.checkLogin and the session cookie, on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { newAccount, signUp } from '../users/testing.ts';
import { sha256Hex } from '../../platform/tokens.ts';
import { SESSION_POLICY } from './session.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

describe.each(testDbKinds)('login and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function account(country: 'BA' | 'HR' | 'RS' | 'ME' = 'BA', ip = '10.0.0.1') {
    const a = newAccount();
    await signUp(t.shopper({ country, ip }), a);
    return a;
  }

  it('logs in with the e-mail, sets an HttpOnly, SameSite=Lax, Path=/ cookie, and checkLogin answers the user', async () => {
    const a = await account();
    const s = t.shopper({ country: 'BA' });
    const login = await s.call('auth.loginShop', { username: a.email, password: a.password });
    expect(login).toMatchObject({ status: 'ok', data: { Username: a.email, Email: a.email } });
    const cookie = s.lastSetCookie.find((c) => c.startsWith('sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/); // plain HTTP here
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_POLICY.absoluteMs / 1000}`));
    const check = await s.call('auth.checkLogin');
    expect(check).toEqual({
      status: 'ok',
      data: {
        FirstName: '',
        LastName: '',
        Username: a.email,
        PhoneNumber: expect.stringMatching(/^\+38761\d{6}$/),
        PhoneDisplay: expect.stringMatching(/^\+387 61 \d{3} \d{3}$/),
        Email: a.email,
      },
      meta: { id: 1 },
    });
  });

  it('stores only the sha-256 of the 256-bit token', async () => {
    const a = await account();
    const s = t.shopper();
    await s.call('auth.loginShop', { username: a.email, password: a.password });
    const token = s.cookies.get('sid') ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(sha256Hex(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('over HTTPS (behind a trusted proxy) the cookie is Secure and __Host- prefixed, and that session is the one read back', async () => {
    const https = await createTestApp(kind, { TRUST_PROXY: '127.0.0.1' });
    try {
      const a = newAccount();
      await signUp(https.shopper({ country: 'BA' }), a);
      const res = await https.app.inject({
        method: 'POST',
        url: '/_rpc',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', [COUNTRY_HEADER]: 'BA' },
        payload: JSON.stringify({
          action: 'call',
          method: 'auth.loginShop',
          params: { username: a.email, password: a.password },
        }),
      });
      expect(res.json()).toMatchObject({ status: 'ok' });
      const cookie = String(res.headers['set-cookie']);
      // Exactly these attributes, in whatever order the cookie library writes them.
      const [pair, ...attributes] = cookie.split('; ');
      expect(pair).toMatch(/^__Host-sid=[\w-]{43}$/);
      expect(attributes.map((a) => a.replace(/^Max-Age=\d+$/, 'Max-Age=n')).sort()).toEqual([
        'HttpOnly',
        'Max-Age=n',
        'Path=/',
        'SameSite=Lax',
        'Secure',
      ]);
      const check = (headers: Record<string, string>) =>
        https.app.inject({
          method: 'POST',
          url: '/_rpc',
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ action: 'call', method: 'auth.checkLogin' }),
        });
      const token = cookie.split(';')[0]!.split('=')[1]!;
      expect((await check({ 'x-forwarded-proto': 'https', cookie: `__Host-sid=${token}` })).json()).toMatchObject({
        status: 'ok',
      });
      // The same token under the plain name, over HTTPS, is not a session: only the prefixed one counts there.
      expect((await check({ 'x-forwarded-proto': 'https', cookie: `sid=${token}` })).json()).toMatchObject({
        status: 'error',
        data: 'UNAUTHORIZED',
      });
    } finally {
      await https.close();
    }
  });

  it('logs in with the phone, local or international, and with the e-mail in any case', async () => {
    const a = await account('BA');
    const local = '0' + a.phone.replace(/\D/g, '').slice(3); // "061…"
    for (const username of [a.phone, local, a.phone.replace(/\s/g, ''), a.email.toUpperCase()]) {
      const answer = await t.shopper({ country: 'BA' }).call('auth.loginShop', { username, password: a.password });
      expect(answer.status, username).toBe('ok');
    }
    // A local number is read in the shop country of the request: in HR it is another number.
    const hr = await t.shopper({ country: 'HR' }).call('auth.loginShop', { username: local, password: a.password });
    expect(hr).toMatchObject({ status: 'error', data: 'INVALID_CREDENTIALS' });
  });

  it('answers the same code for a wrong password and an unknown account, and both run argon2', async () => {
    const a = await account();
    const { hashingStats } = await import('./password.ts');
    const before = hashingStats.verifications;
    const wrong = await t.shopper().call('auth.loginShop', { username: a.email, password: 'not-the-password' });
    const unknown = await t
      .shopper()
      .call('auth.loginShop', { username: 'nobody@example.com', password: 'whatever-123' });
    expect(wrong).toMatchObject({ status: 'error', data: 'INVALID_CREDENTIALS' });
    expect(unknown).toMatchObject({ status: 'error', data: 'INVALID_CREDENTIALS' });
    expect(hashingStats.verifications - before).toBe(2);
  });

  it('issues a new token at every login and ends the one the browser came with', async () => {
    const a = await account();
    const s = t.shopper();
    await s.call('auth.loginShop', { username: a.email, password: a.password });
    const first = s.cookies.get('sid');
    const stale = t.shopper();
    stale.cookies.set('sid', first ?? '');
    await s.call('auth.loginShop', { username: a.email, password: a.password });
    const second = s.cookies.get('sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await stale.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(await s.call('auth.checkLogin')).toMatchObject({ status: 'ok' });
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const a = await account();
    const s = t.shopper();
    await s.call('auth.loginShop', { username: a.email, password: a.password });
    const token = s.cookies.get('sid') ?? '';
    expect(await s.call('auth.logout')).toMatchObject({ status: 'ok', data: null });
    expect(s.lastSetCookie.some((c) => /^sid=;.*Max-Age=0/.test(c))).toBe(true);
    expect(
      await t.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256Hex(token)).executeTakeFirst(),
    ).toBeUndefined();
    // Replaying the old cookie gets nowhere.
    const replay = t.shopper();
    replay.cookies.set('sid', token);
    expect(await replay.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    // Logging out again, or logged out, is harmless.
    expect(await t.shopper().call('auth.logout')).toMatchObject({ status: 'ok' });
  });

  it('checkLogin answers UNAUTHORIZED without a session or with a forged cookie', async () => {
    expect(await t.shopper().call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    const forged = t.shopper();
    forged.cookies.set('sid', 'A'.repeat(43));
    expect(await forged.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
  });

  it('a session ends after 30 idle days and 90 days after login', async () => {
    const a = await account();
    const idle = t.shopper();
    await idle.call('auth.loginShop', { username: a.email, password: a.password });
    const absolute = t.shopper();
    await absolute.call('auth.loginShop', { username: a.email, password: a.password });
    const day = 24 * 3600 * 1000;
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * day).toISOString() })
      .where('token_hash', '=', sha256Hex(idle.cookies.get('sid') ?? ''))
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256Hex(absolute.cookies.get('sid') ?? ''))
      .execute();
    expect(await idle.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(await absolute.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
  });

  it('refreshes last use at most hourly, so a check every 60 s does not write each time', async () => {
    const a = await account();
    const s = t.shopper();
    await s.call('auth.loginShop', { username: a.email, password: a.password });
    const hash = sha256Hex(s.cookies.get('sid') ?? '');
    const old = new Date(Date.now() - 2 * 3600 * 1000).toISOString();
    await t.db.updateTable('sessions').set({ last_seen_at: old }).where('token_hash', '=', hash).execute();
    await s.call('auth.checkLogin');
    const seen = (
      await t.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hash).executeTakeFirstOrThrow()
    ).last_seen_at;
    expect(seen > old).toBe(true);
    await s.call('auth.checkLogin');
    const again = (
      await t.db.selectFrom('sessions').select('last_seen_at').where('token_hash', '=', hash).executeTakeFirstOrThrow()
    ).last_seen_at;
    expect(again).toBe(seen);
  });

  it('a batch can log in and then check the login in one request', async () => {
    const a = await account();
    const answers = await t.shopper().batch([
      {
        action: 'call',
        method: 'auth.loginShop',
        params: { username: a.email, password: a.password },
        meta: { id: 1 },
      },
      { action: 'call', method: 'auth.checkLogin', params: {}, meta: { id: 2, bind: 1 } },
    ]);
    expect(answers.map((x) => x.status)).toEqual(['ok', 'ok']);
  });

  it('a batch that logs out beside calls that need the login: each call sees one session, none fails', async () => {
    const a = await account();
    const s = t.shopper({ country: 'BA', ip: '10.0.0.1' });
    await s.call('auth.loginShop', { username: a.email, password: a.password });
    const answers = await s.batch([
      { action: 'call', method: 'shopUsers.f.exportData', params: {}, meta: { id: 1 } },
      { action: 'call', method: 'auth.checkLogin', params: {}, meta: { id: 2 } },
      { action: 'call', method: 'auth.logout', params: {}, meta: { id: 3 } },
      { action: 'call', method: 'shopUsers.f.exportData', params: {}, meta: { id: 4 } },
    ]);
    expect(answers.map((x) => [x.status, x.status === 'ok' ? 'data' : x.data])).toEqual([
      ['ok', 'data'],
      ['ok', 'data'],
      ['ok', 'data'],
      ['error', 'UNAUTHORIZED'],
    ]);
    expect((await s.call('auth.checkLogin')).data).toBe('UNAUTHORIZED');
  });

  it('refuses malformed params with VALIDATION_ERROR', async () => {
    expect(await t.shopper().call('auth.loginShop', { username: '', password: 'x' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await t.shopper().callRaw('auth.loginShop', { username: 'a@b.hr' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
  });
});
