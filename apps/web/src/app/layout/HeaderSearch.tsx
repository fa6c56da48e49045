// Slot of the header: the search button and overlay live in the search feature.
export { HeaderSearch } from '../../features/search/index.ts';
