// The slide-in cart panel (docs/product.md §2 Cart modal, §4 Cart): lines with +/− (never below 1) and remove,
// the sums as the server prices the order (lines, savings, a member's club discount, delivery, to
// pay), close, and checkout with the page transition. Escape and the scrim close it; focus returns.
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { BagIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { useOverlayPanel } from '../../components/ui/use-overlay-panel.ts';
import { trackViewCart } from '../../lib/analytics.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { closeCart, useCartOpen } from './modal-state.ts';
import { useCartLines } from './lines.ts';
import { useCartQuote } from './quote.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { QuoteSums } from '../../components/ui/QuoteSums.tsx';
import './cart.css';

export default function CartModal() {
  const t = useT(catalogMessages);
  const shell = useT();
  const { country } = useCountry();
  const open = useCartOpen();
  const navigate = useTransitionNavigate();
  const { status, lines, totals, retry } = useCartLines();
  const priced = useCartQuote(open ? lines : []);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, country);

  // aria-modal: Tab and Shift+Tab stay in the panel.
  useOverlayPanel(open, panel, closeCart, { trapFocus: true });
  // Once per opening, measured once the server has priced the cart: the value is what the shopper sees (club discount taken).
  const quoted = priced.quote && !priced.stale ? priced.quote : null;
  useTrackOnce(open && lines.length > 0 && quoted ? 'open' : null, () => {
    if (quoted) trackViewCart(lines, quoted);
  });

  const checkout = () => {
    closeCart();
    navigate('/checkout');
  };

  return (
    <div className={`cart-modal${open ? ' is-open' : ''}`} inert={!open} aria-hidden={!open}>
      <button type="button" className="cart-modal__scrim" tabIndex={-1} aria-hidden="true" onClick={closeCart} />
      <div className="cart-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel} tabIndex={-1}>
        <div className="cart-panel__top">
          <h2 id={titleId} className="cart-panel__title">
            {t.cartTitle}
            {totals.count > 0 ? <span className="cart-panel__count">{totals.count}</span> : null}
          </h2>
          <button type="button" className="icon-button" aria-label={shell.close} onClick={closeCart}>
            <CloseIcon />
          </button>
        </div>

        <div className="cart-panel__body">
          {status === 'loading' && lines.length === 0 ? (
            <div className="cart-panel__state" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t.loading}</span>
            </div>
          ) : status === 'error' ? (
            <div className="cart-panel__state" role="alert">
              <p>{t.error}</p>
              <button type="button" className="btn btn--ghost btn--small" onClick={retry}>
                {t.retry}
              </button>
            </div>
          ) : lines.length === 0 ? (
            <div className="cart-panel__state cart-panel__empty">
              <BagIcon size={40} />
              <p>{t.cartEmpty}</p>
              <Link href="/most-popular" className="btn btn--primary" onClick={closeCart}>
                {t.cartEmptyCta}
              </Link>
            </div>
          ) : (
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineRow
                  key={line.ID}
                  line={line}
                  money={money}
                  t={t}
                  quoted={priced.stale ? undefined : priced.quote?.Lines.find((q) => q.ID === line.ID)}
                />
              ))}
            </ul>
          )}
        </div>

        {lines.length > 0 ? (
          <div className="cart-panel__foot">
            <div className="cart-sums">
              {priced.quote ? (
                <QuoteSums
                  quote={priced.quote}
                  country={country}
                  linesLabel={t.subtotal}
                  testIdPrefix="cart"
                  stale={priced.stale}
                />
              ) : priced.status === 'error' ? null : (
                <div className="cart-sums__wait" role="status">
                  <span className="spinner spinner--small" aria-hidden="true" />
                  <span className="visually-hidden">{t.loading}</span>
                </div>
              )}
              {priced.status === 'error' ? (
                <p className="cart-sums__error" role="alert">
                  {t.error}{' '}
                  <button type="button" className="link-button" onClick={priced.retry}>
                    {t.retry}
                  </button>
                </p>
              ) : null}
            </div>
            <p className="cart-panel__note">{t.cartNote}</p>
            <button type="button" className="btn btn--accent btn--large cart-panel__checkout" onClick={checkout}>
              {t.checkout}
            </button>
            <button type="button" className="link-button cart-panel__continue" onClick={closeCart}>
              {t.continueShopping}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
