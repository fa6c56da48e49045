// Public face of the search feature: the header's search button and its overlay (docs/product.md §2).
export { HeaderSearch } from './HeaderSearch.tsx';
