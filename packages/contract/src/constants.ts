// Business constants, limits, timings and breakpoints (docs/product.md §9, docs/product.md §10). One source for the
// browser and the server: change a number here, never inline it in a screen or a handler.

/** The shop's working name; the server may override it with SHOP_NAME. */
export const DEFAULT_SHOP_NAME = 'Zdravo';

/** The club's name as join requests carry it (docs/product.md §3 ClubName: a fixed constant naming the club). */
export const clubNameOf = (shopName: string): string => `${shopName} Klub`;

// ── Country detection (docs/product.md §10) ─────────────────────────────────────────────────────────

/** The query parameter that overrides the country (`?country=RS`), remembered in browser storage. */
export const COUNTRY_QUERY_PARAM = 'country';
/** Browser-storage key of the remembered country. */
export const COUNTRY_STORAGE_KEY = 'country';
/**
 * Cookie that mirrors the remembered country for the server, so the page it renders before any
 * script runs carries that country's prices and spelling (docs/decisions/017-first-paint-html.md).
 */
export const COUNTRY_COOKIE = 'country';
/** Request header that carries the shopper's country on every RPC call (lower case, as Node reads it). */
export const COUNTRY_HEADER = 'x-shop-country';

// ── Limits and timing (docs/product.md §9) ─────────────────────────────────────────────────────────────

export const CREDENTIAL_MIN_LENGTH = 8;
export const CREDENTIAL_MAX_LENGTH = 64;
export const LOGIN_CHECK_INTERVAL_MS = 60_000;
export const LOGIN_RETRY_MS = 2_000;
export const TRACKING_DELAY_MS = 1_000;
export const PAGE_FADE_MS = 300;
// The event stream's open delay (500 ms) and reconnect (1000 ms) are the protocol's: RPC_TIMINGS in @zdravo/rpc.
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PHONE_DIGITS_MAX = 15;
export const PRICE_DECIMALS = 2;

/** Layout thresholds in CSS pixels (docs/product.md §9). "≤" / "<" as the spec says them. */
export const BREAKPOINTS = {
  /** Phone menu at width ≤ 1020. */
  phoneMenuMax: 1020,
  /** Header becomes fixed on phone after scrolling more than this. */
  fixedHeaderScroll: 150,
  /** Account order table switches to the mobile layout below this width. */
  accountTableBelow: 834,
  /** Best-sellers dropdown layout below this width. */
  bestSellersDropdownBelow: 800,
} as const;

export const KEY_CODES = { up: 38, down: 40, enter: 13, esc: 27 } as const;

// ── Catalog ────────────────────────────────────────────────────────────────────────────────

/** The first offer: the header menu's first link and the weight-loss blog's order button. */
export const FIRST_OFFER_SLUG = 'pure-fit';

/** The shop's own pages worth finding (static pages and blogs), as routes after the "#" (the sitemap lists them). */
export const INDEXABLE_PAGES = [
  '/most-popular',
  '/bundles',
  '/club',
  '/quiz',
  '/community',
  '/nasa-prica',
  '/o-nama',
  '/kontaktirajte-nas',
  '/politika-dostave',
  '/politika-povrata',
  '/terms-of-use',
  '/privacy-policy',
  '/blog/mrsavljenje',
  '/blog/kosa',
  '/blog/libido',
  '/blog/generalno',
] as const;
/** The landing page's four category tiles, in order (docs/product.md §2). */
export const LANDING_TILE_SLUGS = ['pure-fit', 'beauty-fem', 'hairgrow-plus', 'cellu-lift'] as const;

/** Product groups of the listing sidebar and the footer, as URL slugs (/shop/{slug}). Names live in messages. */
export const SHOP_GROUPS = [
  'mrsavljenje',
  'celulit',
  'kosa',
  'bore',
  'prosirene-vene',
  'menstrualna-podrska',
  'libido',
] as const;
export type ShopGroup = (typeof SHOP_GROUPS)[number];

export const isShopGroup = (value: unknown): value is ShopGroup =>
  typeof value === 'string' && (SHOP_GROUPS as readonly string[]).includes(value);


// ── Promotion, club, orders (docs/product.md §9) ─────────────────────────────────────────────────────

export const PROMO = { name: 'Black Friday', maxDiscountPercent: 53 } as const;

/**
 * The promotion's "up to X %" in a country, or null where it may not be stated as a fixed figure: under
 * the 30-day rule (HR, docs/decisions/023) every announced percentage is measured from a prior price
 * per offer, so the strip and the landing say "reductions" without a number.
 */
export const promoPercent = (priorPriceRule: boolean): number | null => (priorPriceRule ? null : PROMO.maxDiscountPercent);
export const CLUB_DISCOUNT_PERCENT = 25;
export const ORDER_CALLBACK_MINUTES = { min: 30, max: 60 } as const;
export const DATA_REQUEST_REPLY_DAYS = 30;
export const MIN_AGE = 13;

