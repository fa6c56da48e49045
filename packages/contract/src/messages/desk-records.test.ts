// The desk's records texts read in each country hold no word the glossary gives to another variant
// (the desk's other texts are checked by their own screens' wording; these are new).
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import { textFor, textVariantOf } from '../text.ts';
import * as records from './desk-records.ts';
import { glossaryFaults, textsIn } from './glossary.ts';

const texts = textsIn(records, 'deskRecords');

describe('the desk records texts', () => {
  it('are found', () => expect(texts.length).toBeGreaterThan(60));

  it.each(COUNTRY_CODES)('%s reads only its own variant’s words', (country: CountryCode) => {
    const faults = texts.flatMap(([where, text]) => glossaryFaults(where, textFor(text, country), textVariantOf(country)));
    expect(faults).toEqual([]);
  });
});
