// Order lookup: one search field for an order number, a phone in any form, an e-mail or a name;
// the query lives in the address (#/orders?q=…), so Back returns to the same results.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { OrderHit } from '@zdravo/contract/desk';
import { deskOrdersMessages } from '@zdravo/contract/messages/desk';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import { isOrderStatus } from '@zdravo/contract';
import { deskRpc } from '../rpc.ts';
import { money, stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';
import { DeskScreen } from '../DeskScreen.tsx';
import { useCustomerName } from '../customer-name.ts';

function Results({ q }: { q: string }) {
  const t = useT(deskOrdersMessages);
  const statuses = useT(orderStatusLabels);
  const customerName = useCustomerName();
  const query = useDeskQuery<OrderHit[]>(`search:${q}`, () => deskRpc.call('desk.orders.search', { q }));
  if (query.state !== 'ok') return <QueryState query={query} reload={query.reload} />;
  if (query.data.length === 0) return <p className="desk-state">{t.none}</p>;
  return (
    <DeskTable
      columns={[
        { label: t.number },
        { label: t.placed },
        { label: t.customer },
        { label: t.phone },
        { label: t.status },
        { label: t.total, numeric: true },
      ]}
    >
      {query.data.map((o) => (
        <tr key={o.ID}>
          <td>
            <Link href={`/orders/${o.ID}?q=${encodeURIComponent(q)}`} className="desk-link">
              {o.Number}
            </Link>
          </td>
          <td className="desk-nowrap">{stamp(o.CreatedAt)}</td>
          <td>
            {customerName(o.Name)}
            {o.Email ? <span className="desk-muted"> · {o.Email}</span> : null}
          </td>
          <td className="desk-nowrap">{o.PhoneDisplay}</td>
          <td>
            <span className={`pill desk-status desk-status--${o.Status}`}>
              {isOrderStatus(o.Status) ? statuses[o.Status] : o.Status}
            </span>{' '}
            <span className="desk-muted">{o.Country}</span>
          </td>
          <td className="desk-num">{money(o.TotalMinor, o.Country)}</td>
        </tr>
      ))}
    </DeskTable>
  );
}

export default function OrderLookup() {
  const t = useT(deskOrdersMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(search).get('q') ?? '';
  const [typed, setTyped] = useState(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = typed.trim();
    if (next.length >= 2) navigate(`/orders?q=${encodeURIComponent(next)}`);
  }

  return (
    <DeskScreen title={t.heading}>
      <form role="search" className="desk-search" onSubmit={submit}>
        <label htmlFor="order-search" className="visually-hidden">
          {t.searchLabel}
        </label>
        <input
          id="order-search"
          type="search"
          className="field__input desk-search__input"
          placeholder={t.searchLabel}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoFocus
          minLength={2}
          maxLength={120}
        />
        <button type="submit" className="btn btn--primary">
          {t.search}
        </button>
      </form>
      <p className="desk-muted desk-search__hint">{t.hint}</p>
      {q.length >= 2 ? <Results q={q} /> : null}
    </DeskScreen>
  );
}
