// The static pages and blogs read each country's own words: every text of every article, read in
// each country, holds no word the glossary (glossary.ts in the contract, docs/glossary.md) gives to
// another variant, and Croatia none of the older NOT_CROATIAN list either.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, textFor, textVariantOf, type CountryCode, type Text } from '@zdravo/contract';
import { glossaryFaults, readsIn, textsIn } from '@zdravo/contract/messages/glossary';
import { NOT_CROATIAN } from '@zdravo/contract/messages/not-croatian';
import * as about from './about.ts';
import * as blogGeneral from './blog-general.ts';
import * as blogHair from './blog-hair.ts';
import * as blogLibido from './blog-libido.ts';
import * as blogWeightLoss from './blog-weight-loss.ts';
import * as contact from './contact.ts';
import * as ourStory from './our-story.ts';
import * as privacy from './privacy.ts';
import * as refunds from './refunds.ts';
import * as shipping from './shipping.ts';
import * as terms from './terms.ts';
import * as withdrawal from './withdrawal.ts';

const ARTICLES = {
  about,
  blogGeneral,
  blogHair,
  blogLibido,
  blogWeightLoss,
  contact,
  ourStory,
  privacy,
  refunds,
  shipping,
  terms,
  withdrawal,
};
const texts = Object.entries(ARTICLES).flatMap(([name, module]) => textsIn(module, name));

describe('article wording', () => {
  it('finds the articles’ texts', () => {
    expect(texts.length).toBeGreaterThan(300);
  });

  it('every text has a wording in every country', () => {
    // A text empty in every country is a designed blank (a table's corner cell), not a missing one.
    const designed = (t: Text) => COUNTRY_CODES.every((c) => textFor(t, c) === '');
    const missing = COUNTRY_CODES.flatMap((c) =>
      texts.filter(([, t]) => !designed(t) && textFor(t, c).trim() === '').map(([w]) => `${c} ${w}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(COUNTRY_CODES)('%s reads only its own variant’s words', (country: CountryCode) => {
    const faults = texts
      .filter(([where]) => readsIn(where, country))
      .flatMap(([where, t]) => glossaryFaults(where, textFor(t, country), textVariantOf(country)));
    expect(faults).toEqual([]);
  });

  it('HR reads no word of another country', () => {
    const foreign = texts.flatMap(([where, t]) => {
      const hr = textFor(t, 'HR');
      return NOT_CROATIAN.filter((re) => re.test(hr)).map((re) => `${where}: ${re.source} in "${hr.slice(0, 140)}"`);
    });
    expect(foreign).toEqual([]);
  });
});
