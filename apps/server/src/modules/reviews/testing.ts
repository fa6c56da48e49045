// Test helpers for reviews: photo fixtures made in the test (a JPEG carrying EXIF GPS and an
// orientation, PNG, WebP, PNGs of any declared size) and a multipart upload
// through the real /_rpc endpoint as the browser's client sends it (docs/architecture.md §2).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { RpcAnswer } from '@zdravo/rpc';
import type { CountryCode } from '@zdravo/contract';
import type { TestApp, TestShopper } from '../../testing.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } });

/** A 64 × 48 JPEG shot "sideways" (orientation 6) with a camera make and GPS position in its EXIF. */
export const jpegWithGps = (): Promise<Buffer> =>
  solid(64, 48)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'FixtureCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 24/1 0/1' },
    })
    .toBuffer();
export const png = (): Promise<Buffer> => solid(40, 30).png().toBuffer();
export const webp = (): Promise<Buffer> => solid(50, 20).webp().toBuffer();

/** Whether EXIF data carries a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  for (let i = 0; i < exif.length - 1; i++)
    if ((exif[i] === 0x88 && exif[i + 1] === 0x25) || (exif[i] === 0x25 && exif[i + 1] === 0x88)) return true;
  return false;
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
/** One PNG chunk (length, type, data, CRC): for writing PNG files of any declared size by hand. */
export function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A few hundred bytes whose header declares a 20,000 × 20,000 RGB image (a decompression bomb). */
export const pngBomb = (): Buffer => pngOfSize(20_000, 20_000, 20_001 * 4);

/**
 * A grey RGB PNG whose header declares `width` × `height`. With `rows` bytes of pixel data (a few
 * rows) it is a bomb's header; without, every row is there, deflated — a 50,000,000 × 1 line is a
 * 146 KB file that decodes to 150 MB.
 */
export function pngOfSize(width: number, height: number, rows?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc(rows ?? (1 + width * 3) * height, 0), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GET a photo URL as this shopper (with its session cookie), as the review form's <img> does. */
export const getAs = (t: TestApp, shopper: TestShopper, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

export interface UploadPart {
  bytes: Buffer;
  filename: string;
  type: string;
}

/** staticContent.images.f.upload as multipart; `file: null` leaves ImageFile out. */
export async function upload(
  t: TestApp,
  shopper: TestShopper,
  file: UploadPart | null,
  params: Record<string, unknown> = {},
): Promise<{ status: number; answer: RpcAnswer }> {
  const boundary = `----zdravo${Math.random().toString(16).slice(2)}`;
  const call = {
    action: 'call',
    method: 'staticContent.images.f.upload',
    params: {
      ImageName: file?.filename ?? 'x',
      ImageTag: 'offer',
      ...(file ? { ImageFile: { $file: 'file0' } } : {}),
      ...params,
    },
    meta: { id: 1 },
  };
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="rpc"\r\n\r\n${JSON.stringify(call)}\r\n`),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: '/_rpc',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-shop-country': 'HR',
      cookie: [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: Buffer.concat(parts),
  });
  return { status: res.statusCode, answer: res.json() as RpcAnswer };
}

interface DeliveredOrder {
  userId: number;
  country: CountryCode;
  currency: string;
  leadId: string;
  /** The one line's offer (a bundle counts for the products in it). */
  offerId: number;
  name: string;
}

/** An order of one line delivered on 3 November 2026, written straight to the database, so that
 *  its buyer counts as verified and its review request falls due a week later. */
export async function deliveredOrder(t: TestApp, order: DeliveredOrder): Promise<number> {
  const { id } = await t.db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      status: 'delivered',
      country: order.country,
      currency: order.currency,
      first_name: 'Ana',
      last_name: 'K',
      phone: '+38761000000',
      subtotal_minor: 100,
      delivery_minor: 0,
      total_minor: 100,
      club_discount_minor: 0,
      idempotency_key: null,
      lead_id: order.leadId,
      lead_forwarded_at: null,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
      delivered_at: '2026-11-03T10:00:00.000Z',
      withdrawn_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_lines')
    .values({
      order_id: id,
      offer_id: order.offerId,
      name: order.name,
      image: null,
      quantity: 1,
      unit_old_minor: 100,
      unit_price_minor: 100,
      line_total_minor: 100,
    })
    .execute();
  return id;
}
