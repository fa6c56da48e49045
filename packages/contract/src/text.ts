import { COUNTRIES, type CountryCode, type SpellingVariant, type TextVariant } from './countries.ts';

/**
 * A shopper-facing text: one string for every country, or one per spelling variant (ijekavian for
 * BA/HR/ME, ekavian for RS) with `hr` where Croatian wording differs from the ijekavian text and
 * `me` where Montenegrin wording does (docs/glossary.md). Every country always has a text: HR reads
 * `hr` when given and ME `me`, else the ijekavian one.
 */
export type Text = string | { ije: string; eke: string; hr?: string; me?: string };

export function textFor(text: Text, country: CountryCode): string {
  if (typeof text === 'string') return text;
  const info = COUNTRIES[country];
  // The country's own text (ije, eke, hr or me), else its spelling's.
  return text[info.textVariant] ?? text[info.variant];
}

/**
 * A text that BA, ME and RS read alike (or in their two spellings) and Croatia reads in its own
 * words: `forHr('Dodaj u korpu', 'Dodaj u košaricu')`.
 */
export function forHr(others: string | { ije: string; eke: string }, croatian: string): Text {
  return typeof others === 'string' ? { ije: others, eke: others, hr: croatian } : { ...others, hr: croatian };
}

export const variantOf = (country: CountryCode): SpellingVariant => COUNTRIES[country].variant;

/** The text variant a country reads (offer copy is stored per text variant, ijekavian the fallback). */
export const textVariantOf = (country: CountryCode): TextVariant => COUNTRIES[country].textVariant;

/** Resolves a whole map of texts for one country. */
export function textsFor<K extends string>(texts: Record<K, Text>, country: CountryCode): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(texts) as K[]) out[key] = textFor(texts[key], country);
  return out;
}

/** Fills {placeholders}: fillText('Korpa, {count}', { count: 3 }). Unknown names stay as written. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
