// Order history: shopOrders.f.getAll (the orders issue implements the call). A table, stacked
// into cards below 834 px (spec §9); the spec's texts when it is empty or fails to load.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatMoney, type CountryCode } from '@zdravo/contract';
import { accountErrorMessages, accountMessages } from '@zdravo/contract/messages/account';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { rpc } from '../../lib/rpc.ts';

/** The fields of spec §3 this table reads; the orders issue's answer carries more. */
interface OrderRow {
  ID: number;
  LeadID?: string;
  Status?: string;
  StatusLabel?: string;
  createdAt?: string;
  Articles?: Array<{ Quantity?: number }>;
  Total?: number;
  Country?: CountryCode;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; orders: OrderRow[] };

export function OrdersTab() {
  const t = useT(accountMessages);
  const errors = useT(accountErrorMessages);
  const { country, info } = useCountry();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void rpc.call<OrderRow[]>('shopOrders.f.getAll').then((answer) => {
      if (!live) return;
      setLoad(answer.status === 'ok' && Array.isArray(answer.data) ? { state: 'ok', orders: answer.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [country]);

  if (load.state === 'loading') {
    return (
      <div className="orders__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t.ordersLoading}</span>
      </div>
    );
  }
  if (load.state === 'failed') return <p className="orders__note orders__note--error" role="alert">{errors.fetchFailed}</p>;
  if (load.orders.length === 0) return <p className="orders__note">{errors.ordersEmpty}</p>;

  const date = new Intl.DateTimeFormat(info.locale, { day: 'numeric', month: 'numeric', year: 'numeric' });
  return (
    <table className="orders">
      <thead>
        <tr>
          <th scope="col">{t.orderNumber}</th>
          <th scope="col">{t.orderDate}</th>
          <th scope="col">{t.orderStatus}</th>
          <th scope="col">{t.orderArticles}</th>
          <th scope="col">{t.orderTotal}</th>
          <th scope="col">
            <span className="visually-hidden">{t.trackOrder}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {load.orders.map((o) => {
          const count = (o.Articles ?? []).reduce((n, a) => n + (a.Quantity ?? 0), 0);
          const number = o.LeadID ?? String(o.ID);
          return (
            <tr key={o.ID}>
              <td data-label={t.orderNumber} className="orders__number">{number}</td>
              <td data-label={t.orderDate}>{o.createdAt ? date.format(new Date(o.createdAt)) : '—'}</td>
              <td data-label={t.orderStatus}>{o.StatusLabel ?? o.Status ?? '—'}</td>
              <td data-label={t.orderArticles}>{fill(t.orderArticlesCount, { count })}</td>
              <td data-label={t.orderTotal}>{typeof o.Total === 'number' ? formatMoney(o.Total, o.Country ?? country) : '—'}</td>
              <td className="orders__action">
                <Link href={`/track?id=${encodeURIComponent(number)}`} className="btn btn--ghost btn--small">
                  {t.trackOrder}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
