import { describe, expect, it } from 'vitest';
import type { CountryCode } from './countries.ts';
import {
  checkEmail,
  checkPassword,
  checkPhone,
  checkUsername,
  dropTrunkZero,
  isPhoneEmpty,
  isPhoneFormat,
  toInternational,
} from './validation.ts';

describe('account rules (docs/product.md §5)', () => {
  it('e-mail: required, standard format, at most 64 characters', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('   ')).toBe('emailRequired');
    for (const bad of [
      'ana',
      'ana@',
      'ana@example',
      'a na@example.com',
      'ana@@example.com',
      `${'a'.repeat(60)}@ex.com`,
    ])
      expect(checkEmail(bad), bad).toBe('emailFormat');
    for (const ok of ['ana@example.com', 'Ana.Kovac+shop@mail.example.ba', ' ana@example.hr '])
      expect(checkEmail(ok), ok).toBeNull();
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
    for (const ok of [
      '061 234 567',
      '+387 61 234 567',
      '+38761234567',
      '387-61-234-567',
      '060 123 4567',
      '+385 91 234 5678',
      '+382 67 123 456',
      '+387 612 345 67',
    ])
      expect(checkPhone(ok), ok).toBeNull();
    for (const bad of ['12', 'abc', '+49 151 12345678', '061 23', '+387 61 234 567 890'])
      expect(checkPhone(bad), bad).toBe('phoneFormat');
    expect(isPhoneEmpty('+385')).toBe(true);
    expect(isPhoneEmpty('385')).toBe(false);
  });

  // QA #2 and #14: the trunk 0 after a dial code is dropped before the spec's pattern; a "+" needs a shop dial code.
  it.each([
    // HR and RS mobiles (10 digits with the trunk 0): with the 0 after the dial code, and without it
    ['+385 091 234 5678', 'HR with + and the trunk 0'],
    ['+3850912345678', 'HR compact, trunk 0'],
    ['385 091 234 5678', 'HR without +, trunk 0'],
    ['+385-091-234-5678', 'HR with dashes, trunk 0'],
    ['+385 91 234 5678', 'HR with +, no 0'],
    ['385912345678', 'HR without +, no 0'],
    ['+385 912 345 678', 'HR in the input mask groups'],
    ['+381 064 123 4567', 'RS with + and the trunk 0'],
    ['381 064 123 4567', 'RS without +, trunk 0'],
    ['+381 64 123 4567', 'RS with +, no 0'],
    ['+381-64-123-4567', 'RS with dashes'],
    ['+381 60 123 456', 'RS 8-digit mobile'],
    ['064 123 4567', 'RS local 06x'],
    ['+387 061 234 567', 'BA with + and the trunk 0'],
    ['+387 61 234 567', 'BA with +, no 0'],
    ['38761234567', 'BA without +'],
    ['061 234 567', 'BA local 06x'],
    ['061-234-567', 'BA local with dashes'],
    ['+061 234 567', "BA local typed after the picker's +"],
    ['+382 067 123 456', 'ME with + and the trunk 0'],
    ['+382 67 123 456', 'ME with +, no 0'],
    ['067 123 456', 'ME local 06x'],
    ['091 234 5678', "HR local 09x: a trunk 0 and no dial code, read in the shopper's country"],
    ['+0912345678', "the same typed after the picker's +"],
    ['00385 91 234 5678', 'the international call prefix 00'],
  ])('phone %j passes (%s)', (value) => {
    expect(isPhoneFormat(value)).toBe(true);
    expect(checkPhone(value)).toBeNull();
  });

  it.each([
    ['+912 345 678', 'India (+91): the HR prefill deleted, then 912345678 typed (QA #14)'],
    ['+49 151 1234 5678', 'Germany'],
    ['+386 40 123 456', 'Slovenia'],
    ['+44 20 7946 0958', 'UK'],
    ['+61 234 567', 'Australia, not BA without its 0'],
    ['38640123456', 'Slovenia without +'],
    ['+385 12', 'too short'],
    ['+385 123 456', 'too short after the dial code'],
    ['+385 0', 'a dial code and a 0 is no number'],
    ['061 23', 'too short, local'],
    ['12', 'too short'],
    ['+385 91 234 5678 90', 'too long after the dial code'],
    ['+385 0091 234 5678', 'only one trunk 0 is dropped'],
  ])('phone %j is refused (%s)', (value) => {
    expect(isPhoneFormat(value)).toBe(false);
  });

  it('a dial code with only the trunk 0 still counts as empty; dropTrunkZero keeps the rest as typed', () => {
    expect(checkPhone('+385 0')).toBe('phoneRequired');
    expect(checkPhone('+381 0 ')).toBe('phoneRequired');
    expect(checkPhone('+912 345 678')).toBe('phoneFormat');
    expect(dropTrunkZero('+385 091 234 5678')).toBe('+385 91 234 5678');
    expect(dropTrunkZero('+3850912345678')).toBe('+385912345678');
    expect(dropTrunkZero('381-064-123-4567')).toBe('381-64-123-4567');
    expect(dropTrunkZero(' +387 061 234 567')).toBe(' +387 61 234 567');
    expect(dropTrunkZero('061 234 567')).toBe('061 234 567');
    expect(dropTrunkZero('+0385 091')).toBe('+0385 091');
    expect(dropTrunkZero('+386 040 123 456')).toBe('+386 040 123 456');
  });

  it('username: 8 to 64 characters, or a phone number', () => {
    expect(checkUsername('')).toBe('usernameRule');
    expect(checkUsername('a@b.hr')).toBe('usernameRule');
    expect(checkUsername('ana@example.com')).toBeNull();
    expect(checkUsername('61234567')).toBeNull();
    expect(checkUsername('x'.repeat(65))).toBe('usernameRule');
  });
});

