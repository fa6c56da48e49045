// Turns an untrusted upload into the images we keep: a review's photo (full size and a square
// thumbnail) or a catalog photo (WebP at each responsive width). Shared by both areas, so both take
// uploads through the same checks. The type comes from the bytes (never the
// name or the declared type); the header's size is checked before anything is decoded — its pixel
// count, each edge and the aspect ratio — so a small file that declares a huge canvas, or a
// 50,000,000 × 1 line that passes a pixel count and then costs half a minute of resizing, is refused
// at once; then the image waits its turn in the image line (image-queue.ts), is decoded once,
// turned upright (EXIF orientation), and re-encoded as WebP. sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC text are gone.
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

type Refusal = {
  ok: false;
  code: 'IMAGE_EMPTY' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_MANY_PIXELS' | 'IMAGE_UNREADABLE' | 'RATE_LIMITED';
};

/** The upright image, decoded once into raw pixels; every output is encoded from it. */
interface Upright {
  width: number;
  height: number;
  /** A fresh pipeline over the raw pixels (one per output). */
  raw: () => sharp.Sharp;
}

export type ProcessedImage = { ok: true; width: number; height: number; full: Buffer; thumb: Buffer } | Refusal;

/** A review photo: full size (longest edge REVIEW_IMAGE_MAX_EDGE) and a square thumbnail. */
export function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  return intake(bytes, REVIEW_IMAGE_MAX_EDGE, async ({ width, height, raw }) => ({
    ok: true,
    width,
    height,
    full: await raw().webp({ quality: 82 }).toBuffer(),
    thumb: await raw()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 75 })
      .toBuffer(),
  }));
}

export type ProcessedSizes =
  { ok: true; width: number; height: number; sizes: { width: number; webp: Buffer }[] } | Refusal;

/**
 * A catalog photo at each of `widths` (never enlarged: a 600 px wide upload gives its own 600 px for
 * every width above it), WebP. The decode is capped at the largest width.
 */
export function processSizes(bytes: Buffer, widths: readonly number[]): Promise<ProcessedSizes> {
  const largest = Math.max(...widths);
  return intake(bytes, largest, async ({ width, height, raw }) => ({
    ok: true,
    width,
    height,
    sizes: await Promise.all(
      widths.map(async (w) => ({
        width: w,
        webp: await raw().resize({ width: w, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      })),
    ),
  }));
}

/** The checks every upload passes, then the decode and `encode`'s outputs. */
async function intake<T extends { ok: true }>(
  bytes: Buffer,
  maxEdge: number,
  encode: (upright: Upright) => Promise<T>,
): Promise<T | Refusal> {
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
  return (await imageWork.run(() => reencode(input, maxEdge, encode))) ?? { ok: false, code: 'RATE_LIMITED' };
}

async function reencode<T>(
  input: () => sharp.Sharp,
  maxEdge: number,
  encode: (upright: Upright) => Promise<T>,
): Promise<T | Refusal> {
  try {
    // Decode once, upright; every output comes from this raw copy.
    const upright = await input()
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: w, height: h, channels } = upright.info;
    return await encode({
      width: w,
      height: h,
      raw: () => sharp(upright.data, { raw: { width: w, height: h, channels } }),
    });
  } catch {
    return { ok: false, code: 'IMAGE_UNREADABLE' };
  }
}
