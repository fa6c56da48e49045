// One order as the team needs it on a call: the customer, the lines and totals as charged, what
// happened to it and when, the lead, the parcel, a withdrawal and what the team must do about it,
// and every message the shop sent about it; the delivery address, the calls, the person's other orders
// and the team's notes (docs/desk.md, "The call's history").
import { useState } from 'react';
import { Link } from 'wouter';
import type { CallHistory, OrderView, StaffMe } from '@zdravo/contract/desk';
import { BookIn } from '../stock/BookIn.tsx';
import { OutcomeForm, type OutcomeNotice } from '../dispatch/OutcomeForm.tsx';
import { Notice } from '../Notice.tsx';
import '../stock/stock.css';
import { mayOpen } from '../access.ts';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { Attempts, Notes, OtherOrders } from '../queue/CallHistory.tsx';
import '../queue/call-flow.css';
import { deskDispatchMessages, deskOrdersMessages } from '@zdravo/contract/messages/desk';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import { isOrderStatus } from '@zdravo/contract';
import { deskRpc } from '../rpc.ts';
import { money, stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useT } from '../texts.ts';
import type { Texts as DeskTexts } from '../../lib/i18n.ts';
import { useSearch } from 'wouter';
import { DeskPanel } from '../DeskScreen.tsx';
import { useCustomerName } from '../customer-name.ts';

type Texts = DeskTexts<typeof deskOrdersMessages>;

function eventLabel(kind: string, t: Texts, statuses: Record<string, string>): string {
  if (kind === 'placed') return t.event_placed;
  if (kind === 'lead-forwarded') return t['event_lead-forwarded'];
  return statuses[kind] ?? kind;
}

function stageNote(stage: string, t: Texts): string {
  if (stage === 'notSent') return t.stage_notSent;
  if (stage === 'inTransit') return t.stage_inTransit;
  if (stage === 'delivered') return t.stage_delivered;
  return '';
}

type FlowTexts = DeskTexts<typeof deskCallFlowMessages>;
/** A message's state and channel in words (the outbox keeps keys). */
const messageWord = (key: string, flow: FlowTexts): string => (key in flow ? flow[key as keyof FlowTexts] : key);

