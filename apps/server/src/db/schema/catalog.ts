// Catalog tables (migration 0002_catalog): offers, their texts per spelling variant, their prices per
// country in integer minor units, bundle children, and reviews (for Rating / RatingCount; the reviews
// issue builds its calls on this table).
import type { Generated } from 'kysely';

interface OffersTable {
  id: Generated<number>;
  slog: string;
  /** A ShopGroup slug (contract constants). */
  group_slug: string;
  scalelead_id: string;
  stock_days: number;
  /** Higher sells more; getAll answers most popular first. */
  popularity: number;
  /** JSON array of image URLs (with a content version query). */
  images: string;
  ingredients_image: string;
  created_at: string;
  updated_at: string;
  /** JSON OfferIngredients (migration 0051); null for a bundle. */
  ingredients: string | null;
  /** JSON OfferImageAlts (migration 0064): each picture's alt text per variant, by its reference; null: none. */
  image_alts: string | null;
  /** Raised by every save of the desk's editor and every import (its version check). */
  version: Generated<number>;
}

/** Where an offer is listed (migration 0051): per country draft | published | hidden | unavailable; no row: draft. */
interface OfferListingsTable {
  offer_id: number;
  country: string;
  status: string;
}

export interface OfferTextsTable {
  offer_id: number;
  /** A TextVariant: 'ije' | 'eke' | 'hr' | 'me' (an 'hr' or 'me' row is optional; ijekavian is the fallback) */
  variant: string;
  name: string;
  heading: string;
  sub_heading: string;
  description: string;
  how_to_use: string;
  /** JSON array; joined with '&&' on the wire (Adventages). */
  advantages: string;
  /** JSON array. */
  benefits: string;
}

interface OfferPricesTable {
  offer_id: number;
  /** BA | RS | HR | ME */
  country: string;
  /** BAM | RSD | EUR */
  currency: string;
  old_minor: number;
  new_minor: number;
}

/** One price period of an offer in a country (migration 0036): from `at` on it cost new_minor. */
interface OfferPriceHistoryTable {
  id: Generated<number>;
  offer_id: number;
  country: string;
  new_minor: number;
  old_minor: number;
  at: string;
  source: string;
}

/** A price of one offer in one country from `starts_at` until `ends_at` (null: for good), migration 0062. */
interface OfferPriceSchedulesTable {
  id: Generated<number>;
  offer_id: number;
  country: string;
  new_minor: number;
  old_minor: number;
  starts_at: string;
  ends_at: string | null;
  created_at: string;
  /** The person ("Name <e-mail>") or CLI. */
  created_by: string;
}

/** An offer's former address, answering with a redirect to its current one (migration 0063). */
interface OfferSlogRedirectsTable {
  old_slog: string;
  offer_id: number;
  created_at: string;
}

interface OfferChildrenTable {
  bundle_id: number;
  child_id: number;
  position: number;
}

interface ReviewsTable {
  id: Generated<number>;
  offer_id: number;
  /** null for the shop's seeded sample reviews; otherwise the author (users table of the accounts issue). */
  user_id: number | null;
  /** The shown name for reviews without a user (seeded samples); '' otherwise. */
  author_first_name: Generated<string>;
  author_last_name: Generated<string>;
  rating: number;
  review: string;
  review_head: Generated<string>;
  /** 0/1: only approved reviews are shown and counted. */
  is_approved: Generated<number>;
  /** JSON array of image references. */
  attachments: Generated<string>;
  created_at: string;
  /** 0/1: the review has photos (the 'files' sort reads it from an index). */
  has_files: Generated<number>;
  /** The shop's public reply, set by an operator (reviews:reply). */
  reply: Generated<string | null>;
  reply_at: Generated<string | null>;
  /** Set when an operator rejected it: a rejected review is neither listed nor pending. */
  rejected_at: Generated<string | null>;
  reject_reason: Generated<string | null>;
  approved_at: Generated<string | null>;
  /** The shop country it was written in (migration 0038); null for seeded samples and some older reviews. */
  country: Generated<string | null>;
}

export interface CatalogTables {
  offers: OffersTable;
  offer_texts: OfferTextsTable;
  offer_prices: OfferPricesTable;
  offer_price_history: OfferPriceHistoryTable;
  offer_children: OfferChildrenTable;
  offer_listings: OfferListingsTable;
  offer_price_schedules: OfferPriceSchedulesTable;
  offer_slog_redirects: OfferSlogRedirectsTable;
  reviews: ReviewsTable;
}
