// /checkout/{id}: the order thank-you (spec §2). Shows the order number — the LeadID the team and the
// tracking page know it by, looked up among the shopper's orders; the route's id if it cannot be —
// the 30–60 minute call-back promise, and 'Track order' to /account.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { ORDER_CALLBACK_MINUTES } from '@zdravo/contract';
import type { ShopOrder } from '@zdravo/contract/methods';
import { thankYouTexts } from '@zdravo/contract/messages/orders';
import { CheckIcon } from '../../components/ui/icons-extra.tsx';
import { fill, useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { rpc } from '../../lib/rpc.ts';
import './checkout.css';

/** The order number for the route's id: its LeadID, or `#id` when the order is not among ours. */
function useOrderNumber(id: string): string | null {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void rpc.call<ShopOrder[]>('shopOrders.f.getAll').then((answer) => {
      if (!live) return;
      const order = answer.status === 'ok' ? answer.data.find((o) => String(o.ID) === id) : undefined;
      setNumber(order?.LeadID ?? `#${id}`);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return number;
}

export default function ThankYouScreen() {
  const t = useT(thankYouTexts);
  usePageTitle(t.heading);
  const { id = '' } = useParams<{ id?: string }>();
  const number = useOrderNumber(id);

  return (
    <section className="checkout container">
      <div className="thanks" data-testid="thank-you">
        <span className="thanks__icon" aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <h1 className="thanks__title">{t.heading}</h1>
        <p className="thanks__number" aria-live="polite">
          <span className="thanks__number-label">{t.orderNumber}</span>
          <span className="thanks__number-value" data-testid="order-number">
            {number ?? '…'}
          </span>
        </p>
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