/** A return recorded on the order (the courier's word, typed): the order's status follows, and its history. */
function LaterReturn({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const t = useT(deskDispatchMessages);
  const [notice, setNotice] = useState<OutcomeNotice | null>(null);
  return (
    <DeskPanel title={t.cameBack}>
      <p className="desk-muted">{t.cameBackHint}</p>
      <OutcomeForm
        orderId={order.ID}
        number={order.Number}
        outcomes={['returned']}
        onDone={(said) => {
          setNotice(said);
          if (said.kind === 'ok') onDone();
        }}
      />
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
    </DeskPanel>
  );
}

function Order({
  order,
  history,
  reloadHistory,
  reload,
  me,
}: {
  order: OrderView;
  history: CallHistory | null;
  reloadHistory: () => void;
  reload: () => void;
  me: StaffMe;
}) {
  const t = useT(deskOrdersMessages);
  const flow = useT(deskCallFlowMessages);
  const statuses = useT(orderStatusLabels);
  const customerName = useCustomerName();
  const address = history?.Address?.Source === 'order' ? history.Address : null;
  const c = order.Country;
  return (
    <>
      <div className="desk-screen__head">
        <h1 className="desk-screen__title">{fill(t.orderHeading, { number: order.Number })}</h1>
        <span className={`pill desk-status desk-status--${order.Status}`}>
          {isOrderStatus(order.Status) ? statuses[order.Status] : order.Status}
        </span>
      </div>
      <div className="desk-grid">
        <DeskPanel title={t.customer}>
          <p className="desk-big">{customerName(`${order.Customer.FirstName} ${order.Customer.LastName}`)}</p>
          <p>
            <a href={`tel:${order.Customer.Phone}`} className="desk-link">
              {order.Customer.PhoneDisplay}
            </a>
          </p>
          {order.Customer.Email ? <p>{order.Customer.Email}</p> : null}
          <p className="desk-muted">
            {t.country}: {c} · {t.placed}: {stamp(order.CreatedAt)}
          </p>
        </DeskPanel>

        <DeskPanel title={t.history}>
          <ul className="desk-timeline">
            {order.History.map((e) => (
              <li key={`${e.Kind}-${e.At}`}>
                <span className="desk-muted">{stamp(e.At)}</span> {eventLabel(e.Kind, t, statuses)}
                {e.Note ? (
                  <span className="desk-muted">
                    {' · '}
                    {e.Url ? (
                      <a href={e.Url} className="desk-link" target="_blank" rel="noopener noreferrer">
                        {e.Note}
                      </a>
                    ) : (
                      e.Note
                    )}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {order.LeadForwardedAt ? null : (
            <p>
              <strong>{t.lead}:</strong> {t.leadWaiting}
            </p>
          )}
        </DeskPanel>

        <DeskPanel title={flow.address}>
          {address ? (
            <p data-testid="delivery-address">
              {address.street}
              <br />
              {address.postalCode} {address.place}
            </p>
          ) : (
            <p className="desk-muted">{flow.noAddress}</p>
          )}
        </DeskPanel>
        {history ? <Attempts history={history} /> : null}

        <DeskPanel title={t.lines} wide>
          <div className="desk-scroll">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">{t.product}</th>
                  <th scope="col" className="desk-num">
                    {t.quantity}
                  </th>
                  <th scope="col" className="desk-num">
                    {t.unitPrice}
                  </th>
                  <th scope="col" className="desk-num">
                    {t.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.Lines.map((l) => (
                  <tr key={`${l.OfferID}-${l.Name}`}>
                    <td>{l.Name}</td>
                    <td className="desk-num">{l.Quantity}</td>
                    <td className="desk-num">{money(l.UnitPriceMinor, c)}</td>
                    <td className="desk-num">{money(l.TotalMinor, c)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {t.subtotal}
                  </th>
                  <td className="desk-num">{money(order.SubtotalMinor, c)}</td>
                </tr>
                {order.ClubDiscountMinor > 0 ? (
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t.clubDiscount}
                    </th>
                    <td className="desk-num">−{money(order.ClubDiscountMinor, c)}</td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row" colSpan={3}>
                    {t.delivery}
                  </th>
                  <td className="desk-num">{money(order.DeliveryMinor, c)}</td>
                </tr>
                <tr className="desk-table__total">
                  <th scope="row" colSpan={3}>
                    {t.toCollect}
                  </th>
                  <td className="desk-num">{money(order.TotalMinor, c)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </DeskPanel>

        <DeskPanel title={t.shipment}>
          {order.Shipment === null ? (
            <p className="desk-muted">{t.crmShipment}</p>
          ) : order.Shipment.length === 0 ? (
            <p className="desk-muted">{t.noShipment}</p>
          ) : (
            <ul className="desk-list">
              {order.Shipment.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {order.ReviewRequest ? (
            <p className="desk-muted" data-testid="review-request">
              {order.ReviewRequest.SentAt
                ? fill(t.reviewSent, { at: stamp(order.ReviewRequest.SentAt) })
                : fill(t.reviewDue, { at: stamp(order.ReviewRequest.DueAt) })}
            </p>
          ) : null}
          {order.Withdrawal ? (
            <div className="desk-alert" role="note">
              <h3 className="desk-panel__subtitle">{t.withdrawal}</h3>
              <p>
                {fill(t.withdrawn, {
                  at: stamp(order.Withdrawal.At),
                  channel: order.Withdrawal.Channel,
                  recipient: order.Withdrawal.Recipient,
                })}
              </p>
              <p>
                <strong>{stageNote(order.Withdrawal.Stage, t)}</strong>
              </p>
            </div>
          ) : null}
        </DeskPanel>

        <DeskPanel title={t.messages} wide>
          {order.Messages.length === 0 ? (
            <p className="desk-muted">{t.noMessages}</p>
          ) : (
            <ul className="desk-list">
              {order.Messages.map((m) => (
                <li key={m.ID}>
                  <span className="desk-muted">{stamp(m.SentAt ?? m.CreatedAt)}</span>{' '}
                  {messageWord(`channel_${m.Channel}`, flow)} → {m.Recipient}: {m.Kind}{' '}
                  <span className="pill">{messageWord(`message_${m.Status}`, flow)}</span>
                </li>
              ))}
            </ul>
          )}
        </DeskPanel>
        {/* A delivered or refused parcel back at the warehouse: its return, no longer on the dispatch lists. */}
        {(order.Status === 'delivered' || order.Status === 'refused') && mayOpen(me, 'desk.delivery.record') ? (
          <LaterReturn order={order} onDone={reload} />
        ) : null}
        {/* A parcel that came back: a manager books its units in (docs/desk.md "Stock"). */}
        {(order.Status === 'returned' || order.Status === 'refused') && mayOpen(me, 'desk.stock.bookIn') ? (
          <BookIn orderId={order.ID} />
        ) : null}
        {history ? (
          <>
            <OtherOrders history={history} />
            <Notes orderId={order.ID} history={history} onAdded={reloadHistory} />
          </>
        ) : null}
      </div>
    </>
  );
}

export default function OrderDetail({ id, me }: { id: number; me: StaffMe }) {
  const t = useT(deskOrdersMessages);
  // The search this order was opened from, to go back to its results.
  const q = new URLSearchParams(useSearch()).get('q');
  const valid = Number.isInteger(id) && id > 0;
  const query = useDeskQuery<OrderView>(valid ? `order:${id}` : null, () => deskRpc.call('desk.orders.get', { id }));
  const history = useDeskQuery<CallHistory>(valid ? `history:${id}` : null, () =>
    deskRpc.call('desk.calls.history', { orderId: id }),
  );
  return (
    <section className="desk-screen">
      <p>
        <Link href={q ? `/orders?q=${encodeURIComponent(q)}` : '/orders'} className="desk-link">
          {t.back}
        </Link>
      </p>
      {query.state === 'ok' ? (
        <Order
          order={query.data}
          history={history.state === 'ok' ? history.data : null}
          reloadHistory={history.reload}
          reload={query.reload}
          me={me}
        />
      ) : (
        <QueryState query={query} reload={query.reload} />
      )}
    </section>
  );
}
