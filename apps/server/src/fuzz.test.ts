// Bounded fuzzing of every entry point with hostile input — NUL bytes, lone surrogates, ids past the
// database's integer range, deep nesting, wrong types — on SQLite and on PostgreSQL: whatever comes
// in, the answer is never a 5xx and never SERVER_ERROR, and the shop still answers afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from './testing.ts';
import { shopMethods } from './modules/methods.ts';
import { newAccount, signUp } from './modules/users/testing.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';
import { deskMethods } from './desk/index.ts';
import { enrolledStaff } from './desk/testing.ts';
import { DESK_ALONE_METHODS, type DeskMethod } from '@zdravo/contract/desk';

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x / 0x7fffffff;
  };
}

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '',
  ' ',
  '9'.repeat(40),
  '<script>',
  '${x}',
  "' OR 1=1 --",
  'ščćžđ'.repeat(100),
  '\u202E',
];
const NASTY_NUMBERS = [0, -1, 2_147_483_648, 9_007_199_254_740_991, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2];
const deep = (n: number): unknown => (n === 0 ? 1 : [deep(n - 1)]);

function value(random: () => number, depth = 0): unknown {
  const r = random();
  if (depth > 3 || r < 0.3) return NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)];
  if (r < 0.55) return NASTY_NUMBERS[Math.floor(random() * NASTY_NUMBERS.length)];
  if (r < 0.6) return random() < 0.5 ? null : true;
  if (r < 0.75) return Array.from({ length: Math.floor(random() * 4) }, () => value(random, depth + 1));
  const keys = [
    'ID',
    'OfferID',
    'Slog',
    'username',
    'password',
    'Articles',
    'Quantity',
    'FirstName',
    'LastName',
    'PhoneNumber',
    'Email',
    'Username',
    'LeadID',
    'Rating',
    'Review',
    'filters',
    'orders',
    'Token',
    // The desk's params.
    'id',
    'orderId',
    'q',
    'email',
    'role',
    'country',
    'code',
    'token',
    'name',
    'outcome',
    'address',
    'street',
    'postalCode',
    'place',
    'callBackAt',
    'reason',
    'duplicateOf',
    'lines',
    'offerId',
    'quantity',
    'phone',
    'note',
    'staffId',
    'from',
    'to',
    'beforeId',
  ];
  return Object.fromEntries(
    Array.from({ length: 1 + Math.floor(random() * 4) }, () => [
      keys[Math.floor(random() * keys.length)]!,
      value(random, depth + 1),
    ]),
  );
}

const CRM_ROUTES = [
  '/api/deals/getShippmentStatus',
  '/api/leads/addSubscriber',
  '/api/leads/clubJoin',
  '/api/leads/add',
  '/api/leads/withdraw',
];

