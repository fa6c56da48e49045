// The offer copy is written once in ijekavian; where Croatian standard uses another word for the
// same thing, Croatia reads that word (docs/glossary.md). These are whole-word swaps that keep the
// case ending: "pakovanju" → "pakiranju", "ljekara" → "liječnika". A sentence that needs more than a
// word swap gets a hand-written `texts.hr` field instead.
import type { OfferTexts, SeedOffer } from './types.ts';

const WORDS: readonly (readonly [RegExp, string])[] = [
  [/(?<!\p{L})([Pp])akovanj(?=\p{L})/gu, '$1akiranj'],
  // "ljekarna" (a pharmacy) is Croatian too: only the doctor changes.
  [/(?<!\p{L})([Ll])jekar(?!n)/gu, '$1iječnik'],
];

/** The copy Croatia reads: the hand-written `hr` fields over the ijekavian ones, with the word swaps. */
export function croatianTexts(offer: SeedOffer): OfferTexts {
  const base: OfferTexts = { ...offer.texts.ije, ...offer.texts.hr };
  return {
    ...base,
    heading: toCroatian(base.heading),
    subHeading: toCroatian(base.subHeading),
    description: toCroatian(base.description),
    howToUse: toCroatian(base.howToUse),
    advantages: base.advantages.map(toCroatian),
    benefits: base.benefits.map(toCroatian),
  };
}

/** The Croatian wording of one ijekavian text. */
export function toCroatian(text: string): string {
  let out = text;
  for (const [word, croatian] of WORDS) out = out.replace(word, croatian);
  return out;
}
