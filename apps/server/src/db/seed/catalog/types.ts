import type { CountryCode } from '@zdravo/contract';
export type GroupSlug = 'mrsavljenje' | 'celulit' | 'kosa' | 'bore' | 'prosirene-vene' | 'menstrualna-podrska' | 'libido';
export interface OfferTexts {
  name: string;          // product name as shown (brand-like, may be the same in both variants)
  heading: string;       // one-line selling headline for the offer page
  subHeading: string;    // one or two sentences under the heading
  description: string;   // 2–4 short paragraphs separated by "\n\n"
  howToUse: string;      // dosage and usage, 2–4 sentences
  advantages: string[];  // 4–6 short advantages (joined by '&&' on the wire)
  benefits: string[];    // 3–5 product-info benefits (what is in it, quality, origin)
}
export interface SeedOffer {
  id: number;                      // stable, 1..N
  slog: string;                    // URL slug
  group: GroupSlug;
  scaleleadId: string;             // id in the external lead system, e.g. 'SL-10421'
  stockDays: number;               // "stock shown as days": how many days of supply one package gives (e.g. 30)
  popularity: number;              // higher = more popular (orders the "most popular" listing)
  // ijekavian (BA, ME, and HR where `hr` says nothing) and ekavian (RS); `hr` holds only the fields
  // whose Croatian wording differs from the ijekavian text (docs/glossary.md).
  texts: { ije: OfferTexts; eke: OfferTexts; hr?: Partial<OfferTexts>; me?: Partial<OfferTexts> };
  prices: Record<CountryCode, { old: number; new: number }>;   // INTEGER minor units (cents/para): BA in KM (BAM), RS in RSD, HR & ME in EUR
  images: string[];                // 3–4 file names under /images/offers/, e.g. 'pure-fit-1.svg'
  ingredientsImage: string;        // e.g. 'pure-fit-ingredients.svg'
  children: string[] | null;       // bundles: the slogs of the offers in the bundle; null for a single product
}

/** One row of a product's ingredients table (amount per daily dose), as printed on the ingredients image. */
export interface IngredientRow {
  name: string;
  /** Botanical / chemical detail shown under the name, e.g. 'Amorphophallus konjac'. */
  detail?: string;
  /** Amount per daily dose, regional number style: '1200 mg', '1,4 mg', '40 µg'. */
  amount: string;
  /** Percentage of the nutrient reference value (NRV), only for vitamins and minerals. */
  nrv?: number;
}

export interface IngredientSheet {
  /** The daily dose, e.g. '3 kapsule'. */
  dailyDose: string;
  /** What one package holds, e.g. '90 kapsula'. */
  packSize: string;
  rows: IngredientRow[];
}
