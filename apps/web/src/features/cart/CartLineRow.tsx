// One line of the cart panel: image, name, prices, quantity stepper, remove, line total.
import { Link } from 'wouter';
import { CART_MAX_QUANTITY, toMinor } from '@zdravo/contract';
import type { catalogMessages } from '@zdravo/contract/messages/catalog';
import { fill, type Texts } from '../../lib/i18n.ts';
import { trackAddToCart, trackRemoveFromCart } from '../../lib/analytics.ts';
import { TrashIcon } from '../../components/ui/icons-extra.tsx';
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx';
import { closeCart } from './modal-state.ts';
import { removeFromCart, setQuantity } from './store.ts';
import type { QuoteLine } from '@zdravo/contract';
import type { CartLine } from './lines.ts';

/**
 * One unit's price: the server's (a member's club price) once quoted, the catalog's until then; the
 * higher of the old and the list price struck through beside it when above.
 */
function UnitPrices({
  offer,
  quoted,
  money,
}: {
  offer: CartLine['offer'];
  quoted: QuoteLine | undefined;
  money: (amount: number) => string;
}) {
  const now = quoted ? quoted.Price : offer.NewPrice;
  const was = quoted ? Math.max(quoted.OldPrice, quoted.ListPrice) : offer.OldPrice;
  return (
    <p className="cart-line__prices">
      <span className="cart-line__new">{money(now)}</span>
      {toMinor(was) > toMinor(now) ? <s className="cart-line__old">{money(was)}</s> : null}
    </p>
  );
}

interface CartLineRowProps {
  line: CartLine;
  money: (amount: number) => string;
  t: Texts<typeof catalogMessages>;
  /** The line as the server priced it for this shopper; undefined while a new price is asked. */
  quoted: QuoteLine | undefined;
}

export function CartLineRow({ line, money, t, quoted }: CartLineRowProps) {
  const { offer, quantity } = line;
  const href = `/offers/${offer.Slog}`;
  const changeQuantity = (next: number) => {
    setQuantity(offer.ID, next);
    if (next > quantity) trackAddToCart(offer, next - quantity);
    else trackRemoveFromCart(offer, quantity - next);
  };
  const remove = () => {
    removeFromCart(offer.ID);
    trackRemoveFromCart(offer, quantity);
  };
  return (
    <li className="cart-line" data-testid={`cart-line-${offer.Slog}`}>
      <Link href={href} className="cart-line__image" onClick={closeCart} tabIndex={-1} aria-hidden="true">
        <img src={offer.Images[0]} alt="" width={72} height={72} />
      </Link>
      <div className="cart-line__info">
        <Link href={href} className="cart-line__name" onClick={closeCart}>
          {offer.Name}
        </Link>
        <UnitPrices offer={offer} quoted={quoted} money={money} />
        <div className="cart-line__controls">
          <QuantityStepper
            value={quantity}
            max={CART_MAX_QUANTITY}
            onChange={(next) => changeQuantity(next)}
            label={fill(t.quantityOf, { name: offer.Name })}
            decreaseLabel={t.decrease}
            increaseLabel={t.increase}
          />
          <button
            type="button"
            className="cart-line__remove"
            aria-label={fill(t.removeItem, { name: offer.Name })}
            onClick={remove}
          >
            <TrashIcon size={18} />
            <span aria-hidden="true">{t.remove}</span>
          </button>
        </div>
      </div>
      <p className="cart-line__total" data-testid={`cart-line-total-${offer.Slog}`}>
        {quoted && quoted.Quantity === quantity ? (
          <>
            {/* Compared in cents: 224.7 and 224.70000000000002 are one price (a float comparison struck it through). */}
            {toMinor(quoted.WasTotal) > toMinor(quoted.Total) ? (
              <s className="cart-line__list">{money(quoted.WasTotal)}</s>
            ) : null}
            {money(quoted.Total)}
          </>
        ) : (
          '…'
        )}
      </p>
    </li>
  );
}
