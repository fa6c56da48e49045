// Review photos in the database (docs/decisions/015): the upload (staticContent.images.f.upload), the
// public URLs, and the clean-up of photos never attached to a review. The stored bytes are only ever
// our own re-encoding; the name is 128 random bits, so a URL cannot be guessed from another.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReviewPhoto } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { lockUser } from '../../db/locks.ts';
import { processUpload } from '../../platform/image-process.ts';

export const MEDIA_PREFIX = '/media/reviews/';
/** A stored name: 16 random bytes as base64url. */
export const IMAGE_NAME_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Uploads one shopper may make in a rolling day, and unattached photos one may hold at once. */
export const UPLOADS_PER_DAY = 30;
export const UNATTACHED_MAX = 12;
/** Photos not attached to a review within this time are removed. */
const UNATTACHED_TTL_MS = 24 * 3_600_000;

export const photoOf = (name: string): ReviewPhoto => ({
  Full: `${MEDIA_PREFIX}${name}.webp`,
  Thumb: `${MEDIA_PREFIX}${name}-t.webp`,
});

export type StoreResult =
  | { ok: true; name: string }
  | {
      ok: false;
      code:
        | 'IMAGE_EMPTY'
        | 'IMAGE_TYPE_NOT_ALLOWED'
        | 'IMAGE_TOO_MANY_PIXELS'
        | 'IMAGE_UNREADABLE'
        | 'RATE_LIMITED'
        | 'UNAUTHORIZED';
    };

/** Whether this shopper may upload one more photo now (checked before any decoding work). */
async function mayUpload(db: Kysely<Database>, userId: number, now = Date.now()): Promise<boolean> {
  const since = new Date(now - 24 * 3_600_000).toISOString();
  const row = await db
    .selectFrom('review_images')
    .select((eb) => [
      eb.fn.countAll<number>().as('day'),
      eb.fn.sum<number>(eb.case().when('review_id', 'is', null).then(1).else(0).end()).as('loose'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.day ?? 0) < UPLOADS_PER_DAY && Number(row?.loose ?? 0) < UNATTACHED_MAX;
}

/**
 * Checked twice: before decoding, so a shopper over the cap costs no image work; and again where the
 * photo is stored, in a transaction that holds the account (lockUser; SQLite's writer runs one
 * transaction at a time), so fifty parallel uploads cannot all pass a count taken before any of them
 * was stored. The account may have been deleted while its photo was decoded: that is UNAUTHORIZED
 * (its session went with it), not a foreign-key error.
 */
export async function storeUpload(
  db: Kysely<Database>,
  userId: number,
  upload: { bytes: Buffer; imageName: string; tag: string },
): Promise<StoreResult> {
  if (!(await mayUpload(db, userId))) return { ok: false, code: 'RATE_LIMITED' };
  const image = await processUpload(upload.bytes);
  if (!image.ok) return image;
  const name = randomBytes(16).toString('base64url');
  return db.transaction().execute(async (trx): Promise<StoreResult> => {
    await lockUser(trx, userId);
    const account = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!account) return { ok: false, code: 'UNAUTHORIZED' };
    if (!(await mayUpload(trx, userId))) return { ok: false, code: 'RATE_LIMITED' };
    await insertImage(trx, userId, name, upload, image);
    return { ok: true, name };
  });
}

async function insertImage(
  db: Kysely<Database>,
  userId: number,
  name: string,
  upload: { imageName: string; tag: string },
  image: { width: number; height: number; full: Buffer; thumb: Buffer },
): Promise<void> {
  await db
    .insertInto('review_images')
    .values({
      name,
      user_id: userId,
      review_id: null,
      tag: upload.tag,
      image_name: upload.imageName.trim().slice(0, 200),
      width: image.width,
      height: image.height,
      full_bytes: image.full,
      thumb_bytes: image.thumb,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * The bytes behind a photo URL's file part (`<name>.webp` or `<name>-t.webp`), and whether they may
 * be cached publicly, or null. A photo is public only once its review is published; a photo not yet
 * attached, or of a review waiting or rejected, is shown to its author alone (`viewerId`, the
 * session's account), as the review form shows it while it is written. A photo left out at
 * moderation is nobody's to see here.
 */
export async function imageBytes(
  db: Kysely<Database>,
  file: string,
  viewerId: () => Promise<number | null>,
): Promise<{ bytes: Buffer; published: boolean } | null> {
  const match = /^([A-Za-z0-9_-]{22})(-t)?\.webp$/.exec(file);
  if (!match) return null;
  const name = match[1]!;
  const query = db
    .selectFrom('review_images')
    .leftJoin('reviews', 'reviews.id', 'review_images.review_id')
    .select([
      'review_images.user_id as owner',
      'review_images.left_out_at as leftOut',
      'reviews.is_approved as approved',
      'reviews.rejected_at as rejected',
    ])
    .where('review_images.name', '=', name);
  const row = match[2]
    ? await query.select('review_images.thumb_bytes as bytes').executeTakeFirst()
    : await query.select('review_images.full_bytes as bytes').executeTakeFirst();
  // Left out by a moderator (a face, an address): no shopper sees it, its author neither — only the
  // desk's own route serves it, to moderators (docs/desk.md, "Review moderation").
  if (!row || row.leftOut !== null) return null;
  const published = Number(row.approved ?? 0) === 1 && row.rejected === null;
  if (!published && (row.owner === null || row.owner !== (await viewerId()))) return null;
  return { bytes: Buffer.from(row.bytes), published };
}

/** Removes photos never attached to a review within UNATTACHED_TTL_MS; answers how many. */
export async function removeUnattachedImages(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const before = new Date(now - UNATTACHED_TTL_MS).toISOString();
  const result = await db
    .deleteFrom('review_images')
    .where('review_id', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
