// Replaceable slot: the cart button with its item-count badge. The cart issue swaps in the real
// cart state and opens the slide-in cart panel; for now it reads the stored cart (spec §3: key
// "cart", a list of { ID, quantity }) and goes to /checkout.
import { useSyncExternalStore } from 'react';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { readJson } from '../../lib/storage.ts';
import { plural } from '@zdravo/contract';
import { useTransitionNavigate } from '../transition.ts';
import { BagIcon } from '../../components/ui/icons.tsx';

export const CART_STORAGE_KEY = 'cart';
/** Dispatched on window by whoever changes the stored cart in this tab. */
export const CART_CHANGED_EVENT = 'zdravo:cart';

function storedCount(): number {
  const lines = readJson(CART_STORAGE_KEY);
  if (!Array.isArray(lines)) return 0;
  let count = 0;
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null) continue;
    const { quantity, Quantity } = line as { quantity?: unknown; Quantity?: unknown };
    const n = typeof quantity === 'number' ? quantity : typeof Quantity === 'number' ? Quantity : 0;
    if (Number.isFinite(n) && n > 0) count += Math.floor(n);
  }
  return count;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

export function HeaderCartButton() {
  const t = useT();
  const { country } = useCountry();
  const navigate = useTransitionNavigate();
  const count = useSyncExternalStore(subscribe, storedCount, () => 0);
  const label = fill(t.cartWithCount, { count, items: plural(count, country, [t.itemOne, t.itemFew, t.itemMany]) });
  return (
    <button type="button" className="header-action header-action--cart" aria-label={label} onClick={() => navigate('/checkout')}>
      <BagIcon size={24} />
      {count > 0 ? (
        <span className="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      <span className="header-action__label header-action__label--wide" aria-hidden="true">
        {t.cart}
      </span>
    </button>
  );
}
