// Order history: shopOrders.f.getAll — the shopper's own orders, newest first. A table, stacked
// into cards below 834 px (docs/product.md §9); the spec's texts when it is empty or fails to load, with a way
// on under them (a retry; the products). Each order shows its number (the LeadID used for tracking),
// date, what was bought, status with its history (the lines /track shows) and total; an order still inside its withdrawal period offers
// 'Odustani od ugovora' (WithdrawDialog), with the period's last day once it is delivered.
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { formatDate, formatMoney, lastDayOf } from '@zdravo/contract';
import type { ShopOrder } from '@zdravo/contract';
import { withdrawalTexts } from '@zdravo/contract/messages/withdrawal';
import { accountErrorMessages, accountMessages } from '@zdravo/contract/messages/account';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { accountFetchErrors } from '@zdravo/contract/messages/errors/account';
import { useCountry } from '../../lib/country.ts';
import { useQuery } from '../../lib/use-query.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { myOrders } from './api.ts';
import { lazyPart, usePreloadParts } from '../../lib/lazy-part.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { OrderEvents } from './OrderEvents.tsx';
import './orders-tab.css';

// The statement's dialog comes after the history's first paint, fetched ahead (decision 040).
const WithdrawDialog = lazyPart(
  () => import('./WithdrawDialog.tsx'),
  (m) => m.WithdrawDialog,
);

type Load = { state: 'loading' } | { state: 'failed'; code: string } | { state: 'ok'; orders: ShopOrder[] };

export function OrdersTab() {
  const t = useT(accountMessages);
  const errors = useT(accountErrorMessages);
  const errorText = useErrorText(accountFetchErrors);
  // The shop's own "try again" and "see the products" (the cart's and the empty checkout's texts).
  const shop = useT(checkoutTexts);
  const w = useT(withdrawalTexts);
  const { country } = useCountry();
  const [round, setRound] = useState(0);
  // The order whose withdrawal statement is open.
  const [withdrawing, setWithdrawing] = useState<ShopOrder | null>(null);
  const withdrawShown = useOpenedOnce(withdrawing !== null);
  usePreloadParts(WithdrawDialog);

  // A reload (after a withdrawal, a switch of country) keeps the list on screen; a retry after a failure shows the spinner.
  const query = useQuery(`${country}|${round}`, myOrders);
  const answer = query.value;
  const load: Load =
    answer === undefined || (!query.settled && answer.status === 'error')
      ? { state: 'loading' }
      : answer.status === 'ok'
        ? { state: 'ok', orders: answer.data }
        : { state: 'failed', code: answer.data };

  function closeWithdrawal() {
    const leadId = withdrawing?.LeadID;
    setWithdrawing(null);
    // Its button is gone once withdrawn: the focus goes to the order's new status, not to the page top.
    requestAnimationFrame(() => {
      const status = document.querySelector<HTMLElement>(`[data-testid="order-${leadId}"] .order-status`);
      if (status && !document.activeElement?.closest('.orders')) status.focus();
    });
  }

  const retry = () => setRound((r) => r + 1);

  if (load.state === 'loading') {
    return (
      <div className="orders__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t.ordersLoading}</span>
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="orders__note orders__note--error orders__note--action">
        <p role="alert">{errorText(load.code)}</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={retry}>
          {shop.retry}
        </button>
      </div>
    );
  }
  if (load.orders.length === 0) {
    return (
      <div className="orders__note orders__note--action" data-testid="orders-empty">
        <p>{errors.ordersEmpty}</p>
        <Link href="/most-popular" className="btn btn--primary btn--small">
          {shop.emptyAction}
        </Link>
      </div>
    );
  }

  return (
    <>
      <table className="orders" data-testid="order-history">
        <thead>
          <tr>
            <th scope="col">{t.orderNumber}</th>
            <th scope="col">{t.orderDate}</th>
            <th scope="col">{t.orderArticles}</th>
            <th scope="col">{t.orderStatus}</th>
            <th scope="col" className="orders__money">
              {t.orderTotal}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t.trackOrder}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {load.orders.map((o) => (
            <tr key={o.ID} data-testid={`order-${o.LeadID}`}>
              <td data-label={t.orderNumber} className="orders__number">
                {o.LeadID}
              </td>
              <td data-label={t.orderDate}>{formatDate(o.createdAt)}</td>
              <td data-label={t.orderArticles}>
                <ul className="orders__articles">
                  {o.Articles.map((a) => (
                    <li key={a.ID}>
                      <span className="orders__qty">{a.Quantity} ×</span> {a.Name}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={t.orderStatus} className="orders__status">
                <span className={`pill order-status order-status--${o.Status}`} tabIndex={-1}>
                  {o.StatusLabel}
                </span>
                <OrderEvents events={o.Events} />
              </td>
              <td data-label={t.orderTotal} className="orders__money">
                {formatMoney(o.Total, o.Country, o.Currency)}
              </td>
              <td className="orders__action">
                <div className="orders__buttons">
                  <Link href={`/track?id=${encodeURIComponent(o.LeadID)}`} className="btn btn--ghost btn--small">
                    {t.trackOrder}
                  </Link>
                  {o.CanWithdraw ? (
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => setWithdrawing(o)}>
                      {w.action}
                    </button>
                  ) : null}
                </div>
                {o.CanWithdraw && o.WithdrawUntil ? (
                  <p className="orders__deadline">
                    {fill(w.deadline, { date: formatDate(lastDayOf(o.WithdrawUntil)) })}
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The history reloads quietly under the dialog once the statement is recorded. */}
      {withdrawShown ? (
        <Suspense fallback={null}>
          <WithdrawDialog.Part
            order={withdrawing}
            onClose={closeWithdrawal}
            onWithdrawn={() => setRound((r) => r + 1)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
