// The attempt limits of docs/architecture.md §5, checked before any hashing, stored in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { newAccount, signUp } from '../users/testing.ts';
import { hashingStats } from './password.ts';
import { addressGroup, AUTH_LIMITS } from '../../platform/rate-limit.ts';
import { pruneNow } from './housekeeping.ts';

describe.each(testDbKinds)('attempt limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('refuses the 11th wrong password in a row for an account with RATE_LIMITED, without hashing', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.1.0.1' }), a);
    // Spread over several IPs: the per-account limit holds whoever guesses.
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max; i++) {
      const answer = await t
        .shopper({ ip: `10.1.1.${i}` })
        .call('auth.loginShop', { username: a.email, password: `wrong-password-${i}` });
      expect(answer).toMatchObject({ status: 'error', data: 'INVALID_CREDENTIALS' });
    }
    const before = { ...hashingStats };
    // The right password does not help once the account is locked for the window.
    const eleventh = await t
      .shopper({ ip: '10.1.2.1' })
      .call('auth.loginShop', { username: a.email, password: a.password });
    expect(eleventh).toMatchObject({ status: 'error', data: 'RATE_LIMITED' });
    expect(hashingStats).toEqual(before);
    // By phone it is the same account, so the same lock.
    expect(
      await t
        .shopper({ country: 'BA', ip: '10.1.2.2' })
        .call('auth.loginShop', { username: a.phone, password: a.password }),
    ).toMatchObject({ status: 'error', data: 'RATE_LIMITED' });
    // When the 15-minute window has passed, the right password works again.
    await t.db
      .updateTable('rate_limits')
      .set({ window_start: new Date(Date.now() - 16 * 60_000).toISOString() })
      .execute();
    expect(
      await t.shopper({ ip: '10.1.2.3' }).call('auth.loginShop', { username: a.email, password: a.password }),
    ).toMatchObject({ status: 'ok' });
  });

  it('a successful login ends the run: 9 failures, a success, 9 failures still let the right password in', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.2.0.1' }), a);
    const s = t.shopper({ ip: '10.2.0.2' });
    for (const round of [0, 1]) {
      for (let i = 0; i < 9; i++)
        await s.call('auth.loginShop', { username: a.email, password: `wrong-${round}-${i}-xx` });
      expect(await s.call('auth.loginShop', { username: a.email, password: a.password })).toMatchObject({
        status: 'ok',
      });
    }
  });

  it('limits unknown identifiers the same way (no hint that the account does not exist)', async () => {
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max; i++) {
      await t
        .shopper({ ip: `10.3.0.${i}` })
        .call('auth.loginShop', { username: 'ghost@example.com', password: 'whatever-123' });
    }
    expect(
      await t
        .shopper({ ip: '10.3.1.1' })
        .call('auth.loginShop', { username: 'ghost@example.com', password: 'whatever-123' }),
    ).toMatchObject({ status: 'error', data: 'RATE_LIMITED' });
  });

  it('refuses an IP after 100 failed logins in 15 minutes, whatever accounts it tries', async () => {
    const ip = '10.4.0.1';
    // Counters are rows: pre-load 99 failures instead of spending 99 argon2 runs.
    await t.db
      .insertInto('rate_limits')
      .values({ key: `login:ip:${ip}`, count: AUTH_LIMITS.loginIp.max - 1, window_start: new Date().toISOString() })
      .execute();
    const s = t.shopper({ ip });
    expect(await s.call('auth.loginShop', { username: 'one@example.com', password: 'whatever-123' })).toMatchObject({
      data: 'INVALID_CREDENTIALS',
    });
    const before = hashingStats.verifications;
    expect(await s.call('auth.loginShop', { username: 'two@example.com', password: 'whatever-123' })).toMatchObject({
      data: 'RATE_LIMITED',
    });
    expect(hashingStats.verifications).toBe(before);
    // Another IP is not affected.
    expect(
      await t
        .shopper({ ip: '10.4.0.2' })
        .call('auth.loginShop', { username: 'two@example.com', password: 'whatever-123' }),
    ).toMatchObject({ data: 'INVALID_CREDENTIALS' });
  });

  it('counts concurrent guesses exactly: 20 at once never get more than 10 hashed', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.5.0.1' }), a);
    const before = hashingStats.verifications;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.shopper({ ip: `10.5.1.${i}` }).call('auth.loginShop', { username: a.email, password: `nope-nope-${i}` }),
      ),
    );
    expect(answers.filter((x) => x.data === 'RATE_LIMITED')).toHaveLength(10);
    expect(hashingStats.verifications - before).toBe(10);
  });

  it('200 parallel wrong logins from one IP reach the hash no more often than the IP has left', async () => {
    const ip = '10.7.0.1';
    const left = 10;
    await t.db
      .insertInto('rate_limits')
      .values({ key: `login:ip:${ip}`, count: AUTH_LIMITS.loginIp.max - left, window_start: new Date().toISOString() })
      .execute();
    const before = hashingStats.verifications;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.shopper({ ip }).call('auth.loginShop', { username: `stranger-${i}@example.com`, password: 'guess-guess-1' }),
      ),
    );
    expect(hashingStats.verifications - before).toBeLessThanOrEqual(left);
    expect(answers.filter((x) => x.data === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(left);
    expect(answers.filter((x) => x.data === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(200 - left);
  });

  it('a right password hands its reserved IP slot back: only failures count against the address', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.8.0.1' }), a);
    const s = t.shopper({ ip: '10.8.0.2' });
    for (let i = 0; i < 3; i++)
      expect(await s.call('auth.loginShop', { username: a.email, password: a.password })).toMatchObject({
        status: 'ok',
      });
    const row = await t.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'login:ip:10.8.0.2')
      .executeTakeFirst();
    expect(Number(row?.count ?? 0)).toBe(0);
  });

  it('a stranger cannot lock the owner out: the owner’s known address keeps its own budget', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.9.0.9' }), a);
    const owner = t.shopper({ ip: '10.9.0.1' });
    expect(await owner.call('auth.loginShop', { username: a.email, password: a.password })).toMatchObject({
      status: 'ok',
    });
    await owner.call('auth.logout');
    for (let i = 0; i <= AUTH_LIMITS.loginAccount.max; i++) {
      await t
        .shopper({ ip: `10.9.1.${i}` })
        .call('auth.loginShop', { username: a.email, password: `stranger-guess-${i}` });
    }
    // From anywhere else the account is locked for the window, even with the right password…
    expect(
      await t.shopper({ ip: '10.9.2.1' }).call('auth.loginShop', { username: a.email, password: a.password }),
    ).toMatchObject({ data: 'RATE_LIMITED' });
    // …but the owner, from the address they logged in from before, gets in.
    expect(await owner.call('auth.loginShop', { username: a.email, password: a.password })).toMatchObject({
      status: 'ok',
    });
    await owner.call('auth.logout');
    // That address is limited too, on its own count.
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max; i++) {
      expect(await owner.call('auth.loginShop', { username: a.email, password: `owner-typo-${i}` })).toMatchObject({
        data: 'INVALID_CREDENTIALS',
      });
    }
    expect(await owner.call('auth.loginShop', { username: a.email, password: a.password })).toMatchObject({
      data: 'RATE_LIMITED',
    });
  });

  it('a known address is kept as a 16-bit group that names no address, and goes with the account', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.7.0.9' }), a);
    const ip = '203.0.113.77';
    const owner = t.shopper({ ip });
    expect(await owner.call('auth.loginShop', { username: a.email, password: a.password })).toMatchObject({
      status: 'ok',
    });
    await t.shopper({ ip }).call('auth.loginShop', { username: a.email, password: 'a-typo-of-the-owner' });
    const userId = (await t.db.selectFrom('users').select('id').where('email', '=', a.email).executeTakeFirstOrThrow())
      .id;
    const keys = (
      await t.db.selectFrom('rate_limits').select('key').where('key', 'like', `%:${userId}:%`).execute()
    ).map((r) => r.key);
    expect(keys.sort()).toEqual(
      [`known:${userId}:${addressGroup(userId, ip)}`, `login:user:${userId}:at:${addressGroup(userId, ip)}`].sort(),
    );
    const { sha256Hex } = await import('../../platform/tokens.ts');
    expect(keys.join(' ')).not.toContain(sha256Hex(ip).slice(0, 8));
    // Trying addresses finds many that fit the group, not the one: 2^17 addresses give about two.
    const group = addressGroup(userId, ip);
    let fits = 0;
    for (let i = 0; i < 2 ** 17; i++)
      if (addressGroup(userId, `198.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`) === group) fits++;
    expect(fits).toBeGreaterThan(0);
    // Deleting the account deletes its marks and budgets.
    expect(await owner.call('shopUsers.f.delete', { password: a.password })).toMatchObject({ status: 'ok' });
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', 'like', `%:${userId}:%`).execute()).toEqual(
      [],
    );
  });

  it('housekeeping deletes ended sessions, old codes and day-old counters, and nothing live', async () => {
    const a = newAccount();
    await signUp(t.shopper({ country: 'BA', ip: '10.6.9.1' }), a);
    const live = t.shopper({ ip: '10.6.9.2' });
    await live.call('auth.loginShop', { username: a.email, password: a.password });
    const old = t.shopper({ ip: '10.6.9.3' });
    await old.call('auth.loginShop', { username: a.email, password: a.password });
    const day = 24 * 3600 * 1000;
    const { sha256Hex } = await import('../../platform/tokens.ts');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * day).toISOString() })
      .where('token_hash', '=', sha256Hex(old.cookies.get('sid') ?? ''))
      .execute();
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'login:ip:old', count: 3, window_start: new Date(Date.now() - 2 * day).toISOString() })
      .execute();
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'login:ip:fresh', count: 3, window_start: new Date().toISOString() })
      .execute();
    await pruneNow(t.db);
    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('login:ip:fresh');
    expect(keys).not.toContain('login:ip:old');
    expect(await live.call('auth.checkLogin')).toMatchObject({ status: 'ok' });
    const tokens = (await t.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash);
    expect(tokens).not.toContain(sha256Hex(old.cookies.get('sid') ?? ''));
  });
});

describe.each(testDbKinds)('the client address behind a proxy on %s', (kind) => {
  for (const trust of ['1', '127.0.0.1']) {
    it(`TRUST_PROXY=${trust}: a spoofed X-Forwarded-For does not move the per-IP login limit`, async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: trust });
      try {
        // The proxy appends the real client (10.20.0.1); the client wrote its own fake entries before it.
        const login = (spoof: string) =>
          t.app.inject({
            method: 'POST',
            url: '/_rpc',
            remoteAddress: '127.0.0.1',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `${spoof}, 10.20.0.1` },
            payload: JSON.stringify({
              action: 'call',
              method: 'auth.loginShop',
              params: { username: 'nobody@example.com', password: 'wrong-guess-1' },
            }),
          });
        await t.db
          .insertInto('rate_limits')
          .values({ key: 'login:ip:10.20.0.1', count: AUTH_LIMITS.loginIp.max, window_start: new Date().toISOString() })
          .execute();
        for (const spoof of ['1.2.3.4', '5.6.7.8', '9.9.9.9'])
          expect((await login(spoof)).json()).toMatchObject({ data: 'RATE_LIMITED' });
      } finally {
        await t.close();
      }
    });
  }
});