export const REFUND = {
  guaranteeDays: 90,
  restockingFeePercent: 20,
  processingWorkingDays: { min: 5, max: 10 },
  damageReportDays: 7,
  approvalHours: { from: '9:00', to: '18:00' },
} as const;

export const SHIPPING = { deliveryHours: { min: 24, max: 48 } } as const;
export const SUPPORT_HOURS = { from: '8:00', to: '17:00' } as const;

// ── Carousel (docs/product.md §9) ─────────────────────────────────────────────────────────────────────

/** Items per page by minimum viewport width, widest first. */
export const CAROUSEL_PER_PAGE: readonly (readonly [minWidth: number, perPage: number])[] = [
  [4200, 5],
  [1200, 4],
  [1000, 2],
  [550, 1],
];
export const CAROUSEL_GAP_PX = 20;
export const CAROUSEL_SPEED_MS = 400;
export const CAROUSEL_AUTOPLAY_MS = 5_000;

// ── Reviews and quiz (docs/product.md §9, docs/product.md §10) ───────────────────────────────────────────────

export const REVIEW_SORTS = ['files', 'newest', 'oldest', 'best', 'worst'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Fixed base numbers added to the live review count per offer (configuration; defaults from the spec). */
export const REVIEW_BASE_COUNTS: Readonly<Record<string, number>> = {
  'pure-fit': 4167,
  'beauty-fem': 3479,
  'hairgrow-plus': 3384,
  'cellu-lift': 2891,
  'prosta-vital': 2964,
  'alpha-potent': 3467,
  'hemo-calm': 3475,
  libido: 2747,
};

/**
 * The spec's fixed review count of the quiz result. Shown only when the recommended product's own
 * Rating and RatingCount could not be loaded (docs/decisions/013-quiz-result.md): a product never
 * shows two different counts while its own is known.
 */
export const QUIZ_RESULT_REVIEW_COUNT = 2491;
export const QUIZ_AGE_GROUPS = ['18-25', '26-30', '31-39', '40-59', '60+'] as const;
export const COMMUNITY_MEMBERS = 45_000;

// ── Storefront: review base numbers, listing categories, cart ──────────────────────────────

/**
 * The average rating the base reviews of REVIEW_BASE_COUNTS stand for (configuration). Rating is the
 * blend of that base with the live approved reviews, weighted by count:
 *   Rating = (baseRating × baseCount + Σ approved ratings) / (baseCount + approved count)
 * and RatingCount = baseCount + approved count; an offer without a base counts its live reviews only.
 * A bundle adds the totals of its child offers to its own: it is rated by what is in it.
 */
export const REVIEW_BASE_RATINGS: Readonly<Record<string, number>> = {
  'pure-fit': 4.8,
  'beauty-fem': 4.7,
  'hairgrow-plus': 4.7,
  'cellu-lift': 4.6,
  'prosta-vital': 4.8,
  'alpha-potent': 4.7,
  'hemo-calm': 4.9,
  libido: 4.6,
};
export const REVIEW_BASE_RATING_DEFAULT = 4.7;

/**
 * The countries whose offer pages add the base numbers (ratings gathered elsewhere) to the reviews
 * published here. HR is left out by default: EU Omnibus rules apply there, and ratings we cannot show
 * came from buyers are not added to a count a shopper reads as ours (docs/decisions/015). The operator
 * changes it per country with `npm run shop -- reviews:base <country> on|off`.
 */
export const REVIEW_BASE_COUNTRIES_DEFAULT: readonly string[] = ['BA', 'RS', 'ME'];

/** Listing sidebar entries after the "Sve kategorije" heading: most popular (all offers), then the groups. */
export const LISTING_POPULAR = 'najpopularniji';
export type ListingCategory = typeof LISTING_POPULAR | ShopGroup;

/** Icon per listing entry (names of the web's icon set; the texts live in messages). */
export const CATEGORY_ICONS: Readonly<Record<'all' | ListingCategory, string>> = {
  all: 'grid',
  najpopularniji: 'star',
  mrsavljenje: 'scale',
  celulit: 'waves',
  kosa: 'hair',
  bore: 'sparkle',
  'prosirene-vene': 'leg',
  'menstrualna-podrska': 'flower',
  libido: 'heart',
};

/** Browser-storage key of the cart (docs/product.md §3): a JSON list of { ID, quantity }. */
export const CART_STORAGE_KEY = 'cart';
/** Highest quantity of one line; a shop for households, and it keeps a tampered storage value sane. */
export const CART_MAX_QUANTITY = 99;
