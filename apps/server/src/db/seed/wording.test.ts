// The catalog's copy — every single product's and bundle's name, headings, description, use,
// advantages and benefits — read as each country reads it (ijekavian in BA and ME, ekavian in RS,
// the Croatian text in HR) holds no word the glossary gives to another variant (the contract's
// glossary.ts, docs/glossary.md). The sample reviews are left out: they are shoppers' own words.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, textVariantOf, type CountryCode } from '@zdravo/contract';
import { glossaryFaults } from '@zdravo/contract/messages/glossary';
import { NOT_CROATIAN } from '@zdravo/contract/messages/not-croatian';
import type { OfferTexts } from './catalog/types.ts';
import { SEED_OFFERS } from './catalog/offers.ts';
import { croatianTexts, montenegrinTexts } from './catalog/croatian.ts';

/** One offer's copy as a country reads it, each text named "slog.field[i]". */
function copyIn(country: CountryCode): [string, string][] {
  return SEED_OFFERS.flatMap((offer) => {
    const variant = textVariantOf(country);
    const texts: OfferTexts =
      variant === 'hr' ? croatianTexts(offer) : variant === 'me' ? montenegrinTexts(offer) : offer.texts[variant];
    return Object.entries(texts).flatMap(([field, value]): [string, string][] =>
      Array.isArray(value)
        ? value.map((item, i): [string, string] => [`${offer.slog}.${field}[${i}]`, item])
        : [[`${offer.slog}.${field}`, String(value)]],
    );
  });
}

describe('the catalog copy per country', () => {
  it('reads every offer and bundle', () => {
    expect(copyIn('BA').filter(([where]) => where.endsWith('.description'))).toHaveLength(SEED_OFFERS.length);
    expect(SEED_OFFERS.some((offer) => offer.children !== null)).toBe(true);
  });

  it.each(COUNTRY_CODES)('%s reads only its own variant’s words', (country: CountryCode) => {
    const faults = copyIn(country).flatMap(([where, text]) => glossaryFaults(where, text, textVariantOf(country)));
    expect(faults).toEqual([]);
  });

  it('HR reads none of the older NOT_CROATIAN words either', () => {
    const foreign = copyIn('HR').flatMap(([where, text]) =>
      NOT_CROATIAN.filter((re) => re.test(text)).map((re) => `${where}: ${re.source}`),
    );
    expect(foreign).toEqual([]);
  });
});
