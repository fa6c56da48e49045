// The picture a shared product link shows (Open Graph / Twitter): 1200 × 630, the size Facebook,
// Viber and WhatsApp crop to, made from the product's own packshot, widened with its own corner colour
// so the picture reads as one.
// Rendered once per image URL (the URL carries the file's content version) and kept.
import sharp from 'sharp';
import { pictureFileOf } from '../catalog/index.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MAX_KEPT = 64;

const kept = new Map<string, Promise<Buffer>>();

async function render(dataDir: string, imageUrl: string): Promise<Buffer> {
  const packshot = await sharp(pictureFileOf(dataDir, imageUrl), { density: 144 })
    .resize({ height: OG_HEIGHT - 60, width: OG_WIDTH - 120, fit: 'inside' })
    .png()
    .toBuffer();
  const corner = await sharp(packshot).extract({ left: 0, top: 0, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  const background = { r: corner[0] ?? 255, g: corner[1] ?? 255, b: corner[2] ?? 255, alpha: 1 };
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 4, background } })
    .composite([{ input: packshot, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The PNG for a product image URL ('/images/offers/x.svg?v=…', or an uploaded photo under the data dir). */
export function ogImage(dataDir: string, imageUrl: string): Promise<Buffer> {
  let png = kept.get(imageUrl);
  if (!png) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    png = render(dataDir, imageUrl);
    kept.set(imageUrl, png);
    png.catch(() => kept.delete(imageUrl));
  }
  return png;
}
