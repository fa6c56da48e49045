// The header's cart button (slot of the shell): item count badge, opens the slide-in cart panel.
// The panel's code loads on first open (or when an offer page adds to the cart), not with the page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { plural } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { BagIcon } from '../../components/ui/icons.tsx';
import { loadOffers } from '../../lib/offers.ts';
import { countUnits, keepKnown, useCart } from './store.ts';
import { closeCart, openCart, useCartOpen } from './modal-state.ts';
import './cart-button.css';
import { useQuery } from '../../lib/use-query.ts';

const CartModal = lazy(() => import('./CartModal.tsx'));

export function HeaderCartButton() {
  const t = useT();
  const { country } = useCountry();
  const cart = useCart();
  const count = countUnits(cart);
  const hasItems = cart.length > 0;
  // A stored cart may name offers this country's catalog does not know (spec: unknown IDs are removed).
  const offers = useQuery(hasItems ? country : null, () => loadOffers(country));
  useEffect(() => {
    const known = offers.settled ? offers.value : undefined;
    if (known?.status === 'ok' && known.data.length > 0) keepKnown(new Set(known.data.map((o) => o.ID)));
  }, [offers.settled, offers.value]);
  const open = useCartOpen();
  const [path] = useLocation();
  // Any navigation (a link, back/forward, a typed address) leaves the cart closed.
  useEffect(() => closeCart(), [path]);
  // Once opened, the panel stays mounted so it can slide out instead of vanishing.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const label = fill(t.cartWithCount, { count, items: plural(count, country, [t.itemOne, t.itemFew, t.itemMany]) });
  return (
    <>
      <button
        type="button"
        className="header-action header-action--cart"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={openCart}
      >
        {/* The badge sits on the bag icon, so the "Korpa" label beside it stays readable. */}
        <span className="cart-icon">
          <BagIcon size={24} />
          {count > 0 ? (
            <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </span>
        <span className="header-action__label header-action__label--wide" aria-hidden="true">
          {t.cart}
        </span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <CartModal />
        </Suspense>
      ) : null}
    </>
  );
}
