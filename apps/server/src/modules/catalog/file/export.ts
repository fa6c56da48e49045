// `catalog:export`: the whole catalog as a catalog file (docs/desk.md "The catalog as a file"), the
// shape `catalog:import` reads, so export → import changes nothing. Offers in id order; a description
// is written as its paragraphs; image references without their content version (the import adds it).
import type { Kysely } from 'kysely';
import { PARAGRAPH_BREAK, type CatalogOfferIn, type OfferTexts } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../../db/schema/index.ts';
import { readOffers } from '../read-offer.ts';

export interface CatalogFile {
  offers: CatalogOfferIn[];
}

const paragraphs = (description: string): string | string[] => {
  const parts = description.split(PARAGRAPH_BREAK);
  // Only when splitting and joining again gives the same text (no empty or padded paragraph).
  return parts.every((p) => p.length > 0 && p.trim() === p) ? parts : description;
};

function fileTexts<T extends Partial<OfferTexts>>(t: T): Omit<T, 'description'> & { description?: string | string[] } {
  return t.description === undefined ? t : { ...t, description: paragraphs(t.description) };
}

export async function exportCatalog(db: Kysely<Database>): Promise<CatalogFile> {
  const offers = await readOffers(db);
  return {
    offers: offers.map(({ version: _v, updatedAt: _u, texts, ...offer }) => ({
      ...offer,
      texts: {
        ije: fileTexts(texts.ije) as CatalogOfferIn['texts']['ije'],
        eke: fileTexts(texts.eke) as CatalogOfferIn['texts']['eke'],
        ...(texts.hr ? { hr: fileTexts(texts.hr) } : {}),
        ...(texts.me ? { me: fileTexts(texts.me) } : {}),
      },
    })),
  };
}
