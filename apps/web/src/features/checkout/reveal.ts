// Brings a part of the checkout into view and moves the focus there: the order form when it replaces
// the login and sign-up forms, the first invalid field when an order is refused. The page's own
// scroll position would otherwise leave it above the screen (the sign-up form is much taller).
import { prefersReducedMotion } from '../../lib/media.ts';

/** Room kept above the revealed element: the phone's fixed header (about 64 px) and some air. */
const HEADROOM_PX = 88;

/** Scrolls `el` to just below the header unless it is already wholly in view; then focuses `focus`. */
export function reveal(el: HTMLElement, focus: HTMLElement | null): void {
  const { top, bottom } = el.getBoundingClientRect();
  if (top < HEADROOM_PX || bottom > window.innerHeight) {
    window.scrollTo({
      top: Math.max(0, window.scrollY + top - HEADROOM_PX),
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    });
  }
  focus?.focus({ preventScroll: true });
}
