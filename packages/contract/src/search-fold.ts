// The one folding rule for searching people by name (docs/desk.md, "Finding an order"): what an agent
// types and what is stored are folded alike, so "Đorđević", "Dordevic", "djordjevic" and "ĐORĐEVIĆ"
// find the same person. Case goes, diacritics go (č ć → c, š → s, ž → z), đ becomes d, and the "dj"
// people type for đ becomes d too; spaces are squeezed. The server keeps each order's folded name
// (orders.name_key) and folds the query with this same function, so both databases match the same way.

/** A name or a search text, folded for matching. */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/dj/g, 'd')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The folded full name an order keeps for the lookup. */
export const nameKeyOf = (firstName: string, lastName: string): string => foldForSearch(`${firstName} ${lastName}`);
