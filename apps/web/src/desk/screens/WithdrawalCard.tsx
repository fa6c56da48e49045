// One withdrawal on the desk: the statement as the shopper confirmed it, the acknowledgement they got,
// and the team's to-do with the form that marks it done (the day it was done, a note) — or who did it.
import { useId, useState, type FormEvent } from 'react';
import { isOrderStatus, localDay } from '@zdravo/contract';
import type { WithdrawalRecord } from '@zdravo/contract/desk';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import {
  deskWithdrawalDone,
  deskWithdrawalMessages,
  deskWithdrawalStages,
  deskWithdrawalTodos,
} from '@zdravo/contract/messages/desk-records';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { RefundFacts } from './RefundFacts.tsx';

/** "2026-11-25" as the team writes a day: "25. 11. 2026." */
export const dayText = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}.`;
};

function Acknowledgement({ record }: { record: WithdrawalRecord }) {
  const t = useT(deskWithdrawalMessages);
  const ack = record.Acknowledgement;
  if (!ack) return <p className="desk-muted">{t.ackNone}</p>;
  const state =
    ack.Status === 'sent'
      ? fill(t.ackSent, { at: stamp(ack.SentAt) })
      : ack.Status === 'failed'
        ? t.ackFailed
        : fill(t.ackPending, { at: stamp(ack.QueuedAt) });
  return (
    <>
      <p className="records-card__line">
        {fill(ack.Channel === 'sms' ? t.ackSms : t.ackEmail, { to: ack.To })}:{' '}
        <span className={ack.Status === 'failed' ? 'records-card__failed' : undefined}>{state}</span>
      </p>
      <details className="records-card__ack">
        <summary>{t.ackText}</summary>
        {ack.Subject ? <p className="records-card__subject">{ack.Subject}</p> : null}
        <pre className="records-card__text">{ack.Text}</pre>
      </details>
    </>
  );
}

function DoneForm({
  record,
  onDone,
}: {
  record: WithdrawalRecord;
  onDone: (record: WithdrawalRecord | string) => void;
}) {
  const t = useT(deskWithdrawalMessages);
  const doneLabels = useT(deskWithdrawalDone);
  const errorText = useDeskErrorText();
  const [on, setOn] = useState(() => localDay(new Date().toISOString()));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await deskRpc.call('desk.withdrawals.done', {
      id: record.ID,
      on,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(false);
    onDone(answer.status === 'ok' ? answer.data : `${record.Reference}: ${errorText(answer.data)}`);
  }
  return (
    <form className="records-card__done desk-filters" onSubmit={(e) => void submit(e)}>
      <TextField
        label={t.doneOn}
        type="date"
        required
        value={on}
        max={localDay(new Date().toISOString())}
        min={localDay(record.ReceivedAt)}
        onValue={setOn}
      />
      <TextField label={t.note} value={note} onValue={setNote} maxLength={300} />
      <button type="submit" className="btn btn--primary desk-filters__submit" disabled={busy} aria-busy={busy}>
        {doneLabels[record.Todo]}
      </button>
    </form>
  );
}

interface CardProps {
  record: WithdrawalRecord;
  /** The to-do marked done (or why not). */
  onDone: (record: WithdrawalRecord | string) => void;
  /** The refund marked paid (or why not). */
  onRefundPaid: (record: WithdrawalRecord | string) => void;
}

export function WithdrawalCard({ record, onDone, onRefundPaid }: CardProps) {
  const t = useT(deskWithdrawalMessages);
  const todos = useT(deskWithdrawalTodos);
  const doneLabels = useT(deskWithdrawalDone);
  const stages = useT(deskWithdrawalStages);
  const statuses = useT(orderStatusLabels);
  const titleId = useId();
  const isOrder = record.Subject === 'order';
  return (
    <article className="desk-panel records-card" aria-labelledby={titleId} data-reference={record.Reference}>
      <header className="records-card__head">
        <h2 id={titleId} className="records-card__title">
          {fill(isOrder ? t.order : t.club, { number: record.Reference })}
        </h2>
        <span className="pill records-country">{record.Country}</span>
        {isOrder ? (
          <a className="desk-link records-card__open" href={`#/orders/${record.SubjectID}`}>
            {t.openOrder}
          </a>
        ) : null}
      </header>
      <div className="records-card__grid">
        <section>
          <h3 className="records-card__label">{t.statement}</h3>
          <p className="records-card__line">
            {t.received}: <strong>{stamp(record.ReceivedAt)}</strong>
          </p>
          <p className="records-card__line">
            {t.name}: {record.Name || '—'}
          </p>
          <blockquote className="records-card__quote">{record.Statement}</blockquote>
          {record.Items.length > 0 ? (
            <ul className="records-card__items" aria-label={t.items}>
              {record.Items.map((item, i) => (
                <li key={i}>
                  {item.Quantity} × {item.Name}
                </li>
              ))}
            </ul>
          ) : null}
          {record.Stage ? <p className="desk-muted">{stages[record.Stage]}</p> : null}
          {record.OrderStatus ? (
            <p className="desk-muted">
              {t.orderStatus}: {isOrderStatus(record.OrderStatus) ? statuses[record.OrderStatus] : record.OrderStatus}
            </p>
          ) : null}
        </section>
        <section>
          <h3 className="records-card__label">{t.acknowledgement}</h3>
          <Acknowledgement record={record} />
        </section>
      </div>
      <RefundFacts record={record} onChanged={onRefundPaid} />
      <section
        className={
          record.Done ? 'desk-alert records-card__todo records-card__todo--done' : 'desk-alert records-card__todo'
        }
      >
        <h3 className="records-card__label">{t.todo}</h3>
        <p className="records-card__what">{todos[record.Todo]}</p>
        {record.Done ? (
          <p className="desk-ok">
            {fill(t.doneBy, { what: doneLabels[record.Todo], on: dayText(record.Done.On), by: record.Done.By })}
            {record.Done.Note ? <span className="records-card__note"> — {record.Done.Note}</span> : null}
          </p>
        ) : record.Todo === 'refundFee' && record.Refund ? null : (
          // A club fee's refund is the to-do itself: its "paid" step above marks it done.
          <DoneForm record={record} onDone={onDone} />
        )}
      </section>
    </article>
  );
}
