// The story says what the shop does in each country (its prices, currency and words) and takes no
// side on what the region's languages are: no sentence about a language, a pronunciation or a nation.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, textFor } from '@zdravo/contract';
import { textsIn } from '@zdravo/contract/messages/glossary';
import * as ourStory from './our-story.ts';

const texts = textsIn(ourStory, 'ourStory');

describe('the story', () => {
  it.each(COUNTRY_CODES)('%s reads no claim about languages or nations', (country) => {
    const claims = texts
      .map(([where, t]) => [where, textFor(t, country)] as const)
      .filter(([, read]) =>
        /(?<!\p{L})(na[šs]\p{L}*\s+jezi\p{L}*|jedan\s+jezik|dva\s+jezika|izgovor\p{L}*|naro[dđ]\p{L}*|nacij\p{L}*)/iu.test(
          read,
        ),
      );
    expect(claims).toEqual([]);
  });

  it.each(COUNTRY_CODES)('%s reads that each country has its own prices, currency and words', (country) => {
    const all = texts.map(([, t]) => textFor(t, country)).join('\n');
    expect(all).toMatch(/valut/);
    expect(all).toMatch(/ri?j?e[cč]\p{L}*/u);
  });
});
