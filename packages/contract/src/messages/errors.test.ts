// The one error table: every area words every code (its default), and the quoted messages of docs/product.md §8 come
// out of it, per area and in every country, exactly as quoted.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import { ERROR_CODES, SHOP_CODES } from '../errors.ts';
import { textFor } from '../text.ts';
import { ERROR_TABLE, FIELD_MESSAGES_ONLY, errorText, type ErrorAreaName } from './errors.ts';

const shown = (area: ErrorAreaName, code: string) =>
  COUNTRY_CODES.map((country) => textFor(errorText(ERROR_TABLE[area], code), country));
const everywhere = (text: string) => COUNTRY_CODES.map(() => text);

describe('the error table', () => {
  it.each(Object.keys(ERROR_TABLE) as ErrorAreaName[])('%s has a default and words only known codes', (area) => {
    const table = ERROR_TABLE[area];
    for (const country of COUNTRY_CODES) expect(textFor(table.default, country)).not.toBe('');
    for (const code of Object.keys(table)) if (code !== 'default') expect(ERROR_CODES).toContain(code);
  });

  it('gives every code of the union a text in every area (a code no area names reads as its default)', () => {
    for (const area of Object.keys(ERROR_TABLE) as ErrorAreaName[]) {
      for (const code of [...ERROR_CODES, 'SOMETHING_NEW']) {
        const texts = shown(area, code);
        if (errorText(ERROR_TABLE[area], code) !== FIELD_MESSAGES_ONLY)
          for (const text of texts) expect(text).not.toBe('');
      }
    }
  });

  it.each([
    // [area, code, the quoted message of docs/product.md §8]
    ['accountLogin', SHOP_CODES.INVALID_CREDENTIALS, 'Pogrešan email ili lozinka'],
    ['accountSignUp', SHOP_CODES.USERNAME_EXISTS, 'Račun sa navedenim emailom postoji'],
    ['accountSignUp', SHOP_CODES.EMAIL_EXISTS, 'Račun sa navedenim emailom postoji'],
    ['accountSignUp', SHOP_CODES.PHONE_EXISTS, 'Račun sa navedenim brojem telefona postoji'],
    ['accountSignUp', SHOP_CODES.PASSWORD_SHORT, 'Pogrešan email ili lozinka'],
    ['accountSignUp', 'VALIDATION_ERROR', 'Pogrešan email ili lozinka'],
    ['checkoutLogin', SHOP_CODES.INVALID_CREDENTIALS, 'Email ili lozinka su netačni.'],
    ['checkoutSignUp', SHOP_CODES.USERNAME_EXISTS, 'Korisnik sa navedenim emailom već postoji'],
    ['checkoutSignUp', SHOP_CODES.EMAIL_EXISTS, 'Korisnik sa navedenim emailom već postoji'],
    ['checkoutSignUp', SHOP_CODES.PHONE_EXISTS, 'Korisnik sa navedenim brojem telefona već postoji'],
    ['checkoutSignUp', SHOP_CODES.PASSWORD_SHORT, 'Lozinka mora biti između 8 i 64 karaktera'],
    ['checkoutSignUp', 'SERVER_ERROR', 'Došlo je do greške, molimo pokušajte ponovo kasnije'],
    ['accountFetch', 'SERVER_ERROR', 'Došlo je do greške prilikom dohvatanja podataka'],
    ['accountFetch', 'RPC_CLIENT_ERROR', 'Došlo je do greške prilikom dohvatanja podataka'],
    ['order', 'SERVER_ERROR', 'Došlo je do greske prilikom kreiranja narudžbe, molimo pokušajte ponovo kasnije.'],
    ['order', 'VALIDATION_ERROR', 'Došlo je do greske prilikom kreiranja narudžbe, molimo pokušajte ponovo kasnije.'],
    ['passwordReset', SHOP_CODES.INVALID_TOKEN, 'Informacije su pogrešno unesene'],
    ['catalogLoad', 'SERVER_ERROR', 'Došlo je do greške!'],
    ['catalogLoad', 'RPC_CLIENT_ERROR', 'Došlo je do greške!'],
  ] as const)('%s, %s: %s in every country', (area, code, message) => {
    expect(shown(area, code)).toEqual(everywhere(message));
  });

  it('words the spec’s save and password failures per spelling (RS ekavian)', () => {
    const text = (area: ErrorAreaName, country: CountryCode) =>
      textFor(errorText(ERROR_TABLE[area], 'SERVER_ERROR'), country);
    expect(text('accountSave', 'BA')).toBe('Došlo je do greške prilikom promjene podataka');
    expect(text('accountSave', 'RS')).toBe('Došlo je do greške prilikom promene podataka');
    expect(text('accountPassword', 'BA')).toBe('Došlo je do greške prilikom promjene lozinke');
    expect(text('accountPassword', 'RS')).toBe('Došlo je do greške prilikom promene lozinke');
    // A wrong old password is named as such.
    expect(shown('accountPassword', SHOP_CODES.INVALID_CREDENTIALS)).toEqual(
      everywhere('Trenutna lozinka nije ispravna.'),
    );
  });

  it('lets the checkout sign-up show only the field messages for a refused field', () => {
    expect(errorText(ERROR_TABLE.checkoutSignUp, 'VALIDATION_ERROR')).toBe(FIELD_MESSAGES_ONLY);
  });

  it('keeps the retry note of a lost connection where the page asks again (docs/product.md §4)', () => {
    const note = 'Veza sa serverom je prekinuta. Pokušavamo ponovo…';
    expect(shown('accountLogin', 'RPC_CLIENT_ERROR')).toEqual(everywhere(note));
    expect(shown('passwordReset', 'RPC_CLIENT_ERROR')).toEqual(everywhere(note));
    expect(shown('retrying', 'RPC_CLIENT_ERROR')).toEqual(everywhere(note));
  });
});
