import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { formatMoney } from '@zdravo/contract';
import { getCountry, initCountry, setRenderedCountry } from './lib/country.ts';
import { initConsent } from './lib/consent.ts';
import { startTagManager } from './lib/tag-manager.ts';
import { App } from './app/App.tsx';
import { seedOffers } from './lib/offers.ts';
import { setRenderedPath } from './lib/hash-location.ts';
import { FIRST_PAINT_CATALOG_ID, readFirstPaint } from './app/first-paint.ts';
import './styles/global.css';

initCountry();
initConsent();
startTagManager();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server sent the shell and a screen as HTML (docs/decisions/017-first-paint-html.md). The
// page takes it over as it is when it shows what this page would render: the same route, in this
// country; what of the catalog it was rendered with is inlined beside it. Otherwise the boot script has
// hidden it, and the page renders afresh.
const firstPaint = readFirstPaint(document, FIRST_PAINT_CATALOG_ID);
if (firstPaint && firstPaint.country === getCountry())
  seedOffers(firstPaint.country, firstPaint.offers, firstPaint.complete);

// As a transition, so React works in slices and yields to the browser between them: the page is
// already painted, and one long hydration task would only keep it from answering a tap.
if (firstPaint?.hydrate && firstPaint.country === getCountry()) {
  setRenderedPath(firstPaint.route);
  setRenderedCountry(firstPaint.country);
  // The first number formatter loads the shared locale data (tens of ms on a phone): the page's first
  // script has a worker load it off the main thread (public/intl-warmup.js); should that not have
  // happened yet, it is made here, in a task of its own, so it does not lengthen one of hydration's
  // slices into a long task; hydration starts in the next task (decision 036). It is kept for the page's prices. (The shop's time-zone
  // formatter is made likewise as the reviews' code arrives, features/catalog/reviews/ReviewItem.tsx:
  // the only dates a rendered page shows.)
  setTimeout(() => {
    formatMoney(0, firstPaint.country);
    setTimeout(() => startTransition(() => void hydrateRoot(root, app)));
  });
} else {
  root.textContent = '';
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}
document.documentElement.removeAttribute('data-stale');
