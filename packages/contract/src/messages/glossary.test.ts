// Every message a shopper reads — interface, consent, quiz, club FAQ, e-mails and SMS — read in each
// country holds no word the glossary gives to another variant (glossary.ts, docs/glossary.md).
// The spec's quoted messages are its own words (spec-quoted.ts) and are left out.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import { textFor, textVariantOf } from '../text.ts';
import * as messages from './index.ts';
import { glossaryFaults, readsIn, textsIn } from './glossary.ts';
import { SPEC_QUOTED_BY_SPELLING, SPEC_QUOTED_MESSAGES } from './spec-quoted.ts';

const quoted = new Set<string>([
  ...SPEC_QUOTED_MESSAGES,
  ...SPEC_QUOTED_BY_SPELLING.flatMap((q) => [q.ije, q.eke, q.hr ?? q.ije]),
]);
// SPEC_* are reference lists of the spec's words (and its typos), not texts a screen shows.
const texts = textsIn(messages, 'messages').filter(([where]) => !where.startsWith('messages.SPEC_'));

describe('the glossary over every message', () => {
  it('finds the messages, the quiz and the FAQ', () => {
    expect(texts.length).toBeGreaterThan(600);
    expect(texts.some(([where]) => where.startsWith('messages.clubFaqMessages.a11'))).toBe(true);
    expect(texts.some(([where]) => where.startsWith('messages.QUIZ_SETS.'))).toBe(true);
  });

  it.each(COUNTRY_CODES)('%s reads only its own variant’s words', (country: CountryCode) => {
    const variant = textVariantOf(country);
    const faults = texts
      .filter(([where]) => readsIn(where, country))
      .flatMap(([where, text]) => {
        const read = textFor(text, country);
        return quoted.has(read) ? [] : glossaryFaults(where, read, variant);
      });
    expect(faults).toEqual([]);
  });
});

describe('Montenegro reads its own words', () => {
  it('fails on a Bosnian word planted in a Montenegrin text, and on Croatian "krom" in Bosnian', () => {
    expect(glossaryFaults('planted', 'Uvjeti korištenja', 'me')).toHaveLength(2);
    expect(glossaryFaults('planted', 'Postavke računa', 'me').length).toBeGreaterThan(0);
    expect(glossaryFaults('planted', 'Glukomanan i krom za normalne razine', 'ije')).toHaveLength(2);
    expect(glossaryFaults('planted', 'Naruči', 'eke')).toHaveLength(1);
    expect(glossaryFaults('planted', 'Uvjeti korištenja', 'ije')).toEqual([]);
  });

  it('the footer, the account and the disclaimer read Montenegrin in ME and stay Bosnian in BA', () => {
    expect(textFor(messages.shellMessages.terms, 'ME')).toBe('Uslovi korišćenja');
    expect(textFor(messages.accountMessages.tabOrders, 'ME')).toBe('Istorija narudžbi');
    expect(textFor(messages.accountMessages.tabSettings, 'ME')).toBe('Podešavanja naloga');
    expect(textFor(messages.footerMessages.tagline, 'ME')).toContain('dodaci ishrani');
    expect(textFor(messages.shellMessages.terms, 'BA')).toBe('Uvjeti korištenja');
    expect(textFor(messages.shellMessages.terms, 'HR')).toBe('Uvjeti korištenja');
  });
});

describe('the shopper’s account has one word per variant', () => {
  it('fails on "profil" for the account in every variant', () => {
    for (const variant of ['ije', 'me', 'eke', 'hr'] as const) {
      expect(glossaryFaults('planted', 'Nemate profil? Napravite ga', variant)).toHaveLength(1);
    }
  });

  it('the login and sign-up forms name it as the header and the account’s tabs do', () => {
    const words = { BA: 'račun', HR: 'račun', RS: 'nalog', ME: 'nalog' } as const;
    for (const country of COUNTRY_CODES) {
      const word = words[country];
      expect(textFor(messages.accountMessages.accountHeading, country)).toContain(word);
      for (const text of [
        messages.accountMessages.submitRegister,
        messages.accountMessages.toRegister,
        messages.accountMessages.toLogin,
        messages.checkoutTexts.signup,
        messages.checkoutTexts.loginHeading,
      ]) {
        expect(textFor(text, country)).toContain(word);
      }
    }
    // The spec's quoted rules on the same forms stay verbatim.
    expect(textFor(messages.accountRuleMessages.usernameRule, 'BA')).toBe(
      'Korisničko ime mora biti popunjeno i duže od 8 slova ili broj telefona unesen',
    );
    expect(textFor(messages.accountRuleMessages.passwordRule, 'BA')).toBe(
      'Lozinka mora biti popunjena i duža od 8 slova',
    );
  });
});
