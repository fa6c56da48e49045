// One call: the lead is the agent's while this screen is open (taken on arrival, renewed every four
// minutes, let go on leaving without an outcome). The agent dials, then records the outcome: confirmed
// with the delivery address, no answer, call back at a time, wrong number, cancelled with a reason, or
// a duplicate of another order. Keys 1–6 pick the outcome; Esc goes back to the queue.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CALL_OUTCOMES, CANCEL_REASONS, type CallOutcome, type CancelReason, type QueueLead } from '@zdravo/contract/desk';
import { deskCallMessages, deskCancelReasonLabels, deskOrdersMessages, deskOutcomeLabels } from '@zdravo/contract/messages/desk';
import { TextField } from '../../components/ui/form/index.ts';
import { Loading } from '../../components/ui/LoadState.tsx';
import { deskRpc } from '../rpc.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { money } from '../format.ts';
import { SelectField } from '../SelectField.tsx';
import { Flags } from '../queue/Flags.tsx';
import { Amend } from '../queue/Amend.tsx';
import { fill, useDeskErrorText, useT } from '../texts.ts';

const RENEW_MS = 4 * 60_000;

/** A local date-time input's value ("2026-11-26T15:30") as an ISO instant in the browser's zone. */
const toIso = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

function useHeldLead(orderId: number): { lead: QueueLead | null; lost: string | null; done: () => void } {
  const errorText = useDeskErrorText();
  const [lead, setLead] = useState<QueueLead | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  const finished = useRef(false);
  useEffect(() => {
    let live = true;
    const hold = () =>
      void deskRpc.call('desk.queue.take', { orderId }).then((answer) => {
        if (!live) return;
        if (answer.status === 'ok') setLead(answer.data);
        else setLost(errorText(answer.data));
      });
    hold();
    const renew = setInterval(hold, RENEW_MS);
    return () => {
      live = false;
      clearInterval(renew);
      // Leaving without an outcome: the lead goes back to the others at once.
      if (!finished.current) void deskRpc.call('desk.queue.release', { orderId });
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lead: errorText is a fresh function per render and would take the lead again
  }, [orderId]);
  return { lead, lost, done: () => void (finished.current = true) };
}

export default function Call({ orderId }: { orderId: number }) {
  const t = useT(deskCallMessages);
  const orders = useT(deskOrdersMessages);
  const outcomes = useT(deskOutcomeLabels);
  const reasons = useT(deskCancelReasonLabels);
  const errorText = useDeskErrorText();
  const [, navigate] = useLocation();
  const { lead, lost, done } = useHeldLead(orderId);
  const [total, setTotal] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<CallOutcome>('confirmed');
  const [street, setStreet] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [place, setPlace] = useState('');
  const [callBackAt, setCallBackAt] = useState('');
  const [reason, setReason] = useState<CancelReason>('changedMind');
  const [duplicateOf, setDuplicateOf] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [badFields, setBadFields] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return navigate('/queue');
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      const picked = CALL_OUTCOMES[Number(e.key) - 1];
      if (picked) setOutcome(picked);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one key listener for the screen's life; navigate is stable
  }, []);

  if (lost) {
    return (
      <section className="desk-screen">
        <p className="desk-error" role="alert">
          {lost}
        </p>
        <p>
          <Link href="/queue" className="desk-link">
            {t.back}
          </Link>
        </p>
      </section>
    );
  }
  if (!lead) return <Loading label={t.holding} />;

  const duplicates = lead.Flags.flatMap((f) => (f.Kind === 'duplicate' ? f.OrderIDs : []));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setBadFields([]);
    const answer = await deskRpc.call('desk.calls.record', {
      orderId,
      outcome,
      ...(note.trim() ? { note } : {}),
      ...(outcome === 'confirmed' ? { address: { street, postalCode, place } } : {}),
      ...(outcome === 'callBack' ? { callBackAt: toIso(callBackAt) } : {}),
      ...(outcome === 'cancelled' ? { reason } : {}),
      ...(outcome === 'duplicate' && duplicateOf ? { duplicateOf: Number(duplicateOf) } : {}),
    });
    setBusy(false);
    if (answer.status === 'ok') {
      done();
      return navigate('/queue');
    }
    if (answer.data === 'INVALID_ADDRESS') setBadFields(((answer.details as { fields?: string[] } | undefined)?.fields ?? []) as string[]);
    setError(errorText(answer.data));
  }

  const fieldError = (field: string) => (badFields.includes(field) ? errorText('INVALID_ADDRESS') : null);
  return (
    <section className="desk-screen" aria-labelledby="call-title">
      <p>
        <Link href="/queue" className="desk-link">
          {t.back}
        </Link>
      </p>
      <div className="desk-screen__head">
        <h1 id="call-title" className="desk-screen__title">
          {fill(t.heading, { number: lead.Number })}
        </h1>
        <span className="pill">{lead.Country}</span>
      </div>
      <div className="desk-grid">
        <section className="desk-panel" aria-label={orders.customer}>
          <p className="desk-big">{lead.Name}</p>
          <p>
            <a className="btn btn--primary desk-dial" href={`tel:${lead.Phone}`}>
              {fill(t.call, { phone: lead.PhoneDisplay })}
            </a>
          </p>
          <Flags flags={lead.Flags} />
          <p className="desk-muted">{t.holding}</p>
        </section>
        <section className="desk-panel" aria-label={orders.lines}>
          <p className="desk-big">
            {orders.toCollect}: {money(total ?? lead.TotalMinor, lead.Country)}
          </p>
          <p>
            <Link href={`/orders/${lead.OrderID}`} className="desk-link">
              {fill(orders.orderHeading, { number: lead.Number })}
            </Link>
          </p>
        </section>
        <Amend lead={lead} onSaved={setTotal} />
        <form className="desk-panel desk-panel--wide desk-call" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="desk-outcomes">
            <legend className="eyebrow desk-panel__title">{t.outcome}</legend>
            {CALL_OUTCOMES.map((o, i) => (
              <label key={o} className={`desk-outcome${outcome === o ? ' desk-outcome--on' : ''}`}>
                <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
                <span>
                  <kbd>{i + 1}</kbd> {outcomes[o]}
                </span>
              </label>
            ))}
          </fieldset>
          <p className="desk-muted">{t.shortcuts}</p>
          {outcome === 'confirmed' ? (
            <div className="desk-address">
              <TextField label={t.street} autoComplete="off" value={street} onValue={setStreet} error={fieldError('street')} />
              <TextField label={t.postalCode} inputMode="numeric" maxLength={6} autoComplete="off" value={postalCode} onValue={setPostalCode} error={fieldError('postalCode')} />
              <TextField label={t.place} autoComplete="off" value={place} onValue={setPlace} error={fieldError('place')} />
            </div>
          ) : outcome === 'callBack' ? (
            <TextField label={t.callBackAt} type="datetime-local" value={callBackAt} onValue={setCallBackAt} />
          ) : outcome === 'cancelled' ? (
            <SelectField label={t.reason} value={reason} onValue={setReason} options={CANCEL_REASONS.map((r) => ({ value: r, label: reasons[r] }))} />
          ) : outcome === 'duplicate' ? (
            <SelectField label={t.duplicateOf} value={duplicateOf} onValue={setDuplicateOf} options={[{ value: '', label: '—' }, ...duplicates.map((id) => ({ value: String(id), label: `#${id}` }))]} />
          ) : null}
          <TextField label={t.note} value={note} onValue={setNote} maxLength={500} />
          <ErrorLine text={error} />
          <button type="submit" className="btn btn--primary desk-call__save" disabled={busy} aria-busy={busy}>
            {t.save}
          </button>
        </form>
      </div>
    </section>
  );
}
