// Public face of the search feature: the header's search button and its overlay (spec §2).
export { HeaderSearch } from './HeaderSearch.tsx';
