// The glossary run on a product's texts (docs/glossary.md): every word a country's shoppers would read
// that belongs to another variant — "košarica" in the Bosnian text, "hrom" kept in a Croatian override.
// A warning the merchandiser reads on the editor, not a refusal: a brand name or a quotation may hold
// such a word on purpose.
import { GLOSSARY_AVOID } from '@zdravo/contract/messages/glossary';
import type { TextVariant } from '@zdravo/contract';
import type { CatalogGlossaryWarning } from '@zdravo/contract/desk';
import type { CatalogOffer, OfferTexts } from '@zdravo/contract/desk/catalog-params';

/** The texts as a variant's shoppers read them: HR and ME the ijekavian text with their overrides. */
function textsAsRead(offer: CatalogOffer, variant: TextVariant): OfferTexts {
  if (variant === 'eke') return offer.texts.eke;
  if (variant === 'ije') return offer.texts.ije;
  return { ...offer.texts.ije, ...offer.texts[variant] };
}

/** Every (field, text) a variant reads: the texts, then the ingredients' names and details. */
function fieldsOf(offer: CatalogOffer, variant: TextVariant): [string, string][] {
  const t = textsAsRead(offer, variant);
  const out: [string, string][] = [
    ['name', t.name],
    ['heading', t.heading],
    ['subHeading', t.subHeading],
    ['description', t.description],
    ['howToUse', t.howToUse],
    ...t.advantages.map((a, i): [string, string] => [`advantages.${i}`, a]),
    ...t.benefits.map((b, i): [string, string] => [`benefits.${i}`, b]),
  ];
  const ingredients = offer.ingredients;
  if (ingredients) {
    out.push(['ingredients.dailyDose', ingredients.dailyDose], ['ingredients.packSize', ingredients.packSize]);
    ingredients.rows.forEach((row, i) => {
      const local = variant === 'ije' ? undefined : row.local?.[variant];
      out.push([`ingredients.rows.${i}.name`, local?.name ?? row.name]);
      const detail = local?.detail ?? row.detail;
      if (detail) out.push([`ingredients.rows.${i}.detail`, detail]);
    });
  }
  return out;
}

const VARIANTS: readonly TextVariant[] = ['ije', 'me', 'eke', 'hr'];

/** The glossary's warnings on an offer, per variant; one per field and word (the first variant that reads it). */
export function glossaryWarnings(offer: CatalogOffer): CatalogGlossaryWarning[] {
  const seen = new Set<string>();
  const out: CatalogGlossaryWarning[] = [];
  for (const variant of VARIANTS) {
    for (const [field, text] of fieldsOf(offer, variant)) {
      for (const entry of GLOSSARY_AVOID[variant]) {
        const found = entry.pattern.exec(text)?.[0];
        if (!found) continue;
        const key = `${field}|${found.toLowerCase()}|${entry.instead}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ variant, field, found, instead: entry.instead });
      }
    }
  }
  return out;
}
