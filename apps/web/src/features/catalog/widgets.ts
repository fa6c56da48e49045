// The catalog's widgets for other features' screens (landing, shop menu). Separate from index.ts so
// that importing the data hooks (the header's cart does) never pulls these or their CSS into the
// first load.
import './catalog.css';

export { OfferCard } from './OfferCard.tsx';
export { Price } from './Price.tsx';
export { RatingLine } from './RatingLine.tsx';
