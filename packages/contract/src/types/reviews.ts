// Reviews (docs/product.md §3, §7): shopReviews.getAll lists an offer's APPROVED reviews in the chosen order, a page
// at a time; shopReviews.summary counts them per star; shopReviews.add stores a shopper's review for
// moderation; staticContent.images.f.upload takes one photo.
// Browser-safe: names, types and constants; the schemas are in methods/reviews.ts.
import type { CountryCode } from '../countries.ts';

/** The fields a review list may be ordered by, and the directions. */
export const REVIEW_ORDER_FIELDS = ['createdAt', 'Rating'] as const;
export const REVIEW_ORDER_DIRECTIONS = ['asc', 'desc'] as const;

/** The spec's `orders`: the marker 'files' (reviews with photos first), or a field and a direction. */
export type ReviewOrders = 'files' | [(typeof REVIEW_ORDER_FIELDS)[number], (typeof REVIEW_ORDER_DIRECTIONS)[number]];

/** The offer page shows this many reviews, then 'Prikaži još' asks for the next page. */
export const REVIEWS_PAGE_SIZE = 10;
/** The most one answer may hold (`Limit`). */
export const REVIEWS_PAGE_MAX = 50;

export interface ReviewPhoto {
  /** Full size (longest edge at most REVIEW_IMAGE_MAX_EDGE). */
  Full: string;
  /** A square thumbnail. */
  Thumb: string;
}

export interface ShopReview {
  ID: number;
  OfferID: number;
  Rating: number;
  Review: string;
  ReviewHead: string;
  /** The photos' full-size URLs (docs/product.md §3's image references). */
  Attachments: string[];
  /** The same photos with their thumbnails, in order. */
  Photos: ReviewPhoto[];
  IsApproved: true;
  createdAt: string;
  /** The author as shown publicly: first name and the initial of the last name (privacy). */
  _User: { FirstName: string; LastName: string };
  /** The author has a delivered order containing this offer (directly or inside a bundle). */
  VerifiedBuyer: boolean;
  /** The shop's reply, when it gave one. */
  Reply: { Text: string; createdAt: string } | null;
  /**
   * The shop country it was written in (null: not known, older reviews). Shown beside the author when it
   * is not the page's country: a review is kept as written, and says where it comes from.
   */
  Country: CountryCode | null;
}

/** What the offer's review numbers are made of, in the country of the request. */
export interface ReviewSummary {
  /** Published reviews per star: index 0 is 1★ … index 4 is 5★. */
  Histogram: [number, number, number, number, number];
  /** Reviews published here (approved). */
  Published: number;
  /** Ratings gathered elsewhere (the configured base for this offer and country; 0 when switched off). */
  Elsewhere: number;
}

/** Review text limits (the server refuses longer; the form counts down). */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_HEAD_MAX = 120;
/** Photos one review may carry. */
export const REVIEW_PHOTOS_MAX = 3;

/** The answer of shopReviews.add: the review waits for moderation. */
export interface AddedReview {
  ID: number;
  IsApproved: false;
}

/** The ImageTag values we accept (docs/product.md §3: offer). */
export const IMAGE_TAGS = ['offer'] as const;

/** The largest upload we take, in bytes (docs/architecture.md §2: 5 MB per file). */
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest edge the browser shrinks a photo to before upload, and the server's cap for the full size. */
export const REVIEW_IMAGE_MAX_EDGE = 1600;

/** What the upload answers: the reference to put in Attachments, and where the image is served. */
export interface UploadedImage {
  /** The reference (the random name). */
  ID: string;
  Full: string;
  Thumb: string;
}

/** staticContent.images.f.upload as the browser sends it (ImageFile goes as a multipart part). */
export interface ImagesUploadParams {
  ImageName: string;
  ImageTag: (typeof IMAGE_TAGS)[number];
  ImageFile: Blob;
}
