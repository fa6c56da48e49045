// The right side of checkout (docs/product.md §2): the cart lines with image, quantity, name, old and new
// price (2 decimals), the total with the item count, the total savings — plus a member's club
// discount, the delivery fee and what the courier collects. Every amount is the server's quote,
// priced by the code that prices the order, so the call-back holds no surprise.
import { CLUB_DISCOUNT_PERCENT, formatMoney, plural, toMinor } from '@zdravo/contract';
import type { OrderQuote } from '@zdravo/contract';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { clubPriceMessages } from '@zdravo/contract/messages/club-price';
import type { CartLine } from '../cart/index.ts';
import { openCart } from '../cart/index.ts';
import { QuoteSums } from '../../components/ui/QuoteSums.tsx';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  quote: OrderQuote;
  /** The quote is for an earlier state of the cart (a newer one is on its way). */
  stale: boolean;
}

export function OrderSummary({ lines, quote, stale }: OrderSummaryProps) {
  const t = useT(checkoutTexts);
  const club = useT(clubPriceMessages);
  const { country } = useCountry();
  const money = (amount: number) => formatMoney(amount, country, quote.Currency);
  const [one, few, many] = t.itemForms.split('|') as [string, string, string];
  const priced = new Map(quote.Lines.map((l) => [l.ID, l]));

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
        {lines.map(({ offer, quantity }) => {
          const line = priced.get(offer.ID);
          const current = !stale && line !== undefined && line.Quantity === quantity;
          return (
            <li key={offer.ID} className="summary-line" data-testid={`summary-line-${offer.Slog}`}>
              <span className="summary-line__image">
                <img src={offer.Images[0]} alt="" width={64} height={64} />
                <span className="summary-line__qty" aria-label={`${t.quantity}: ${quantity}`}>
                  {quantity}
                </span>
              </span>
              <span className="summary-line__info">
                <span className="summary-line__name">{offer.Name}</span>
                {/* Every line is its unit price × the quantity, a member's too (docs/decisions/052). */}
                {quantity > 1 && current ? (
                  <span className="summary-line__unit">
                    {fill(t.unitPrice, { count: quantity, price: money(line.Price) })}
                  </span>
                ) : null}
              </span>
              <span className="summary-line__prices">
                {current && toMinor(line.WasTotal) > toMinor(line.Total) ? (
                  <s className="summary-line__old" aria-label={t.oldPrice}>
                    {money(line.WasTotal)}
                  </s>
                ) : null}
                <span className="summary-line__new" aria-label={t.newPrice}>
                  {current ? money(line.Total) : '…'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="summary__totals">
        <QuoteSums
          quote={quote}
          country={country}
          linesLabel={fill(t.total, { count: quote.Count, items: plural(quote.Count, country, [one, few, many]) })}
          testIdPrefix="summary"
          stale={stale}
        />
      </div>
      <p className="summary__note" data-testid="summary-note">
        {quote.ClubMember ? fill(club.memberNote, { percent: CLUB_DISCOUNT_PERCENT }) : t.deliveryNote}
      </p>
    </aside>
  );
}
