// The offer gallery's thumbnails: each product picture (an SVG) rendered once as a small WebP and kept
// in memory (docs/decisions/046-gallery-thumbnails-after-the-page-works.md). Served at the address
// `thumbnailUrl` (packages/contract) gives: /images/thumbs/{path}.webp?v={the picture's version}.
import sharp from 'sharp';
import { THUMBNAIL_PIXELS, thumbnailPicture } from '@zdravo/contract';
import { imageFileOf, imageVersion } from './images.ts';

export interface Thumbnail {
  webp: Buffer;
  /** The picture's current content version (`v=…`), to tell whether a requested address is current. */
  version: string;
}

/** Pictures kept: the catalog has a few dozen; a limit all the same, as the path comes from a stranger. */
const MAX_KEPT = 256;
const kept = new Map<string, Promise<Thumbnail>>();

async function render(picture: string, version: string): Promise<Thumbnail> {
  const webp = await sharp(imageFileOf(picture))
    .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  return { webp, version };
}

/** The thumbnail at `thumbnailPath` (/images/thumbs/….webp, without its query); null when there is no such picture. */
export async function thumbnail(thumbnailPath: string): Promise<Thumbnail | null> {
  const picture = thumbnailPicture(thumbnailPath);
  if (picture === null) return null;
  let made = kept.get(picture);
  if (!made) {
    const version = imageVersion(picture);
    if (version === null) return null;
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    made = render(picture, version);
    kept.set(picture, made);
    made.catch(() => kept.delete(picture));
  }
  return made;
}
