// The offer gallery's thumbnails: each product picture (an SVG) rendered once as a small WebP and kept
// in memory (docs/decisions/046-gallery-thumbnails-after-the-page-works.md). Served at the address
// `thumbnailUrl` (packages/contract) gives: /images/thumbs/{path}.webp?v={the picture's version}.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { THUMBNAIL_PIXELS } from '@zdravo/contract';
import { IMAGES_DIR, versionedImageUrl } from './images.ts';

export interface Thumbnail {
  webp: Buffer;
  /** The picture's current content version (`v=…`), to tell whether a requested address is current. */
  version: string;
}

/** Pictures kept: the catalog has a few dozen; a limit all the same, as the path comes from a stranger. */
const MAX_KEPT = 256;
const kept = new Map<string, Promise<Thumbnail | null>>();
const SAFE_PATH = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+$/;

async function render(pictureFile: string, ref: string): Promise<Thumbnail | null> {
  const versioned = versionedImageUrl(ref);
  if (!versioned) return null;
  const webp = await sharp(pictureFile).resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  return { webp, version: versioned.slice(versioned.indexOf('?v=') + 3) };
}

/** The thumbnail of the picture at `/images/{picturePath}.svg`; null when there is no such picture. */
export function thumbnail(picturePath: string): Promise<Thumbnail | null> {
  if (!SAFE_PATH.test(picturePath)) return Promise.resolve(null);
  const file = path.join(IMAGES_DIR, `${picturePath}.svg`);
  if (!file.startsWith(IMAGES_DIR + path.sep) || !fs.existsSync(file)) return Promise.resolve(null);
  let made = kept.get(picturePath);
  if (!made) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    made = render(file, `/images/${picturePath}.svg`);
    kept.set(picturePath, made);
    made.catch(() => kept.delete(picturePath));
  }
  return made;
}
