// The header's cart button (slot of the shell): item count badge, opens the slide-in cart panel.
// The panel's code loads on first open (or when an offer page adds to the cart), not with the page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { plural } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { BagIcon } from '../../components/ui/icons.tsx';
import { useCartCount } from './store.ts';
import { openCart, useCartOpen } from './modal-state.ts';

const CartModal = lazy(() => import('./CartModal.tsx'));

export function HeaderCartButton() {
  const t = useT();
  const { country } = useCountry();
  const count = useCartCount();
  const open = useCartOpen();
  // Once opened, the panel stays mounted so it can slide out instead of vanishing.
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  const label = fill(t.cartWithCount, { count, items: plural(count, country, [t.itemOne, t.itemFew, t.itemMany]) });
  return (
    <>
      <button type="button" className="header-action header-action--cart" aria-label={label} aria-haspopup="dialog" onClick={openCart}>
        <BagIcon size={24} />
        {count > 0 ? (
          <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
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