// One mobile per country, written the four ways people write it: the rule reads all four as the
// same international number, in the forms and on the server.
const LOCAL_WAYS: { country: CountryCode; plus: string; zeros: string; trunk: string; bare: string; read: string }[] = [
  {
    country: 'BA',
    plus: '+387 61 234 567',
    zeros: '00387 61 234 567',
    trunk: '061 234 567',
    bare: '61 234 567',
    read: '+387 61 234 567',
  },
  {
    country: 'RS',
    plus: '+381 64 123 4567',
    zeros: '00381 64 123 4567',
    trunk: '064 123 4567',
    bare: '64 123 4567',
    read: '+381 64 123 4567',
  },
  {
    country: 'HR',
    plus: '+385 91 234 5678',
    zeros: '00385 91 234 5678',
    trunk: '091 234 5678',
    bare: '91 234 5678',
    read: '+385 91 234 5678',
  },
  {
    country: 'ME',
    plus: '+382 67 123 456',
    zeros: '00382 67 123 456',
    trunk: '067 123 456',
    bare: '67 123 456',
    read: '+382 67 123 456',
  },
];

describe.each(LOCAL_WAYS)('a $country mobile written the local way', ({ country, plus, zeros, trunk, bare, read }) => {
  it('with "+", with "00", with a trunk 0: all read as the international number', () => {
    expect(toInternational(plus, country)).toBe(read);
    expect(toInternational(zeros, country)).toBe(read);
    expect(toInternational(trunk, country)).toBe(read);
    expect(toInternational(`+${trunk}`, country)).toBe(read); // typed after a picker's lone "+"
  });

  it('passes the rule every way it is written, with or without a prefix', () => {
    for (const written of [plus, zeros, trunk, bare, `${plus.slice(0, 5)}0${plus.slice(5)}`]) {
      expect(checkPhone(written, country), written).toBeNull();
      expect(checkUsername(written, country), written).toBeNull();
    }
  });

  it('a foreign number stays refused however it is prefixed', () => {
    expect(checkPhone('0049 151 2345 678', country)).toBe('phoneFormat');
    expect(checkPhone('+49 151 2345 678', country)).toBe('phoneFormat');
  });
});
