// The catalog's fixed shape (docs/product.md §2, §9): the pages worth finding, the landing's tiles, the
// product groups with their search words and icons, and the cart's storage and limit.

/** The first offer: the header menu's first link and the weight-loss blog's order button. */
export const FIRST_OFFER_SLUG = 'pure-fit';

/**
 * The shop's own pages worth finding (listings, static pages and blogs): each is one the server renders
 * at its real address (`/o-nama?country=BA`, apps/web/src/app/rendered-paths.ts), and the sitemap lists
 * it so (besides the landing, each group's listing /shop/{group} and every offer at /offers/{slog}). Pages that need a script (the quiz, the
 * bundles' list) are not listed: a crawler reading their address would find nothing there.
 */
export const INDEXABLE_PAGES = [
  '/most-popular',
  '/club',
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

/**
 * Words shoppers type for what a category is about, beyond its name and the offers' own texts (search
 * folds case and diacritics). Plain words of the matter, no promise of an effect.
 */
export const SHOP_GROUP_SEARCH_TERMS: Readonly<Record<ShopGroup, readonly string[]>> = {
  mrsavljenje: ['mršavljenje', 'kilogrami', 'težina', 'vitka linija', 'apetit', 'probava', 'detoks'],
  celulit: ['celulit', 'bedra', 'zatezanje', 'koža'],
  kosa: ['kosa', 'nokti', 'opadanje kose', 'vlasište'],
  bore: ['bore', 'koža', 'kolagen', 'lice', 'ljepota', 'lepota'],
  'prosirene-vene': ['vene', 'proširene vene', 'hemoroidi', 'teške noge', 'cirkulacija'],
  'menstrualna-podrska': ['menstruacija', 'pms', 'ciklus', 'menopauza', 'hormoni'],
  libido: ['libido', 'muškarci', 'energija', 'potencija'],
};

export const isShopGroup = (value: unknown): value is ShopGroup =>
  typeof value === 'string' && (SHOP_GROUPS as readonly string[]).includes(value);

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

/**
 * A product picture's thumbnail (the offer gallery's strip): the same picture as a small raster image
 * the server makes from it, `/images/offers/x.svg?v=…` → `/images/thumbs/offers/x.webp?v=…` (the same
 * content version). A raster thumbnail is decoded off the page's main thread, where each SVG picture is
 * a document of its own to lay out (docs/decisions/046-gallery-thumbnails-after-the-page-works.md).
 * Any other URL is answered as it is.
 */
export function thumbnailUrl(imageUrl: string): string {
  const match = PICTURE_URL.exec(imageUrl);
  return match ? `${THUMBNAILS_PREFIX}${match[1]}.webp${match[2] ?? ''}` : imageUrl;
}

/** The widths a photo uploaded in the desk is kept in (WebP, never enlarged); its address is the largest. */
export const CATALOG_PHOTO_WIDTHS = [480, 960] as const;

/**
 * An uploaded photo's widths as a srcset ('…/x-480.webp 480w, …/x.webp 960w'); undefined for any other
 * picture. Written out rather than built from CATALOG_PHOTO_WIDTHS: it is in the offer page's first
 * load (photo-src-set.test.ts holds the two together).
 */
export const photoSrcSet = (url: string): string | undefined =>
  url.startsWith('/media/catalog/') ? `${url.slice(0, -5)}-480.webp 480w, ${url} 960w` : undefined;

/** The picture a thumbnail's path (without its query) is made from, `/images/offers/x.svg`; null for any other path. */
export function thumbnailPicture(thumbnailPath: string): string | null {
  const match = THUMBNAIL_PATH.exec(thumbnailPath);
  return match ? `/images/${match[1]}.svg` : null;
}

/** Where thumbnails are served, and their size in pixels (square; the strip shows them at 72 CSS px). */
export const THUMBNAILS_PREFIX = '/images/thumbs/';
export const THUMBNAIL_PIXELS = 192;
/** A picture's path under /images/ without its extension: lower-case words, digits and dashes, in folders. */
const PICTURE_PATH = '((?:[a-z0-9-]+/)*[a-z0-9-]+)';
const PICTURE_URL = new RegExp(`^/images/${PICTURE_PATH}\\.svg(\\?v=[0-9a-f]+)?$`);
const THUMBNAIL_PATH = new RegExp(`^${THUMBNAILS_PREFIX}${PICTURE_PATH}\\.webp$`);
