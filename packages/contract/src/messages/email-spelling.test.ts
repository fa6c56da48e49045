// One spelling of "email" in everything a shopper reads: the product contract quotes "Email mora biti
// u odgovarajućem formatu." and "Molimo unesite vaš email", so no shopper text says "E-mail" beside them
// (the desk's texts are the staff's and not checked here).
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries.ts';
import { textFor } from '../text.ts';
import * as messages from './index.ts';
import { textsIn } from './glossary.ts';

const shopperTexts = textsIn(messages, 'messages').filter(
  ([where]) => !/^messages\.(desk|quizLeadCsv|SPEC_)/i.test(where),
);

describe('the spelling of email in shopper texts', () => {
  it('writes "email" in every country, never "e-mail"', () => {
    const found = shopperTexts.flatMap(([where, text]) =>
      COUNTRY_CODES.flatMap((country) => (/\be-mail/i.test(textFor(text, country)) ? [`${where} (${country})`] : [])),
    );
    expect(shopperTexts.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
