// Every shopper text has a wording for every country, Croatia reads Croatian words, and the spec's
// quoted messages read exactly as the spec writes them everywhere.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import { textFor, type Text } from '../text.ts';
import * as messages from './index.ts';
import { SPEC_QUOTED_BY_SPELLING, SPEC_QUOTED_MESSAGES, SPEC_TYPO_CORRECTIONS } from './spec-quoted.ts';
import { NOT_CROATIAN } from './not-croatian.ts';

const isText = (value: unknown): value is Text =>
  typeof value === 'string' ||
  (typeof value === 'object' && value !== null && typeof (value as { ije?: unknown }).ije === 'string');

/** Every text of every message map, named "map.key". */
function allTexts(): [string, Text][] {
  const out: [string, Text][] = [];
  for (const [mapName, map] of Object.entries(messages)) {
    if (typeof map !== 'object' || map === null || Array.isArray(map)) continue;
    if (isText(map)) {
      out.push([mapName, map]);
      continue;
    }
    for (const [key, value] of Object.entries(map)) if (isText(value)) out.push([`${mapName}.${key}`, value]);
  }
  return out;
}

const quoted = new Set<string>([
  ...SPEC_QUOTED_MESSAGES,
  ...SPEC_QUOTED_BY_SPELLING.flatMap((q) => [q.ije, q.eke, q.hr ?? q.ije]),
]);

describe('shopper texts per country', () => {
  const texts = allTexts();

  it('finds the message maps', () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it.each(COUNTRY_CODES)('every text has a non-empty wording in %s', (country: CountryCode) => {
    const missing = texts.filter(([, text]) => textFor(text, country).trim() === '').map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('every text written per spelling has both spellings', () => {
    const half = texts
      .filter(([, t]) => typeof t !== 'string' && (!t.ije.trim() || !t.eke.trim()))
      .map(([name]) => name);
    expect(half).toEqual([]);
  });

  it('HR reads no word of another country (the spec-quoted messages excepted)', () => {
    const foreign = texts
      .map(([name, text]) => [name, textFor(text, 'HR')] as const)
      .filter(([, hr]) => !quoted.has(hr))
      .flatMap(([name, hr]) =>
        NOT_CROATIAN.filter((word) => word.test(hr)).map((word) => `${name}: ${word.source} in "${hr}"`),
      );
    expect(foreign).toEqual([]);
  });

  it('a spec-quoted message reads the same in all four countries', () => {
    const bent = texts.flatMap(([name, text]) => {
      const read = COUNTRY_CODES.map((c) => textFor(text, c));
      if (!read.some((r) => SPEC_QUOTED_MESSAGES.includes(r))) return [];
      return new Set(read).size === 1 ? [] : [`${name}: ${read.join(' | ')}`];
    });
    expect(bent).toEqual([]);
  });

  it('a spec message quoted per spelling reads its ijekavian form in BA and ME, its ekavian form in RS and its Croatian one in HR', () => {
    for (const pair of SPEC_QUOTED_BY_SPELLING) {
      const found = texts.filter(([, text]) => textFor(text, 'BA') === pair.ije);
      expect(found.length, pair.ije).toBeGreaterThan(0);
      for (const [name, text] of found) {
        expect([textFor(text, 'HR'), textFor(text, 'ME'), textFor(text, 'RS')], name).toEqual([
          pair.hr ?? pair.ije,
          pair.ije,
          pair.eke,
        ]);
      }
    }
  });

  it.each(COUNTRY_CODES)(
    '%s reads none of the spec’s evident typos, each corrected as SPEC_TYPO_CORRECTIONS says',
    (country: CountryCode) => {
      const typos = texts.flatMap(([name, text]) =>
        SPEC_TYPO_CORRECTIONS.filter((typo) => typo.pattern.test(textFor(text, country))).map(
          (typo) => `${name}: "${typo.spec}" (say "${typo.shown}")`,
        ),
      );
      expect(typos).toEqual([]);
    },
  );

  it('the corrected quoted messages are the ones the shop shows', () => {
    const read = new Set(texts.flatMap(([, text]) => COUNTRY_CODES.map((c) => textFor(text, c))));
    for (const shown of [
      'Unesite vaš komentar',
      'Lozinka mora biti popunjena i duža od 8 slova',
      'Informacije su pogrešno unesene',
      'Lozinka uspješno promijenjena',
      'Nije pronađen nijedan artikl',
    ]) {
      expect(read.has(shown), shown).toBe(true);
    }
  });
});
