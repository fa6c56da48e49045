// /checkout/{id}: the order thank-you (spec §2). Shows the order number — the LeadID the team and the
// tracking page know it by, looked up among the shopper's orders — the 30–60 minute call-back
// promise, and 'Track order' to /account. An id that is no order of the shopper's (not a number,
// someone else's, or any id once logged out) gets a neutral page with ways to the account and to
// tracking instead of thanks for an order we cannot show; a lost connection is asked again (2 s).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { LOGIN_RETRY_MS, ORDER_CALLBACK_MINUTES } from '@zdravo/contract';
import type { ShopOrder } from '@zdravo/contract';
import { accountHeaderMessages } from '@zdravo/contract/messages/account-header';
import { thankYouTexts, trackingTexts } from '@zdravo/contract/messages/orders';
import { BoxIcon, CheckIcon } from '../../components/ui/icons-extra.tsx';
import { ServerWait } from '../../components/ui/ServerWait.tsx';
import { fill, useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { rpc } from '../../lib/rpc.ts';
import { trackPurchase } from '../../lib/analytics.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { wasPlacedHere } from './place-order.ts';
import './checkout.css';

type Lookup = { state: 'checking' } | { state: 'found'; order: ShopOrder } | { state: 'missing' };

/** Order ids are positive integers; anything else is no order at all (and is not sent). */
const isOrderId = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);

/** The route's order among the shopper's own (shopOrders.f.getAll answers only for a logged-in shopper). */
function useOrderLookup(id: string): Lookup {
  const [answer, setAnswer] = useState<{ id: string; lookup: Lookup } | null>(null);
  const valid = isOrderId(id);
  useEffect(() => {
    if (!valid) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      void rpc.call('shopOrders.f.getAll').then((res) => {
        if (!live) return;
        // No answer (spec §8 RPC_CLIENT_ERROR) says nothing about the order: ask again, as the login check does.
        if (res.status === 'error' && res.data === 'RPC_CLIENT_ERROR') {
          retry = setTimeout(ask, LOGIN_RETRY_MS);
          return;
        }
        const order = res.status === 'ok' ? res.data.find((o) => String(o.ID) === id) : undefined;
        setAnswer({ id, lookup: order ? { state: 'found', order } : { state: 'missing' } });
      });
    ask();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [id, valid]);
  if (!valid) return { state: 'missing' };
  return answer?.id === id ? answer.lookup : { state: 'checking' };
}

export default function ThankYouScreen() {
  const t = useT(thankYouTexts);
  const { id = '' } = useParams<{ id?: string }>();
  const lookup = useOrderLookup(id);
  // Just ordered here: thanks at once (the number follows); else only for an order found among ours.
  const thank = lookup.state === 'found' || wasPlacedHere(id);
  usePageTitle(!thank && lookup.state === 'missing' ? t.unknownHeading : t.heading);
  // The purchase is reported by the page that placed it, once, with the server's amounts.
  useTrackOnce(lookup.state === 'found' && wasPlacedHere(id) ? id : null, () => {
    if (lookup.state === 'found') trackPurchase(lookup.order);
  });

  if (!thank) return lookup.state === 'checking' ? <ThankYouWait /> : <UnknownOrder />;
  return (
    <section className="checkout container">
      <div className="card thanks" data-testid="thank-you">
        <span className="thanks__icon" aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <h1 className="thanks__title">{t.heading}</h1>
        {lookup.state === 'missing' ? null : (
          <p className="thanks__number" aria-live="polite">
            <span className="thanks__number-label">{t.orderNumber}</span>
            <span className="thanks__number-value" data-testid="order-number">
              {lookup.state === 'found' ? lookup.order.LeadID : '…'}
            </span>
          </p>
        )}
        <p className="thanks__text">{fill(t.callBack, ORDER_CALLBACK_MINUTES)}</p>
        <p className="thanks__text thanks__text--soft">{t.cashOnDelivery}</p>
        <div className="thanks__actions">
          <Link href="/account" className="btn btn--primary btn--large">
            {t.track}
          </Link>
          <Link href="/" className="btn btn--ghost btn--large">
            {t.continueShopping}
          </Link>
        </div>
      </div>
    </section>
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
    <section className="checkout container">
      <div className="card thanks" data-testid="order-unknown">
        <span className="thanks__icon" aria-hidden="true">
          <BoxIcon size={40} />
        </span>
        <h1 className="thanks__title">{t.unknownHeading}</h1>
        <p className="thanks__text">{t.unknownText}</p>
        <div className="thanks__actions">
          <Link href="/account" className="btn btn--primary btn--large">
            {account.myAccount}
          </Link>
          <Link href="/track" className="btn btn--ghost btn--large">
            {tracking.heading}
          </Link>
        </div>
      </div>
    </section>
  );
}
