// Turns an untrusted upload into the two images we keep. The type comes from the bytes (never the
// name or the declared type); the header's size is checked before anything is decoded — its pixel
// count, each edge and the aspect ratio — so a small file that declares a huge canvas, or a
// 50,000,000 × 1 line that passes a pixel count and then costs half a minute of resizing, is refused
// at once; then the image waits its turn in the image line (image-queue.ts), is decoded once,
// turned upright (EXIF orientation), and re-encoded as WebP at a capped size plus a square
// thumbnail. sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC text are gone.
import sharp from 'sharp';
import { REVIEW_IMAGE_MAX_EDGE } from '@zdravo/contract/methods';
import { imageWork } from './image-queue.ts';

/** More than any phone camera's photo we would keep; a 20,000 × 20,000 "PNG" is far above it. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The longest edge taken: a 50-megapixel camera's photo is about 8,700 px wide. */
const MAX_INPUT_EDGE = 10_000;
/** Long edge over short edge: a phone's panorama is about 1:4; a 1:11 strip is no review photo. */
const MAX_INPUT_ASPECT = 10;
const THUMB_EDGE = 320;

// Every upload is a new input, so libvips' operation cache would only keep memory after a burst.
sharp.cache(false);
// One libvips thread per image (its default is one per core): with photos queued one at a time, a
// burst of uploads then takes one core, and the event loop (logins, pages) keeps the others.
sharp.concurrency(1);

/** Whether a header's size may be decoded: pixels, each edge and the aspect ratio within bounds. */
function sizeAllowed(width: number, height: number): boolean {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return width * height <= MAX_INPUT_PIXELS && long <= MAX_INPUT_EDGE && long <= short * MAX_INPUT_ASPECT;
}

type SniffedType = 'jpeg' | 'png' | 'webp';

/** The image type its first bytes prove, or null. */
function sniffImageType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export type ProcessedImage =
  | { ok: true; width: number; height: number; full: Buffer; thumb: Buffer }
  | {
      ok: false;
      code: 'IMAGE_EMPTY' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_MANY_PIXELS' | 'IMAGE_UNREADABLE' | 'RATE_LIMITED';
    };

export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) return { ok: false, code: 'IMAGE_EMPTY' };
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' };
  // limitInputPixels makes sharp refuse too, but we want our own answer, from the header alone.
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
  let meta: sharp.Metadata;
  try {
    // Header only (no pixels decoded): the pixel limit is ours to answer, so sharp's own is off here.
    meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    return { ok: false, code: 'IMAGE_UNREADABLE' };
  }
  // The decoder must agree with the sniffed type (a PNG header in front of something else is not a PNG).
  if (meta.format !== type) return { ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' };
  const { width, height } = meta;
  if (!width || !height) return { ok: false, code: 'IMAGE_UNREADABLE' };
  if (!sizeAllowed(width, height)) return { ok: false, code: 'IMAGE_TOO_MANY_PIXELS' };
  // A full line of uploads waiting: refused now, as a busy shop, rather than held in memory.
  return (await imageWork.run(() => reencode(input))) ?? { ok: false, code: 'RATE_LIMITED' };
}

async function reencode(input: () => sharp.Sharp): Promise<ProcessedImage> {
  try {
    // Decode once, upright; both outputs come from this raw copy.
    const upright = await input()
      .rotate()
      .resize({ width: REVIEW_IMAGE_MAX_EDGE, height: REVIEW_IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: w, height: h, channels } = upright.info;
    const raw = () => sharp(upright.data, { raw: { width: w, height: h, channels } });
    const full = await raw().webp({ quality: 82 }).toBuffer();
    const thumb = await raw()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 75 })
      .toBuffer();
    return { ok: true, width: w, height: h, full, thumb };
  } catch {
    return { ok: false, code: 'IMAGE_UNREADABLE' };
  }
}
