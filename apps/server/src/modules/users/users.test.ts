// shopUsers.f.add / edit / changePassword on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper, newAccount, signUp } from './testing.ts';

describe.each(testDbKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  let ipSeq = 0;
  const shopper = (country: 'BA' | 'RS' | 'HR' | 'ME' = 'BA') =>
    t.shopper({ country, ip: `10.7.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}` });
  const add = (params: Record<string, unknown>, country: 'BA' | 'RS' | 'HR' | 'ME' = 'BA') =>
    shopper(country).callRaw('shopUsers.f.add', params);

  describe('shopUsers.f.add', () => {
    it('signs up with e-mail, password, phone and optional names; stores the phone in E.164 and an argon2id hash', async () => {
      const answer = await add({
        Username: 'Ana.Kovac@Example.com',
        Email: 'Ana.Kovac@Example.com',
        Password: 'lozinka-123',
        PhoneNumber: '061 234 567',
        FirstName: 'Ana',
        LastName: 'Kovač',
      });
      expect(answer).toMatchObject({
        status: 'ok',
        data: {
          FirstName: 'Ana',
          LastName: 'Kovač',
          Username: 'Ana.Kovac@Example.com',
          Email: 'Ana.Kovac@Example.com',
          PhoneNumber: '+38761234567',
        },
      });
      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email_key', '=', 'ana.kovac@example.com')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Sign-up does not log in: the client logs in with the same credentials (docs/product.md §4).
      expect(
        await shopper().call('auth.loginShop', { username: 'ana.kovac@example.com', password: 'lozinka-123' }),
      ).toMatchObject({ status: 'ok' });
    });

    it('accepts Username alone (checkout) and reads local numbers in the request country', async () => {
      const rs = await add({ Username: 'marko@example.rs', Password: 'lozinka-123', PhoneNumber: '060 1234567' }, 'RS');
      expect(rs).toMatchObject({ status: 'ok', data: { PhoneNumber: '+381601234567', FirstName: '', LastName: '' } });
      const hr = await add({ Email: 'iva@example.hr', Password: 'lozinka-123', PhoneNumber: '+385 91 234 5678' }, 'BA');
      // Stored in E.164, shown grouped as the country writes it.
      expect(hr).toMatchObject({
        status: 'ok',
        data: { PhoneNumber: '+385912345678', PhoneDisplay: '+385 91 234 5678' },
      });
      const me = await add({ Email: 'jovan@example.me', Password: 'lozinka-123', PhoneNumber: '067-123-456' }, 'ME');
      expect(me).toMatchObject({ status: 'ok', data: { PhoneNumber: '+38267123456' } });
    });

    it('answers USERNAME_EXISTS for a taken e-mail (any case) and PHONE_EXISTS for a taken phone in any spelling', async () => {
      const a = newAccount();
      await signUp(shopper(), a);
      expect(
        await add({
          Username: a.email.toUpperCase(),
          Email: a.email.toUpperCase(),
          Password: 'lozinka-123',
          PhoneNumber: '062 111 222',
        }),
      ).toMatchObject({ status: 'error', data: 'USERNAME_EXISTS' });
      const local = '0' + a.phone.replace(/\D/g, '').slice(3);
      expect(
        await add({
          Username: 'other@example.com',
          Email: 'other@example.com',
          Password: 'lozinka-123',
          PhoneNumber: local,
        }),
      ).toMatchObject({ status: 'error', data: 'PHONE_EXISTS' });
      expect(
        await add({
          Username: 'other@example.com',
          Password: 'lozinka-123',
          PhoneNumber: a.phone.replace(/\s/g, '').slice(1),
        }),
      ).toMatchObject({ status: 'error', data: 'PHONE_EXISTS' });
    });

    it('QA #2: an HR mobile typed with its trunk 0 after the "+385 " prefill signs up as the E.164 login finds', async () => {
      const account = { email: 'luka.trunk@example.hr', password: 'lozinka-123' };
      const created = await add(
        { Username: account.email, Email: account.email, Password: account.password, PhoneNumber: '+385 091 765 4321' },
        'HR',
      );
      expect(created).toMatchObject({ status: 'ok', data: { PhoneNumber: '+385917654321' } });
      for (const username of ['091 765 4321', '+385 91 765 4321', '+385 091 765 4321']) {
        const login = await shopper('HR').call('auth.loginShop', { username, password: account.password });
        expect(login, username).toMatchObject({
          status: 'ok',
          data: { Email: account.email, PhoneNumber: '+385917654321' },
        });
      }
      // The same number typed the other way (no trunk 0; or a dial code without +) is taken.
      for (const [PhoneNumber, country] of [
        ['+385 91 765 4321', 'HR'],
        ['385 091 765 4321', 'BA'],
        ['+385-91-765-4321', 'RS'],
      ] as const) {
        expect(
          await add({ Username: 'luka.other@example.hr', Password: 'lozinka-123', PhoneNumber }, country),
          PhoneNumber,
        ).toMatchObject({ status: 'error', data: 'PHONE_EXISTS' });
      }
    });

    it('QA #2: an RS mobile with its trunk 0 after "+381 " signs up; a foreign or short number is refused with phoneFormat', async () => {
      expect(
        await add(
          { Username: 'mina.trunk@example.rs', Password: 'lozinka-123', PhoneNumber: '+381 064 765 4321' },
          'RS',
        ),
      ).toMatchObject({ status: 'ok', data: { PhoneNumber: '+381647654321' } });
      expect(
        await shopper('RS').call('auth.loginShop', { username: '064 765 4321', password: 'lozinka-123' }),
      ).toMatchObject({ status: 'ok', data: { Email: 'mina.trunk@example.rs' } });
      expect(
        await add(
          { Username: 'mina.other@example.rs', Password: 'lozinka-123', PhoneNumber: '+381 64 765 4321' },
          'RS',
        ),
      ).toMatchObject({ status: 'error', data: 'PHONE_EXISTS' });
      // QA #14: the prefill deleted, "912345678" typed — the picker shows "+912 345 678" (India).
      for (const PhoneNumber of ['+912 345 678', '+385 123 456', '+386 40 123 456'])
        expect(
          await add({ Username: 'mina.bad@example.rs', Password: 'lozinka-123', PhoneNumber }, 'HR'),
          PhoneNumber,
        ).toMatchObject({
          status: 'error',
          data: 'VALIDATION_ERROR',
          details: [{ path: ['PhoneNumber'], message: 'phoneFormat' }],
        });
    });

    it('answers PASSWORD_SHORT outside 8–64 characters', async () => {
      for (const Password of ['1234567', 'x'.repeat(65), '']) {
        expect(await add({ Username: 'pw@example.com', Password, PhoneNumber: '063 555 666' })).toMatchObject({
          status: 'error',
          data: 'PASSWORD_SHORT',
        });
      }
    });

    it('answers VALIDATION_ERROR with the rule key for a bad e-mail or phone', async () => {
      const bad = await add({ Username: 'not-an-email', Password: 'lozinka-123', PhoneNumber: '061 234 567' });
      expect(bad).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
        details: [{ path: ['Username'], message: 'emailFormat' }],
      });
      expect(await add({ Password: 'lozinka-123', PhoneNumber: '061 234 567' })).toMatchObject({
        data: 'VALIDATION_ERROR',
        details: [{ message: 'emailRequired' }],
      });
      expect(await add({ Username: 'p1@example.com', Password: 'lozinka-123', PhoneNumber: '' })).toMatchObject({
        data: 'VALIDATION_ERROR',
        details: [{ path: ['PhoneNumber'], message: 'phoneRequired' }],
      });
      expect(await add({ Username: 'p2@example.com', Password: 'lozinka-123', PhoneNumber: '12' })).toMatchObject({
        data: 'VALIDATION_ERROR',
        details: [{ message: 'phoneFormat' }],
      });
      expect(
        await add({ Username: 'p3@example.com', Password: 'lozinka-123', PhoneNumber: '+49 151 1234 5678' }),
      ).toMatchObject({ data: 'VALIDATION_ERROR' });
      expect(
        await add({
          Username: 'p4@example.com',
          Email: 'p5@example.com',
          Password: 'lozinka-123',
          PhoneNumber: '061 234 999',
        }),
      ).toMatchObject({ data: 'VALIDATION_ERROR' });
    });
  });

  describe('shopUsers.f.edit', () => {
    it('needs a login', async () => {
      expect(await shopper().call('shopUsers.f.edit', { FirstName: 'X' })).toMatchObject({
        status: 'error',
        data: 'UNAUTHORIZED',
      });
    });

    it('changes only the fields sent and answers the new UserInfo', async () => {
      const { shopper: s, account } = await loggedInShopper(t, { ip: '10.6.0.1' });
      expect(await s.call('shopUsers.f.edit', { FirstName: 'Ivana' })).toMatchObject({
        status: 'ok',
        data: { FirstName: 'Ivana', LastName: '', Email: account.email },
      });
      expect(await s.call('shopUsers.f.edit', { LastName: 'Horvat' })).toMatchObject({
        data: { FirstName: 'Ivana', LastName: 'Horvat' },
      });
      const answer = await s.call('shopUsers.f.edit', {
        Username: 'ivana.new@example.com',
        Email: 'ivana.new@example.com',
        PhoneNumber: '066 777 888',
        CurrentPassword: account.password,
      });
      expect(answer).toMatchObject({
        status: 'ok',
        data: {
          Username: 'ivana.new@example.com',
          PhoneNumber: '+38766777888',
          FirstName: 'Ivana',
          LastName: 'Horvat',
        },
      });
      expect(await s.call('auth.checkLogin')).toMatchObject({ data: { Email: 'ivana.new@example.com' } });
      expect(
        await shopper().call('auth.loginShop', { username: 'ivana.new@example.com', password: account.password }),
      ).toMatchObject({ status: 'ok' });
      // Keeping one's own e-mail or phone is not a conflict.
      expect(
        await s.call('shopUsers.f.edit', { Username: 'IVANA.NEW@example.com', PhoneNumber: '+387 66 777 888' }),
      ).toMatchObject({ status: 'ok' });
    });

    it('refuses an e-mail or phone another account has', async () => {
      const other = newAccount();
      await signUp(shopper(), other);
      const { shopper: s, account } = await loggedInShopper(t, { ip: '10.6.0.2' });
      const CurrentPassword = account.password;
      expect(await s.call('shopUsers.f.edit', { Username: other.email.toUpperCase(), CurrentPassword })).toMatchObject({
        status: 'error',
        data: 'EMAIL_EXISTS',
      });
      expect(await s.call('shopUsers.f.edit', { PhoneNumber: other.phone, CurrentPassword })).toMatchObject({
        status: 'error',
        data: 'PHONE_EXISTS',
      });
      expect(await s.call('shopUsers.f.edit', { PhoneNumber: 'abc' })).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    });

    it('a new e-mail or phone needs the current password: a stolen session alone cannot change them or probe addresses', async () => {
      const other = newAccount();
      await signUp(shopper(), other);
      const { shopper: s, account } = await loggedInShopper(t, { ip: '10.6.0.5' });
      for (const change of [
        { Username: 'taken.over@example.com', Email: 'taken.over@example.com' },
        { PhoneNumber: '066 555 444' },
        { Username: other.email },
      ]) {
        expect(await s.call('shopUsers.f.edit', change)).toMatchObject({
          status: 'error',
          data: 'CURRENT_PASSWORD_REQUIRED',
        });
        expect(await s.call('shopUsers.f.edit', { ...change, CurrentPassword: 'not-the-password' })).toMatchObject({
          status: 'error',
          data: 'INVALID_CREDENTIALS',
        });
      }
      expect(await s.call('auth.checkLogin')).toMatchObject({ data: { Email: account.email } });
      // Names change without it.
      expect(await s.call('shopUsers.f.edit', { FirstName: 'Jana', Username: account.email })).toMatchObject({
        status: 'ok',
        data: { FirstName: 'Jana' },
      });
    });

    it('with the password: the other sessions end, this one stays, and the old address is told', async () => {
      const { shopper: s, account } = await loggedInShopper(t, { ip: '10.6.0.6' });
      const elsewhere = shopper();
      await elsewhere.call('auth.loginShop', { username: account.email, password: account.password });
      expect(await elsewhere.call('auth.checkLogin')).toMatchObject({ status: 'ok' });
      const answer = await s.call('shopUsers.f.edit', {
        Username: 'moved.on@example.com',
        Email: 'moved.on@example.com',
        CurrentPassword: account.password,
      });
      expect(answer).toMatchObject({ status: 'ok', data: { Email: 'moved.on@example.com' } });
      expect(await s.call('auth.checkLogin')).toMatchObject({ status: 'ok' });
      expect(await elsewhere.call('auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
      const notice = await t.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', account.email)
        .where('channel', '=', 'email')
        .execute();
      expect(notice.map((m) => JSON.parse(m.payload) as { text: string }).some((p) => p.text.includes('email'))).toBe(
        true,
      );
    });

    it('one user cannot edit another: an id in the params is ignored, the session decides', async () => {
      const victim = await loggedInShopper(t, { ip: '10.6.0.3' });
      const attacker = await loggedInShopper(t, { ip: '10.6.0.4' });
      const victimRow = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email_key', '=', victim.account.email.toLowerCase())
        .executeTakeFirstOrThrow();
      const answer = await attacker.shopper.callRaw('shopUsers.f.edit', {
        ID: victimRow.id,
        id: victimRow.id,
        userId: victimRow.id,
        FirstName: 'Hacked',
      });
      expect(answer).toMatchObject({ status: 'ok', data: { Email: attacker.account.email, FirstName: 'Hacked' } });
      expect(await victim.shopper.call('auth.checkLogin')).toMatchObject({
        data: { FirstName: '', Email: victim.account.email },
      });
      const after = await t.db.selectFrom('users').selectAll().where('id', '=', victimRow.id).executeTakeFirstOrThrow();
      expect(after).toEqual(victimRow);
    });
  });

  describe('shopUsers.f.changePassword', () => {
    it('needs a login', async () => {
      expect(await shopper().call('shopUsers.f.changePassword', { oldPassword: 'a', newPassword: 'b' })).toMatchObject({
        data: 'UNAUTHORIZED',
      });
    });

    it('needs the old password; ends the other sessions and keeps this one', async () => {
      const { shopper: s, account } = await loggedInShopper(t, { ip: '10.6.0.5' });
      const elsewhere = shopper();
      await elsewhere.call('auth.loginShop', { username: account.email, password: account.password });
      expect(
        await s.call('shopUsers.f.changePassword', { oldPassword: 'wrong-password', newPassword: 'nova-lozinka-1' }),
      ).toMatchObject({ data: 'INVALID_CREDENTIALS' });
      expect(
        await s.call('shopUsers.f.changePassword', { oldPassword: account.password, newPassword: 'short' }),
      ).toMatchObject({ data: 'PASSWORD_SHORT' });
      expect(
        await s.call('shopUsers.f.changePassword', { oldPassword: account.password, newPassword: 'nova-lozinka-1' }),
      ).toMatchObject({ status: 'ok' });
      expect(await s.call('auth.checkLogin')).toMatchObject({ status: 'ok' });
      expect(await elsewhere.call('auth.checkLogin')).toMatchObject({ data: 'UNAUTHORIZED' });
      expect(
        await shopper().call('auth.loginShop', { username: account.email, password: account.password }),
      ).toMatchObject({ data: 'INVALID_CREDENTIALS' });
      expect(
        await shopper().call('auth.loginShop', { username: account.email, password: 'nova-lozinka-1' }),
      ).toMatchObject({ status: 'ok' });
    });
  });
});