describe.each(testDbKinds)('fuzzing (%s)', (kind) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { CRM_TOKEN: 'fuzz-token-0123456789' });
    const shopper = t.shopper({ country: 'BA' });
    const account = newAccount();
    await signUp(shopper, account);
    await shopper.call('auth.loginShop', { username: account.email, password: account.password });
    cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(() => t.close());

  it('no call to any method, logged in or not, answers a 5xx or SERVER_ERROR', async () => {
    const random = rng(kind === 'sqlite' ? 7 : 11);
    const methods = Object.keys(shopMethods()).filter((m) => m !== 'auth.logout');
    const bad: string[] = [];
    for (let i = 0; i < 400; i++) {
      const method = methods[i % methods.length]!;
      const params = i % 17 === 0 ? { Slog: deep(200) } : value(random);
      const body = {
        action: 'call',
        method,
        params: typeof params === 'object' && params !== null && !Array.isArray(params) ? params : { ID: params },
        meta: { id: i },
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/_rpc',
        headers: { 'content-type': 'application/json', [COUNTRY_HEADER]: 'HR', ...(i % 2 ? { cookie } : {}) },
        payload: JSON.stringify(body),
      });
      const answer = res.json() as { data?: unknown };
      if (res.statusCode >= 500 || answer.data === 'SERVER_ERROR')
        bad.push(
          `${method} ${JSON.stringify(body.params).slice(0, 120)} → ${res.statusCode} ${JSON.stringify(answer).slice(0, 80)}`,
        );
    }
    expect(bad).toEqual([]);
  });

  it('no call to any desk method, as a manager or without a session, answers a 5xx or SERVER_ERROR', async () => {
    const manager = await enrolledStaff(t, 'manager');
    const deskCookie = [...manager.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const random = rng(kind === 'sqlite' ? 13 : 17);
    const methods = Object.keys(deskMethods()).filter((m) => m !== 'desk.auth.signOut');
    const bad: string[] = [];
    for (let i = 0; i < 400; i++) {
      const method = methods[i % methods.length]!;
      const params = i % 19 === 0 ? { q: deep(200) } : value(random);
      const body = {
        action: 'call',
        method,
        params: typeof params === 'object' && params !== null && !Array.isArray(params) ? params : { id: params },
        meta: { id: i },
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/desk/_rpc',
        headers: { 'content-type': 'application/json', ...(i % 3 ? { cookie: deskCookie } : {}) },
        payload: JSON.stringify(body),
      });
      const answer = res.json() as { data?: unknown };
      if (res.statusCode >= 500 || answer.data === 'SERVER_ERROR')
        bad.push(
          `${method} ${JSON.stringify(body.params).slice(0, 120)} → ${res.statusCode} ${JSON.stringify(answer).slice(0, 80)}`,
        );
    }
    expect(bad).toEqual([]);
    // The manager is still signed in: nothing the fuzz sent ended the session or broke the desk.
    expect((await manager.browser.call('desk.auth.me')).status).toBe('ok');
  });

  it('no body on the CRM routes answers a 5xx', async () => {
    const random = rng(kind === 'sqlite' ? 3 : 5);
    const bad: string[] = [];
    for (let i = 0; i < 150; i++) {
      const url = CRM_ROUTES[i % CRM_ROUTES.length]!;
      const payload = i % 13 === 0 ? `${'['.repeat(5_000)}${']'.repeat(5_000)}` : JSON.stringify(value(random));
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: 'Bearer fuzz-token-0123456789' },
        payload,
      });
      if (res.statusCode >= 500) bad.push(`${url} ${payload.slice(0, 100)} → ${res.statusCode}`);
    }
    expect(bad).toEqual([]);
  });

  it('batches that log out beside calls needing the login never answer SERVER_ERROR', async () => {
    const random = rng(kind === 'sqlite' ? 13 : 17);
    const needLogin = Object.entries(shopMethods())
      .filter(([, def]) => def.auth === true)
      .map(([name]) => name);
    const shopper = t.shopper({ country: 'BA', ip: '10.9.0.1' });
    const account = newAccount();
    await signUp(shopper, account);
    const bad: string[] = [];
    for (let round = 0; round < 25; round++) {
      expect(
        await shopper.call('auth.loginShop', { username: account.email, password: account.password }),
      ).toMatchObject({ status: 'ok' });
      const size = 2 + Math.floor(random() * 5);
      const logoutAt = Math.floor(random() * size);
      const calls = Array.from({ length: size }, (_, i) => {
        if (i === logoutAt) return { action: 'call', method: 'auth.logout', params: {}, meta: { id: i } };
        const method = random() < 0.4 ? 'shopUsers.f.exportData' : needLogin[Math.floor(random() * needLogin.length)]!;
        const params = random() < 0.5 ? {} : value(random);
        return {
          action: 'call',
          method,
          params: typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {},
          meta: { id: i },
        };
      });
      const answers = await shopper.batch(calls);
      answers.forEach((answer, i) => {
        if (answer.data === 'SERVER_ERROR') bad.push(`${calls.map((c) => c.method).join(', ')} → #${i} SERVER_ERROR`);
        // After the logout nothing acts for the account any more.
        if (i > logoutAt && answer.status === 'ok' && calls[i]!.method === 'shopUsers.f.exportData')
          bad.push(`${calls.map((c) => c.method).join(', ')} → #${i} answered after the logout`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('desk batches mixing sign-in, code, recovery or sign-out with other calls are refused whole, with codes, never a 5xx', async () => {
    const random = rng(kind === 'sqlite' ? 29 : 31);
    const manager = await enrolledStaff(t, 'manager');
    const deskCookie = [...manager.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const alone = [...DESK_ALONE_METHODS];
    const others = Object.keys(deskMethods()).filter((m) => !alone.includes(m as DeskMethod));
    const authParams = () =>
      random() < 0.5
        ? {
            email: manager.email,
            password: random() < 0.3 ? manager.password : 'wrong-password',
            code: String(100_000 + Math.floor(random() * 900_000)),
          }
        : value(random);
    const bad: string[] = [];
    for (let round = 0; round < 40; round++) {
      const size = 2 + Math.floor(random() * 5);
      const soleAt = Math.floor(random() * size);
      const calls = Array.from({ length: size }, (_, i) => {
        const method =
          i === soleAt || random() < 0.3
            ? alone[Math.floor(random() * alone.length)]!
            : others[Math.floor(random() * others.length)]!;
        const params = alone.includes(method as DeskMethod) ? authParams() : value(random);
        return {
          action: 'call',
          method,
          params: typeof params === 'object' && params !== null && !Array.isArray(params) ? params : { id: params },
          meta: { id: i },
        };
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/desk/_rpc',
        remoteAddress: '10.77.0.1',
        headers: { 'content-type': 'application/json', ...(round % 2 ? { cookie: deskCookie } : {}) },
        payload: JSON.stringify(calls),
      });
      const label = calls.map((c) => c.method).join(', ');
      if (res.statusCode >= 500) bad.push(`${label} → ${res.statusCode}`);
      const answers = res.json() as Array<{ status: string; data: unknown }>;
      answers.forEach((answer, i) => {
        if (answer.status !== 'error' || typeof answer.data !== 'string' || answer.data === 'SERVER_ERROR')
          bad.push(`${label} → #${i} ${JSON.stringify(answer).slice(0, 80)}`);
      });
    }
    expect(bad).toEqual([]);
    // Nothing of it ran: the manager is still signed in.
    expect((await manager.browser.call('desk.auth.me')).status).toBe('ok');
  });

  it('percent-encoded paths meet the same guards as the paths they route to', async () => {
    const random = rng(kind === 'sqlite' ? 19 : 23);
    const encode = (path: string) =>
      [...path]
        .map((c) =>
          c !== '/' && random() < 0.5
            ? `%${c.charCodeAt(0).toString(16).padStart(2, '0')[random() < 0.5 ? 'toUpperCase' : 'toLowerCase']()}`
            : c,
        )
        .join('');
    const bad: string[] = [];
    for (let i = 0; i < 120; i++) {
      const rpc = i % 2 === 0;
      const url = encode(rpc ? '/_rpc' : CRM_ROUTES[i % CRM_ROUTES.length]!);
      const foreign = i % 3 !== 0;
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer fuzz-token-0123456789',
          [COUNTRY_HEADER]: foreign ? 'HR' : 'ZZ',
          ...(foreign ? { origin: 'https://evil.example' } : {}),
        },
        payload: JSON.stringify(rpc ? { action: 'call', method: 'offers.f.getAll', params: {} } : value(random)),
      });
      const expected = foreign ? [403, 404] : rpc ? [400, 404] : [200, 400, 401, 404, 409, 429];
      if (!expected.includes(res.statusCode))
        bad.push(`${url} ${foreign ? 'foreign origin' : 'country ZZ'} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(bad).toEqual([]);
  });

  it('still answers after all that', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(await t.shopper().call('offers.f.getSlog', { Slog: 'pure-fit' })).toMatchObject({ status: 'ok' });
  });
});
