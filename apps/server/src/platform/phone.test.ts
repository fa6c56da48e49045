import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '@zdravo/contract';
import { normalizePhone, parsePhone, phoneForDisplay } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['061 234 567', 'BA', '+38761234567'],
    ['+387 61 234 567', 'HR', '+38761234567'],
    ['38761234567', 'RS', '+38761234567'],
    ['+387-61-234-567', 'BA', '+38761234567'],
    ['+387 612 345 67', 'BA', '+38761234567'],
    ['060 123 4567', 'RS', '+381601234567'],
    ['+385 91 234 5678', 'BA', '+385912345678'],
    ['067 123 456', 'ME', '+38267123456'],
    ['61234567', 'BA', '+38761234567'],
    ['+061 234 567', 'BA', '+38761234567'],
    // QA #2: the trunk 0 typed after the dial code (the input's "+385 " prefill, then "091…").
    ['+385 091 234 5678', 'HR', '+385912345678'],
    ['+3850912345678', 'BA', '+385912345678'],
    ['385 091 234 5678', 'RS', '+385912345678'],
    ['+381 064 123 4567', 'RS', '+381641234567'],
    ['+381-64-123-4567', 'HR', '+381641234567'],
    ['+387 061 234 567', 'BA', '+38761234567'],
    ['+382 067 123 456', 'ME', '+38267123456'],
    // Written the local way: "00" for "+", and a trunk 0 with no dial code read in the shop country.
    ['00385 91 234 5678', 'BA', '+385912345678'],
    ['091 234 5678', 'HR', '+385912345678'],
    ['064 123 4567', 'RS', '+381641234567'],
    ['061 234 567', 'BA', '+38761234567'],
    ['067 123 456', 'ME', '+38267123456'],
    ['00387 61 234 567', 'ME', '+38761234567'],
  ] as const)('%s in %s → %s', (raw, country, e164) => {
    expect(normalizePhone(raw, country)).toBe(e164);
  });

  it.each([
    '',
    '12',
    'abc',
    '+49 151 12345678',
    '+1 202 555 0100',
    '061 234 567 890 123 4',
    '+912 345 678',
    '+385 123 456',
  ])('refuses %j', (raw) => {
    expect(normalizePhone(raw, 'BA')).toBeNull();
  });
});

describe('parsePhone (finding an account)', () => {
  it('takes local numbers written with brackets and dots, which sign-up refuses', () => {
    expect(parsePhone('091 234 5678', 'HR')).toBe('+385912345678');
    expect(parsePhone('(061) 234-567', 'BA')).toBe('+38761234567');
    expect(parsePhone('ana@example.com', 'BA')).toBeNull();
    expect(parsePhone('+44 20 7946 0958', 'BA')).toBeNull();
  });

  it('finds the number sign-up stored, however the dial code and trunk 0 are written', () => {
    for (const raw of ['091 234 5678', '+385 091 234 5678', '+385 91 234 5678', '385912345678', '+385 9123 45678'])
      expect(parsePhone(raw, 'HR'), raw).toBe(normalizePhone('+385 091 234 5678', 'HR'));
  });
});

describe('phoneForDisplay (what a shopper reads)', () => {
  it('groups a stored number as its country writes it', () => {
    expect(phoneForDisplay('+385912345678')).toBe('+385 91 234 5678');
    expect(phoneForDisplay('+38761234567')).toBe('+387 61 234 567');
    // Serbia's mobile numbers keep the subscriber's seven digits together, as libphonenumber writes them.
    expect(phoneForDisplay('+381601234567')).toBe('+381 60 1234567');
    expect(phoneForDisplay('not a number')).toBe('not a number');
  });

  it("the shop's own numbers in the country table are real numbers of their own country", () => {
    for (const code of COUNTRY_CODES) {
      const phone = COUNTRIES[code].contact.phone;
      expect(parsePhone(phone, code), code).toBe(phone.replace(/\s/g, ''));
      expect(phone.startsWith(`+${COUNTRIES[code].dialCode}`), code).toBe(true);
    }
  });
});
