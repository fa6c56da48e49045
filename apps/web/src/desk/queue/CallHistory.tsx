// The call's history where the agent is (docs/desk.md, "The call's history"): earlier attempts (who,
// when, what came of it, the note, the call-back's time), the person's other orders with what became of
// them (refused and returned parcels first, as the server sends them), and the team's notes, to which
// anyone adds. On the call screen and the order view.
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { isCallOutcome, type CallHistory as History } from '@zdravo/contract/desk';
import { isOrderStatus, type CountryCode } from '@zdravo/contract';
import { deskOutcomeLabels } from '@zdravo/contract/messages/desk';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import { deskRpc } from '../rpc.ts';
import { money, stamp } from '../format.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { ErrorLine } from '../DeskTable.tsx';
import { FieldFrame } from '../../components/ui/form/index.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';

export function Attempts({ history }: { history: History }) {
  const t = useT(deskCallFlowMessages);
  const outcomes = useT(deskOutcomeLabels);
  return (
    <DeskPanel title={t.attempts} className="desk-history">
      {history.Attempts.length === 0 ? (
        <p className="desk-muted">{t.noAttempts}</p>
      ) : (
        <ul className="desk-timeline" data-testid="call-attempts">
          {history.Attempts.map((a) => (
            <li key={a.At}>
              <span className="desk-muted">{stamp(a.At)}</span>{' '}
              <strong>{isCallOutcome(a.Outcome) ? outcomes[a.Outcome] : a.Outcome}</strong> · {a.Staff}
              {a.Seconds !== null ? (
                <span className="desk-muted"> · {fill(t.seconds, { seconds: a.Seconds })}</span>
              ) : null}
              {a.CallBackAt ? <div>{fill(t.callBackWhen, { time: stamp(a.CallBackAt) })}</div> : null}
              {a.Note ? <div className="desk-note">„{a.Note}“</div> : null}
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}

export function OtherOrders({ history }: { history: History }) {
  const t = useT(deskCallFlowMessages);
  const statuses = useT(orderStatusLabels);
  return (
    <DeskPanel title={t.otherOrders} className="desk-history">
      {history.Orders.length === 0 ? (
        <p className="desk-muted">{t.noOtherOrders}</p>
      ) : (
        <ul className="desk-timeline">
          {history.Orders.map((o) => (
            <li
              key={o.OrderID}
              className={o.Status === 'refused' || o.Status === 'returned' ? 'desk-history__bad' : undefined}
            >
              <Link href={`/orders/${o.OrderID}`} className="desk-link">
                {o.Number}
              </Link>{' '}
              <span className="desk-muted">{stamp(o.CreatedAt)}</span> ·{' '}
              <strong>{isOrderStatus(o.Status) ? statuses[o.Status] : o.Status}</strong> ·{' '}
              {money(o.TotalMinor, o.Country as CountryCode)}
            </li>
          ))}
        </ul>
      )}
    </DeskPanel>
  );
}

export function Notes({ orderId, history, onAdded }: { orderId: number; history: History; onAdded: () => void }) {
  const t = useT(deskCallFlowMessages);
  const errorText = useDeskErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const answer = await deskRpc.call('desk.notes.add', { orderId, text });
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    setText('');
    onAdded();
  }
  return (
    <DeskPanel title={t.notes} className="desk-history" onSubmit={(e) => void add(e)}>
      {history.Notes.length === 0 ? (
        <p className="desk-muted">{t.noNotes}</p>
      ) : (
        <ul className="desk-timeline" data-testid="order-notes">
          {history.Notes.map((n) => (
            <li key={n.ID}>
              <span className="desk-muted">
                {stamp(n.At)} · {n.Staff}
              </span>
              <div className="desk-note">{n.Text}</div>
            </li>
          ))}
        </ul>
      )}
      <FieldFrame label={t.newNote}>
        {({ inputId }) => (
          <textarea
            id={inputId}
            className="field__input"
            rows={2}
            maxLength={1000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FieldFrame>
      <ErrorLine text={error} />
      <button type="submit" className="btn btn--ghost btn--small" disabled={!text.trim()}>
        {t.addNote}
      </button>
    </DeskPanel>
  );
}
