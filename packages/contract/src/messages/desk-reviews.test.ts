// The moderation texts read in each country's words (docs/glossary.md): the desk's staff are people
// of the country too.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries.ts';
import { textFor, textVariantOf } from '../text.ts';
import { glossaryFaults, textsIn } from './glossary.ts';
import { deskReviewsMessages } from './desk-reviews.ts';

describe('the desk review texts', () => {
  it.each(COUNTRY_CODES)('read in the words of %s', (country) => {
    const faults = textsIn(deskReviewsMessages, 'deskReviews').flatMap(([where, text]) => glossaryFaults(where, textFor(text, country), textVariantOf(country)));
    expect(faults).toEqual([]);
  });
});
