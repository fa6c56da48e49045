// Search (docs/product.md §2): one rule for the shop's search overlay and the server's results page
// a browser without JavaScript gets (docs/decisions/034-pages-without-javascript.md). What shoppers type — a name, a category, a benefit, an
// ingredient ("kosa", "celulit", "cink", "čaj", "prostata", "hemoroidi") — ranked names first, then
// the category (its name and SHOP_GROUP_SEARCH_TERMS), then headings, benefits and advantages, then
// the description (where the ingredients are named). Case and diacritics are folded on both sides
// (č ć → c, š → s, ž → z, đ → d): shoppers on phones often type "zenska" for "Ženska". A word of five
// letters or more also finds its word with one typo ("kolgen" → kolagen), ranked after exact finds.
import { SHOP_GROUP_SEARCH_TERMS } from './catalog.ts';
import type { Offer } from './types/offers.ts';

/** The wire joins an offer's advantages with this (docs/product.md §3, the Offer type's Adventages). */
const ADVANTAGES_SEPARATOR = '&&';

/** Lower case without diacritics; đ has no decomposition, so it is mapped by hand. */
export function foldOfferText(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

/** The texts of an offer by rank: 0 the name, 1 its category, 2 what it is for, 3 the description. */
function fieldsOf(offer: Offer, groupName: string): string[][] {
  return [
    [offer.Name],
    [groupName, ...SHOP_GROUP_SEARCH_TERMS[offer.Group]],
    [offer.Heading, offer.SubHeading, ...offer.Benefits, ...offer.Adventages.split(ADVANTAGES_SEPARATOR)],
    [offer.Description],
  ];
}

/**
 * A typed word without its case ending, so "prostata" finds "prostate" and "prostati", "hemoroidi"
 * "hemoroida": a final vowel of a word of five letters or more is dropped (shorter words stay whole,
 * "kosa" must not become "kos").
 */
const stem = (word: string): string => (word.length >= 5 ? word.replace(/[aeiou]$/, '') : word);

/** Whether a and b differ by at most one letter added, dropped, changed or two swapped (a typo). */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  return (
    rest(a, i + 1) === rest(b, i + 1) || // one changed (or both end here)
    rest(a, i) === rest(b, i + 1) || // one letter more in b
    rest(a, i + 1) === rest(b, i) || // one letter more in a
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2)) // two swapped
  );
}

/** Words this short are matched as typed: one letter off, they would find too much. */
const TYPO_MIN_LENGTH = 5;

/**
 * Whether a field holds the typed word with one typo ("kolgen" finds kolagen): a word of the field
 * whose beginning is one typo away from it (the word may go on, as "prostat" finds prostate).
 */
function holdsWithTypo(field: string, word: string): boolean {
  if (word.length < TYPO_MIN_LENGTH) return false;
  return field
    .split(/[^\p{L}\p{N}]+/u)
    .some((token) =>
      [word.length - 1, word.length, word.length + 1].some(
        (n) => n <= token.length && oneTypoApart(word, token.slice(0, n)),
      ),
    );
}

/**
 * The offers matching every word of the query (in any of their texts), best rank first, the
 * catalog's order within a rank. `groupNames` are the categories' names in the shopper's words.
 */
export function matchOffers(
  offers: readonly Offer[],
  query: string,
  locale: string,
  groupNames: Readonly<Record<string, string>> = {},
): Offer[] {
  const words = foldOfferText(query.trim(), locale).split(/\s+/).filter(Boolean).map(stem);
  if (words.length === 0) return [];
  const ranked: { offer: Offer; rank: number; index: number }[] = [];
  offers.forEach((offer, index) => {
    const fields = fieldsOf(offer, groupNames[offer.Group] ?? '').map((texts) =>
      foldOfferText(texts.join(' \u0000 '), locale),
    );
    // The whole query in one field ranks by that field; else every word somewhere ranks by the worst.
    const whole = fields.findIndex((f) => f.includes(words.join(' ')));
    // A word found as typed ranks by its field; one found only with a typo a little after it.
    const perWord = words.map((w) => {
      const exact = fields.findIndex((f) => f.includes(w));
      if (exact >= 0) return exact;
      const near = fields.findIndex((f) => holdsWithTypo(f, w));
      return near >= 0 ? near + 0.25 : -1;
    });
    const rank = whole >= 0 ? whole : perWord.every((r) => r >= 0) ? Math.max(...perWord) + 0.5 : -1;
    if (rank >= 0) ranked.push({ offer, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.offer);
}
