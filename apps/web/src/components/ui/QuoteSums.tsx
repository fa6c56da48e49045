// The money of a cart as the server priced it (shopOrders.quote), for the cart panel and the
// checkout summary alike: the lines as charged (a member's at the club price), delivery (free for a
// member), what the courier collects, and all the savings with the club's part of them. The club
// discount is shown once, inside the savings, never subtracted a second time. Nothing here is added
// up in the browser.
import { CLUB_DISCOUNT_PERCENT, formatMoney, type CountryCode } from '@zdravo/contract';
import type { OrderQuote } from '@zdravo/contract';
import { clubPriceMessages } from '@zdravo/contract/messages/club-price';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { fill, useT } from '../../lib/i18n.ts';
import './quote-sums.css';

interface QuoteSumsProps {
  quote: OrderQuote;
  country: CountryCode;
  /** The first row's label (the lines as charged). */
  linesLabel: string;
  /** Test ids are `${testIdPrefix}-subtotal`, `-savings`, `-club`, `-delivery`, `-to-pay`. */
  testIdPrefix: string;
  /** The quote shown is for an earlier state of the cart (a newer one is on its way). */
  stale?: boolean;
}

export function QuoteSums({ quote, country, linesLabel, testIdPrefix: id, stale = false }: QuoteSumsProps) {
  const t = useT(checkoutTexts);
  const club = useT(clubPriceMessages);
  const money = (amount: number) => formatMoney(amount, country);
  return (
    <dl className={`quote-sums${stale ? ' is-stale' : ''}`} aria-busy={stale}>
      {/* The lines as charged: a member's already carry the club price, so no discount is taken again below. */}
      <div className="quote-sums__row">
        <dt>{linesLabel}</dt>
        <dd data-testid={`${id}-subtotal`}>{money(quote.Subtotal)}</dd>
      </div>
      <div className={`quote-sums__row${quote.DeliveryFee === 0 ? ' quote-sums__row--club' : ''}`}>
        <dt>{t.delivery}</dt>
        <dd data-testid={`${id}-delivery`}>{quote.DeliveryFee === 0 ? club.freeDelivery : money(quote.DeliveryFee)}</dd>
      </div>
      <div className="quote-sums__row quote-sums__row--pay">
        <dt>{t.toPay}</dt>
        <dd data-testid={`${id}-to-pay`}>{money(quote.Total)}</dd>
      </div>
      {/* All the shopper saves (the old prices' and the club's): information, not a line of the sum. */}
      {quote.Savings > 0 ? (
        <div className="quote-sums__row quote-sums__row--save">
          <dt>{t.savings}</dt>
          <dd data-testid={`${id}-savings`}>{money(quote.Savings)}</dd>
        </div>
      ) : null}
      {quote.ClubDiscount > 0 ? (
        <div className="quote-sums__part">
          <dt className="visually-hidden">{fill(club.clubDiscount, { percent: CLUB_DISCOUNT_PERCENT })}</dt>
          <dd data-testid={`${id}-club`}>
            {fill(club.clubPart, { percent: CLUB_DISCOUNT_PERCENT, amount: money(quote.ClubDiscount) })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
