import { COUNTRIES, type CountryCode, type SpellingVariant } from './countries.ts';

/** A shopper-facing text: one string for all, or one per spelling variant (ijekavian / ekavian). */
export type Text = string | { ije: string; eke: string };

export function textFor(text: Text, country: CountryCode): string {
  return typeof text === 'string' ? text : text[variantOf(country)];
}

export const variantOf = (country: CountryCode): SpellingVariant => COUNTRIES[country].variant;

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
