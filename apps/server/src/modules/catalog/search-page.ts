// The search's answer for a browser without JavaScript (docs/decisions/058-search-without-javascript.md):
// the header's plain GET form (`/pretraga?q=…&country=XX`) lands here, and the server answers the
// matching offers with the shop's own rule (matchOffers, the overlay's), texts and prices in the
// shopper's country, each linking to the offer's real address, which the server renders too.
import {
  COUNTRIES,
  COUNTRY_QUERY_PARAM,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  SHOP_GROUPS,
  formatMoney,
  textFor,
  type CountryCode,
  type Offer,
} from '@zdravo/contract';
import { matchOffers } from '@zdravo/contract/offer-match';
import { groupMessages, shellMessages } from '@zdravo/contract/messages/shell';
import { catalogMessages } from '@zdravo/contract/messages/catalog';

/** A query longer than this is cut: nobody types a paragraph into a product search. */
const MAX_QUERY_LENGTH = 100;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The typed query as the page takes it: a string (the first if repeated), trimmed and bounded. */
export function searchQueryOf(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.trim().slice(0, MAX_QUERY_LENGTH) : '';
}

export interface SearchPageInput {
  country: CountryCode;
  query: string;
  offers: readonly Offer[];
  shopName: string;
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2a24;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:1rem}header a{font-weight:700;font-size:1.25rem;color:#1f6b46;text-decoration:none}
form{display:flex;gap:.5rem;margin:1rem 0}input{flex:1;min-width:0;font:inherit;padding:.6rem .8rem;border:1px solid #9aa59f;border-radius:.5rem}
button{font:inherit;padding:.6rem 1rem;border:0;border-radius:.5rem;background:#1f6b46;color:#fff}
ul{list-style:none;padding:0}.result a{display:flex;gap:1rem;align-items:center;padding:.5rem 0;border-bottom:1px solid #e3e8e5;color:inherit;text-decoration:none}
.result img{width:64px;height:64px;object-fit:cover;border-radius:.5rem}.result__name{flex:1;font-weight:600}.result__price{white-space:nowrap}
.groups{display:flex;flex-wrap:wrap;gap:.5rem}.groups a{display:inline-block;padding:.3rem .8rem;border:1px solid #9aa59f;border-radius:1rem;color:inherit;text-decoration:none}`;

export function searchPage({ country, query, offers, shopName }: SearchPageInput): string {
  const shell = (key: keyof typeof shellMessages) => escapeHtml(textFor(shellMessages[key], country));
  const catalog = (key: keyof typeof catalogMessages) => escapeHtml(textFor(catalogMessages[key], country));
  const groupNames = Object.fromEntries(SHOP_GROUPS.map((group) => [group, textFor(groupMessages[group], country)]));
  const locale = COUNTRIES[country].locale;
  const inCountry = `${COUNTRY_QUERY_PARAM}=${country}`;
  const results = query === '' ? [] : matchOffers(offers, query, locale, groupNames);
  const list = results
    .map(
      (offer) =>
        `<li class="result"><a href="/offers/${encodeURIComponent(offer.Slog)}?${inCountry}">` +
        `<img src="${escapeHtml(offer.Images[0] ?? '')}" alt="" width="64" height="64"><span class="result__name">${escapeHtml(offer.Name)}</span>` +
        `<span class="result__price">${escapeHtml(formatMoney(offer.NewPrice, country, offer.Currency))}</span></a></li>`,
    )
    .join('');
  const groups = SHOP_GROUPS.map(
    (group) => `<li><a href="/shop/${group}?${inCountry}">${escapeHtml(groupNames[group]!)}</a></li>`,
  ).join('');
  const body =
    query === ''
      ? `<p>${catalog('searchHint')}</p>`
      : results.length > 0
        ? `<h2>${catalog('searchResults')}</h2><ul data-testid="search-page-results">${list}</ul>`
        : `<p role="status">${catalog('searchNoMatch')}</p><p>${catalog('searchCategories')}</p><ul class="groups">${groups}</ul>`;
  return `<!doctype html>
<html lang="${locale}" data-country="${country}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${shell('search')}${query ? `: ${escapeHtml(query)}` : ''} | ${escapeHtml(shopName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/?${inCountry}">${escapeHtml(shopName)}</a></header>
<main>
<h1>${shell('search')}</h1>
<form method="get" action="${SEARCH_PAGE_PATH}" role="search">
<input type="hidden" name="${COUNTRY_QUERY_PARAM}" value="${country}">
<input type="search" name="${SEARCH_QUERY_PARAM}" value="${escapeHtml(query)}" placeholder="${shell('searchPlaceholder')}" aria-label="${shell('search')}">
<button type="submit">${shell('search')}</button>
</form>
${body}
</main>
</body>
</html>
`;
}
