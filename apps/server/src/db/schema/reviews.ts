// Reviews written by shoppers (migration 0017_reviews): uploaded photos with their re-encoded bytes.
// The moderation columns live on `reviews` itself (catalog.ts).
import type { Generated } from 'kysely';

interface ReviewImagesTable {
  id: Generated<number>;
  /** The public, unguessable name (128 random bits, base64url). */
  name: string;
  /** The uploader; the row goes with the account (docs/decisions/015). */
  user_id: number | null;
  /** The review it belongs to; null until attached (removed after 24 hours if never attached). */
  review_id: number | null;
  /** ImageTag of the upload (docs/product.md §3: 'offer'). */
  tag: string;
  /** ImageName as the shopper's device called it (never used in a URL). */
  image_name: string;
  width: number;
  height: number;
  /** WebP, re-encoded, no metadata. */
  full_bytes: Buffer;
  thumb_bytes: Buffer;
  created_at: string;
  /** Set when a moderator published the review without this photo (migration 0038): never served to shoppers. */
  left_out_at: Generated<string | null>;
}

export interface ReviewTables {
  review_images: ReviewImagesTable;
}
