// Each picture's alt text per spelling variant (decision 068), kept on the offer as JSON keyed by the
// picture's reference: moving a picture keeps its text, removing it drops it. One stored form
// (references as paths, keys in order, Croatian and Montenegrin only when set), so the editor, a catalog
// file and the database compare equal.
import type { TextVariant } from '@zdravo/contract';
import type { ImageAlt } from '@zdravo/contract/desk/catalog-params';
import { imagePath } from './images.ts';

export type ImageAlts = Record<string, ImageAlt>;

function normal(alts: ImageAlts): ImageAlts {
  const out: ImageAlts = {};
  for (const [ref, alt] of Object.entries(alts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out[imagePath(ref)] = {
      ije: alt.ije,
      eke: alt.eke,
      ...(alt.hr ? { hr: alt.hr } : {}),
      ...(alt.me ? { me: alt.me } : {}),
    };
  }
  return out;
}

/** The column's value: null when no picture has a text. */
export function imageAltsJson(alts: ImageAlts): string | null {
  const out = normal(alts);
  return Object.keys(out).length === 0 ? null : JSON.stringify(out);
}

export const parseImageAlts = (json: string | null): ImageAlts => (json ? (JSON.parse(json) as ImageAlts) : {});

/** The shop's alt texts for `images` in a variant (HR and ME fall back to the ijekavian); undefined when none is set. */
export function altsIn(json: string | null, images: string[], variant: TextVariant): (string | null)[] | undefined {
  const alts = parseImageAlts(json);
  if (Object.keys(alts).length === 0) return undefined;
  return images.map((image) => {
    const alt = alts[imagePath(image)];
    if (!alt) return null;
    return variant === 'eke' ? alt.eke : ((variant === 'ije' ? undefined : alt[variant]) ?? alt.ije);
  });
}
