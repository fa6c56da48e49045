// The small server-rendered page behind a shared product link (/p/{slog}): what Viber, WhatsApp,
// Facebook and search engines read — title, description, canonical, Open Graph, Twitter card and
// JSON-LD Product with its Offer and AggregateRating — in the country of the host it was shared
// from. A person is sent on to the offer in the shop at once.
import { COUNTRIES, textFor, type CountryCode } from '@zdravo/contract';
import { shareMessages } from '@zdravo/contract/messages/share';
import type { Offer } from '@zdravo/contract/methods';
import { OG_HEIGHT, OG_WIDTH } from './og-image.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

// JSON inside <script> must not close the element or open a comment.
const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface SharePageInput {
  offer: Offer;
  country: CountryCode;
  origin: string;
  shopName: string;
  /** `?country=XX`, or '' where the host names the country (countryQuery). */
  query?: string;
}

const shareUrl = (origin: string, slog: string, query = ''): string =>
  `${origin}/p/${encodeURIComponent(slog)}${query}`;
const ogImageUrl = (origin: string, slog: string, query = ''): string => `${shareUrl(origin, slog)}/og.png${query}`;
/** The offer in the shop, at its real path: it arrives already rendered (web.ts), in the link's country. */
const shopUrl = (slog: string, query = ''): string => `/offers/${encodeURIComponent(slog)}${query}`;

function productJsonLd({ offer, country, origin, shopName }: SharePageInput): Record<string, unknown> {
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.Name,
    description: offer.SubHeading,
    image: [ogImageUrl(origin, offer.Slog), ...offer.Images.map((src) => origin + src)],
    sku: offer.ScaleleadID,
    brand: { '@type': 'Brand', name: shopName },
    url: shareUrl(origin, offer.Slog),
    offers: {
      '@type': 'Offer',
      price: offer.NewPrice.toFixed(2),
      priceCurrency: offer.Currency,
      availability: offer.Stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: shareUrl(origin, offer.Slog),
      areaServed: country,
    },
  };
  if (offer.Rating !== undefined && offer.RatingCount) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: offer.Rating.toFixed(1),
      reviewCount: offer.RatingCount,
      bestRating: '5',
      worstRating: '1',
    };
  }
  return product;
}

export function sharePage(input: SharePageInput): string {
  const { offer, country, origin, shopName, query = '' } = input;
  const t = (key: keyof typeof shareMessages) => textFor(shareMessages[key], country);
  const title = `${offer.Name} | ${shopName}`;
  const description = offer.SubHeading;
  const canonical = shareUrl(origin, offer.Slog, query);
  const image = ogImageUrl(origin, offer.Slog, query);
  const target = shopUrl(offer.Slog, query);
  const locale = COUNTRIES[country].locale.replace(/-Latn/, '').replace('-', '_');
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="${COUNTRIES[country].locale.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${meta('name', 'description', description)}
<link rel="canonical" href="${escapeHtml(canonical)}">
${meta('property', 'og:type', 'product')}
${meta('property', 'og:site_name', shopName)}
${meta('property', 'og:locale', locale)}
${meta('property', 'og:title', title)}
${meta('property', 'og:description', description)}
${meta('property', 'og:url', canonical)}
${meta('property', 'og:image', image)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', String(OG_WIDTH))}
${meta('property', 'og:image:height', String(OG_HEIGHT))}
${meta('property', 'og:image:alt', offer.Name)}
${meta('property', 'product:price:amount', offer.NewPrice.toFixed(2))}
${meta('property', 'product:price:currency', offer.Currency)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', title)}
${meta('name', 'twitter:description', description)}
${meta('name', 'twitter:image', image)}
<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">
<script type="application/ld+json">${jsonForScript(productJsonLd(input))}</script>
</head>
<body>
<main>
<h1>${escapeHtml(offer.Name)}</h1>
<p>${escapeHtml(description)}</p>
<p><a href="${escapeHtml(target)}">${escapeHtml(t('openInShop'))}</a></p>
</main>
</body>
</html>
`;
}

/** An unknown /p/{slog}: says so (404) in the country's words, with the way to the products. */
export function shareNotFoundPage(country: CountryCode, shopName: string, query = ''): string {
  const t = (key: keyof typeof shareMessages) => escapeHtml(textFor(shareMessages[key], country));
  return `<!doctype html>
<html lang="${COUNTRIES[country].locale.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('notFoundTitle')} | ${escapeHtml(shopName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<h1>${t('notFoundTitle')}</h1>
<p>${t('notFoundText')}</p>
<p><a href="/${escapeHtml(query)}#/most-popular">${t('notFoundLink')}</a></p>
</main>
</body>
</html>
`;
}
