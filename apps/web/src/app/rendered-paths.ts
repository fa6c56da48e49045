// The shop's pages the server also renders at their real address (`/o-nama`, not only `#/o-nama`):
// every page the header, the phone menu and the footer link to that reads well without a script —
// the policies, the story and about pages, contact, the blog, the community, the club and its
// questions, the listings. A browser without JavaScript follows the rendered links to them (the
// server writes `href="/o-nama?country=XX"` for `#/o-nama`, apps/server/src/first-paint.ts); with
// JavaScript the page's first script moves the address after the "#" and the shop goes on as
// everywhere. Pages that only work with a script (the cart, checkout, the quiz, the account,
// tracking, the bundles' own catalog call) keep their hash links. docs/decisions/034-pages-without-javascript.md.
import { SHOP_GROUPS } from '@zdravo/contract';
import { groupHref } from './layout/nav.ts';

export const RENDERED_PAGE_PATHS: readonly string[] = [
  '/nasa-prica',
  '/o-nama',
  '/kontaktiraje-nas',
  '/kontaktirajte-nas',
  '/politika-dostave',
  '/politika-povrata',
  '/terms-of-use',
  '/privacy-policy',
  '/blog/mršavljenje',
  '/blog/mrsavljenje',
  '/blog/kosa',
  '/blog/libido',
  '/blog/generalno',
  '/community',
  '/club',
  '/most-popular',
  ...SHOP_GROUPS.map(groupHref),
];
