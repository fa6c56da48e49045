// The right side of checkout (spec §2): the cart lines with image, quantity, name, old and new
// price (2 decimals), the total with the item count, the total savings — plus the delivery fee and
// what the courier collects, so the call-back holds no surprise.
import { DELIVERY_FEE_MINOR, formatMoney, fromMinor, moneySum, plural } from '@zdravo/contract';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import type { CartLine, CartTotals } from '../cart/index.ts';
import { openCart } from '../cart/index.ts';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';

const lineTotal = (price: number, quantity: number): number => moneySum([[price, quantity]]);

export function OrderSummary({ lines, totals }: { lines: readonly CartLine[]; totals: CartTotals }) {
  const t = useT(checkoutTexts);
  const { country } = useCountry();
  const money = (amount: number) => formatMoney(amount, country, totals.currency ?? undefined);
  const [one, few, many] = t.itemForms.split('|') as [string, string, string];
  const delivery = fromMinor(DELIVERY_FEE_MINOR[country]);

  return (
    <aside className="card summary" aria-labelledby="summary-title" data-testid="order-summary">
      <div className="summary__head">
        <h2 id="summary-title" className="summary__title">
          {t.summaryHeading}
        </h2>
        <button type="button" className="link-button link-button--flush summary__edit" onClick={openCart}>
          {t.editCart}
        </button>
      </div>
      <ul className="summary__lines">
        {lines.map(({ offer, quantity }) => (
          <li key={offer.ID} className="summary-line" data-testid={`summary-line-${offer.Slog}`}>
            <span className="summary-line__image">
              <img src={offer.Images[0]} alt="" width={64} height={64} />
              <span className="summary-line__qty" aria-label={`${t.quantity}: ${quantity}`}>
                {quantity}
              </span>
            </span>
            <span className="summary-line__info">
              <span className="summary-line__name">{offer.Name}</span>
              {quantity > 1 ? <span className="summary-line__unit">{fill(t.unitPrice, { count: quantity, price: money(offer.NewPrice) })}</span> : null}
            </span>
            <span className="summary-line__prices">
              {offer.OldPrice > offer.NewPrice ? (
                <s className="summary-line__old" aria-label={t.oldPrice}>
                  {money(lineTotal(offer.OldPrice, quantity))}
                </s>
              ) : null}
              <span className="summary-line__new" aria-label={t.newPrice}>
                {money(lineTotal(offer.NewPrice, quantity))}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="summary__totals">
        <div className="summary__row">
          <dt>{fill(t.total, { count: totals.count, items: plural(totals.count, country, [one, few, many]) })}</dt>
          <dd data-testid="summary-total">{money(totals.subtotal)}</dd>
        </div>
        {totals.savings > 0 ? (
          <div className="summary__row summary__row--savings">
            <dt>{t.savings}</dt>
            <dd data-testid="summary-savings">−{money(totals.savings)}</dd>
          </div>
        ) : null}
        <div className="summary__row">
          <dt>{t.delivery}</dt>
          <dd>{money(delivery)}</dd>
        </div>
        <div className="summary__row summary__row--pay">
          <dt>{t.toPay}</dt>
          <dd data-testid="summary-to-pay">{money(totals.subtotal + delivery)}</dd>
        </div>
      </dl>
      <p className="summary__note">{t.deliveryNote}</p>
    </aside>
  );
}
