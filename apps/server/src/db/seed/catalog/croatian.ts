// The offer copy is written in ijekavian for BA and ME (`texts.ije`) and in ekavian for RS; Croatia
// reads its own text: every field whose Croatian wording differs is written out in `texts.hr`
// (docs/glossary.md), the others are read as the ijekavian text. Montenegro the same with `texts.me`
// (dodaci ishrani where Bosnia reads dodaci prehrani). No word is swapped by machine:
// the catalog wording test (wording.test.ts) reads each country's copy against the glossary.
import type { OfferTexts, SeedOffer } from './types.ts';

/** The copy Croatia reads: the hand-written `hr` fields over the ijekavian ones. */
export function croatianTexts(offer: Pick<SeedOffer, 'texts'>): OfferTexts {
  return { ...offer.texts.ije, ...offer.texts.hr };
}

/** The copy Montenegro reads: the hand-written `me` fields over the ijekavian ones. */
export function montenegrinTexts(offer: Pick<SeedOffer, 'texts'>): OfferTexts {
  return { ...offer.texts.ije, ...offer.texts.me };
}
