// The offer copy Croatia reads (the ijekavian text with the offer's `hr` fields over it) holds none
// of the words the glossary (docs/glossary.md) says Croatia does not read.
import { describe, expect, it } from 'vitest';
import { NOT_CROATIAN } from '@zdravo/contract/messages/not-croatian';
import { seedOffers } from './catalog/offers.ts';
import { croatianTexts } from './catalog/croatian.ts';

describe('offer copy in HR', () => {
  it('reads Croatian words only', () => {
    const foreign = seedOffers.flatMap((offer) => {
      const hr = croatianTexts(offer);
      return Object.entries(hr).flatMap(([field, value]) =>
        (Array.isArray(value) ? value : [value]).flatMap((text: string) =>
          NOT_CROATIAN.filter((re) => re.test(text)).map((re) => `${offer.slog}.${field}: ${re.source} in "${text.slice(0, 120)}"`),
        ),
      );
    });
    expect(foreign).toEqual([]);
  });
});
