// Catalog photos uploaded in the desk's product editor (docs/decisions/068-catalog-photos.md). Every
// upload goes through the shared image pipeline (platform/image-process.ts: type from the bytes, pixel
// and edge limits, re-encoded, metadata gone) and is kept as files under the data dir, one WebP per
// width of CATALOG_PHOTO_WIDTHS, under a name of 128 random bits. The reference an offer keeps is the
// largest width's address; the bytes behind a name never change, so its URL needs no content version.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_PHOTO_WIDTHS, type DeskCatalogPhoto } from '@zdravo/contract/desk';
import { processSizes } from '../../platform/image-process.ts';
import { CATALOG_PHOTO_PREFIX, imageFileOf, isCatalogPhoto, versionedImageUrl } from './images.ts';

/** '<name>.webp' (the largest width) or '<name>-<width>.webp'. */
const FILE_PATTERN = /^([A-Za-z0-9_-]{22})(?:-(\d{2,4}))?\.webp$/;
const LARGEST = Math.max(...CATALOG_PHOTO_WIDTHS);

/** The folder under a shop's data dir the photos are kept in. */
const photoDirOf = (dataDir: string): string => path.join(dataDir, 'catalog-photos');

/** The file behind a served name ('<name>.webp', '<name>-480.webp'), or null for any other name. */
export function photoFile(dataDir: string, file: string): string | null {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const width = match[2] === undefined ? LARGEST : Number(match[2]);
  if (!(CATALOG_PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return path.join(photoDirOf(dataDir), file);
}

/** The file behind a reference, on disk or not; null for a reference that is no uploaded photo's. */
function photoFileOfRef(dataDir: string, ref: string): string | null {
  return isCatalogPhoto(ref) ? photoFile(dataDir, ref.slice(CATALOG_PHOTO_PREFIX.length)) : null;
}

/** The file behind any picture reference: an uploaded photo's under the data dir, or one under /images/. */
export function pictureFileOf(dataDir: string, ref: string): string {
  return photoFileOfRef(dataDir, ref.split('?')[0] ?? ref) ?? imageFileOf(ref);
}

/**
 * An image reference as an offer keeps it: an uploaded photo's own address when its file is in this
 * shop's data dir, a picture under /images/ with its content version; null when there is no such file.
 */
export function storedImageUrl(dataDir: string, ref: string): string | null {
  if (!isCatalogPhoto(ref)) return versionedImageUrl(ref);
  const file = photoFileOfRef(dataDir, ref);
  return file !== null && existsSync(file) ? ref : null;
}

const urlOf = (name: string, width: number) =>
  `${CATALOG_PHOTO_PREFIX}${name}${width === LARGEST ? '' : `-${width}`}.webp`;

export type StoredPhoto =
  | { ok: true; photo: DeskCatalogPhoto }
  | {
      ok: false;
      code: 'IMAGE_EMPTY' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_MANY_PIXELS' | 'IMAGE_UNREADABLE' | 'RATE_LIMITED';
    };

/** Takes one upload through the pipeline and keeps it in every width; nothing is written for a refusal. */
export async function storeCatalogPhoto(dataDir: string, bytes: Buffer): Promise<StoredPhoto> {
  const image = await processSizes(bytes, CATALOG_PHOTO_WIDTHS);
  if (!image.ok) return image;
  const name = randomBytes(16).toString('base64url');
  const dir = photoDirOf(dataDir);
  await fs.mkdir(dir, { recursive: true });
  // The largest width last: its file is the reference, so a photo whose reference exists is whole.
  const sizes = [...image.sizes].sort((a, b) => a.width - b.width);
  for (const size of sizes)
    await fs.writeFile(path.join(dir, urlOf(name, size.width).slice(CATALOG_PHOTO_PREFIX.length)), size.webp, {
      flag: 'wx',
    });
  return {
    ok: true,
    photo: {
      ref: urlOf(name, LARGEST),
      sizes: sizes.map((s) => ({ width: s.width, url: urlOf(name, s.width) })),
      width: image.width,
      height: image.height,
    },
  };
}
