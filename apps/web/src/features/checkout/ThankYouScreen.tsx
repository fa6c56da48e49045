// /checkout/{id}: the order thank-you (docs/product.md §2). Shows the order number — the LeadID the team and the
// tracking page know it by, looked up among the shopper's orders — the call-back promise
// (within 30–60 minutes in the call hours, else when the team opens), and 'Track order' to /account. An id that is no order of the shopper's (not a number,
// someone else's, or any id once logged out) gets a neutral page with ways to the account and to
// tracking instead of thanks for an order we cannot show; a lost connection is asked again (2 s).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { formatMoney, LOGIN_RETRY_MS } from '@zdravo/contract';
import { callPromiseLine } from '@zdravo/contract/messages/call-promise';
import { addressOnCallText, deliveryAfterCallText } from '@zdravo/contract/messages/shop-hours';
import type { ShopOrder } from '@zdravo/contract';
import { accountHeaderMessages } from '@zdravo/contract/messages/account-header';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { thankYouTexts, trackingTexts } from '@zdravo/contract/messages/tracking';
import { BoxIcon, CheckIcon } from '../../components/ui/icons-extra.tsx';
import { LinkPair } from '../../components/ui/LinkPair.tsx';
import { ServerWait } from '../../components/ui/ServerWait.tsx';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useQuery } from '../../lib/use-query.ts';
import { trackLater } from '../../lib/track-later.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { myOrders } from '../account/index.ts';
import { wasPlacedHere } from './place-order.ts';
import './checkout.css';

// The optional address form (and the country table it checks against) loads once the order is found,
// not with the page: the route's first load stays within its budget (docs/decisions/040).
const ThankYouAddress = lazy(() => import('./ThankYouAddress.tsx').then((m) => ({ default: m.ThankYouAddress })));

type Lookup = { state: 'checking' } | { state: 'found'; order: ShopOrder } | { state: 'missing' };

/** Order ids are positive integers; anything else is no order at all (and is not sent). */
const isOrderId = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);

/** The route's order among the shopper's own (shopOrders.f.getAll answers only for a logged-in shopper). */
function useOrderLookup(id: string): Lookup {
  const valid = isOrderId(id);
  const query = useQuery(valid ? id : null, myOrders, {
    // No answer (docs/product.md §8 RPC_CLIENT_ERROR) says nothing about the order: ask again, as the login check does.
    retryAfterMs: (res) => (res.status === 'error' && res.data === 'RPC_CLIENT_ERROR' ? LOGIN_RETRY_MS : null),
  });
  if (!valid) return { state: 'missing' };
  if (!query.settled || !query.value) return { state: 'checking' };
  const res = query.value;
  const order = res.status === 'ok' ? res.data.find((o) => String(o.ID) === id) : undefined;
  return order ? { state: 'found', order } : { state: 'missing' };
}

export default function ThankYouScreen() {
  const t = useT(thankYouTexts);
  const checkout = useT(checkoutTexts);
  const { country } = useCountry();
  const { id = '' } = useParams<{ id?: string }>();
  const lookup = useOrderLookup(id);
  // Just ordered here: thanks at once (the number follows); else only for an order found among ours.
  const thank = lookup.state === 'found' || wasPlacedHere(id);
  usePageTitle(!thank && lookup.state === 'missing' ? t.unknownHeading : t.heading);
  // The purchase is reported by the page that placed it, once, with the server's amounts.
  useTrackOnce(lookup.state === 'found' && wasPlacedHere(id) ? id : null, () => {
    if (lookup.state !== 'found') return;
    const order = lookup.order;
    trackLater((a) => a.trackPurchase(order));
  });

  const orderCountry = lookup.state === 'found' ? lookup.order.Country : country;
  // Until the order is found, the promise is for the moment the page opened (read once, not per render).
  const [openedAt] = useState(Date.now);
  if (!thank) return lookup.state === 'checking' ? <ThankYouWait /> : <UnknownOrder />;
  return (
    <ThanksCard testId="thank-you" icon={<CheckIcon size={40} />} title={t.heading}>
      {lookup.state === 'missing' ? null : (
        <p className="thanks__number" aria-live="polite">
          <span className="thanks__number-label">{t.orderNumber}</span>
          <span className="thanks__number-value" data-testid="order-number">
            {lookup.state === 'found' ? lookup.order.LeadID : '…'}
          </span>
        </p>
      )}
      {lookup.state === 'found' ? (
        <p className="thanks__total">
          <span>{checkout.toPay}</span>
          <strong data-testid="thanks-total">{formatMoney(lookup.order.Total, lookup.order.Country)}</strong>
        </p>
      ) : null}
      {/* The promise follows the call hours of the order's country at the time it was placed. */}
      <p className="thanks__text" data-testid="call-promise">
        {lookup.state === 'found'
          ? callPromiseLine(lookup.order.Country, Date.parse(lookup.order.createdAt))
          : callPromiseLine(country, openedAt)}{' '}
        <span data-testid="address-on-call">{addressOnCallText(orderCountry)}</span>
      </p>
      <p className="thanks__text" data-testid="delivery-promise">
        {deliveryAfterCallText(orderCountry)}
      </p>
      <p className="thanks__text thanks__text--soft">{t.cashOnDelivery}</p>
      {lookup.state === 'found' ? (
        <Suspense fallback={null}>
          <ThankYouAddress order={lookup.order} />
        </Suspense>
      ) : null}
      <LinkPair
        className="thanks__actions"
        large
        primary={{ href: '/account', label: t.track }}
        secondary={{ href: '/', label: t.continueShopping }}
      />
    </ThanksCard>
  );
}

function ThankYouWait() {
  return (
    <section className="checkout container">
      <ServerWait tall />
    </section>
  );
}

/** No thanks and no number for an order that is not ours to show: the ways to one's orders instead. */
function UnknownOrder() {
  const t = useT(thankYouTexts);
  const account = useT(accountHeaderMessages);
  const tracking = useT(trackingTexts);
  return (
    <ThanksCard testId="order-unknown" icon={<BoxIcon size={40} />} title={t.unknownHeading}>
      <p className="thanks__text">{t.unknownText}</p>
      <LinkPair
        className="thanks__actions"
        large
        primary={{ href: '/account', label: account.myAccount }}
        secondary={{ href: '/track', label: tracking.heading }}
      />
    </ThanksCard>
  );
}

/** The card both answers stand in: a big icon, the heading, then what to say and where to go. */
function ThanksCard({
  testId,
  icon,
  title,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="checkout container">
      <div className="card thanks" data-testid={testId}>
        <span className="icon-disc thanks__icon" aria-hidden="true">
          {icon}
        </span>
        <h1 className="thanks__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
