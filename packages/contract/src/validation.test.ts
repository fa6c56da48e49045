import { describe, expect, it } from 'vitest';
import { checkEmail, checkPassword, checkPhone, checkUsername, isPhoneEmpty } from './validation.ts';

describe('account rules (spec §5)', () => {
  it('e-mail: required, standard format, at most 64 characters', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('   ')).toBe('emailRequired');
    for (const bad of ['ana', 'ana@', 'ana@example', 'a na@example.com', 'ana@@example.com', `${'a'.repeat(60)}@ex.com`]) expect(checkEmail(bad), bad).toBe('emailFormat');
    for (const ok of ['ana@example.com', 'Ana.Kovac+shop@mail.example.ba', ' ana@example.hr ']) expect(checkEmail(ok), ok).toBeNull();
  });

  it('password: 8 to 64 characters', () => {
    expect(checkPassword('1234567')).toBe('passwordRule');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(64))).toBeNull();
    expect(checkPassword('x'.repeat(65))).toBe('passwordRule');
  });

  it('phone: required (a bare dial code is empty), the Balkan pattern, at most 15 digits', () => {
    expect(checkPhone('')).toBe('phoneRequired');
    expect(checkPhone('+387')).toBe('phoneRequired');
    expect(checkPhone('+387 ')).toBe('phoneRequired');
    for (const ok of ['061 234 567', '+387 61 234 567', '+38761234567', '387-61-234-567', '060 123 4567', '+385 91 234 5678', '+382 67 123 456', '+387 612 345 67'])
      expect(checkPhone(ok), ok).toBeNull();
    for (const bad of ['12', 'abc', '+49 151 12345678', '061 23', '+387 61 234 567 890'])
      expect(checkPhone(bad), bad).toBe('phoneFormat');
    expect(isPhoneEmpty('+385')).toBe(true);
    expect(isPhoneEmpty('385')).toBe(false);
  });

  it('username: 8 to 64 characters, or a phone number', () => {
    expect(checkUsername('')).toBe('usernameRule');
    expect(checkUsername('a@b.hr')).toBe('usernameRule');
    expect(checkUsername('ana@example.com')).toBeNull();
    expect(checkUsername('61234567')).toBeNull();
    expect(checkUsername('x'.repeat(65))).toBe('usernameRule');
  });
});
