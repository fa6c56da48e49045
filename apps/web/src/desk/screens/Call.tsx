// One call (docs/desk.md, "The call queue"): the lead is the agent's while this screen is open (taken on
// arrival, renewed every four minutes, let go on leaving without an outcome). The agent dials (the phone
// link's time starts the call), reads the history, and records the outcome from the keyboard: 1–6 pick
// it (2 = no answer), Enter saves, Esc goes back. The changes made on the call are saved with the
// outcome; after saving, the next callable lead opens (or the list, as the agent chose).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import {
  CALL_OUTCOMES,
  type CallHistory,
  type CallOutcome,
  type PrefillSource,
  type QueueLead,
} from '@zdravo/contract/desk';
import { deskCallMessages, deskOrdersMessages, deskOutcomeLabels } from '@zdravo/contract/messages/desk';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { COUNTRY_TERMS } from '@zdravo/contract';
import { TextField } from '../../components/ui/form/index.ts';
import { Loading } from '../../components/ui/LoadState.tsx';
import { deskRpc } from '../rpc.ts';
import { fieldInstant, shopLocalOf } from '../shop-time.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { money } from '../format.ts';
import { Flags } from '../queue/Flags.tsx';
import { Amend, type CallChange } from '../queue/Amend.tsx';
import { Attempts, Notes, OtherOrders } from '../queue/CallHistory.tsx';
import { emptyOutcomeValues, OutcomeFields, type OutcomeValues } from '../queue/OutcomeFields.tsx';
import { useAfterSaveNext, useOpenNext } from '../queue/next-call.ts';
import { announceSaved, useLastSaved } from '../queue/last-saved.ts';
import { Notice } from '../Notice.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import '../queue/call-flow.css';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { useCustomerName } from '../customer-name.ts';

const RENEW_MS = 4 * 60_000;
/** The outcomes a change made on the call is saved with (the others drop it). */
const KEEPS_ORDER: readonly CallOutcome[] = ['confirmed', 'callBack'];

/** A call back is offered in an hour, on the quarter (the agent moves it with the arrow keys or types it). */
function inAnHour(now = Date.now()): string {
  const quarter = 15 * 60_000;
  return shopLocalOf(Math.ceil((now + 60 * 60_000) / quarter) * quarter);
}

function useHeldLead(orderId: number): { lead: QueueLead | null; lost: string | null; done: () => void } {
  const errorText = useDeskErrorText();
  const [lead, setLead] = useState<QueueLead | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  const finished = useRef(false);
  useEffect(() => {
    let live = true;
    // Taken by "Preuzmi" or N the lead is already this agent's: the server then renews the running hold
    // (no second take in the audit log); opened by its address, this takes it.
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

/** Keys typed into a field (or a button, a link, a list) are the field's own. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input:not([type=radio]), select, textarea') !== null;
const ownsEnter = (target: EventTarget | null, form: HTMLFormElement | null) => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('textarea, button, a') !== null) return true;
  // Another form (a note) keeps its Enter; a list outside the outcome's form too.
  const owner = target.closest('form');
  return (owner !== null && owner !== form) || (target.closest('select') !== null && owner !== form);
};

export default function Call({ orderId }: { orderId: number }) {
  const t = useT(deskCallMessages);
  const flow = useT(deskCallFlowMessages);
  const orders = useT(deskOrdersMessages);
  const outcomes = useT(deskOutcomeLabels);
  const errorText = useDeskErrorText();
  const customerName = useCustomerName();
  const lastSaved = useLastSaved();
  const [, navigate] = useLocation();
  const openNext = useOpenNext();
  const [afterSaveNext, setAfterSaveNext] = useAfterSaveNext();
  const { lead, lost, done } = useHeldLead(orderId);
  const history = useDeskQuery<CallHistory>(`history:${orderId}`, () =>
    deskRpc.call('desk.calls.history', { orderId }),
  );
  const [total, setTotal] = useState<number | null>(null);
  const [change, setChange] = useState<CallChange | null>(null);
  // The change as last heard, for a save pressed before the screen has rendered it again: a quantity
  // raised and Enter pressed at once must still save the raised quantity.
  const latestChange = useRef<CallChange | null>(null);
  const [outcome, setOutcome] = useState<CallOutcome>('confirmed');
  const [values, setValues] = useState<OutcomeValues>(emptyOutcomeValues);
  const [prefilled, setPrefilled] = useState<PrefillSource | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warned, setWarned] = useState(false);
  const [badFields, setBadFields] = useState<string[]>([]);
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<OutcomeValues>) => setValues((v) => ({ ...v, ...patch }));

  // The address offered: the order's own or the last confirmed one of this phone, for the agent to read back.
  const offered = history.state === 'ok' ? history.data.Address : null;
  useEffect(() => {
    if (!offered) return;
    // The fetched address becomes the form's editable value once it arrives (the agent may then change it).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopting fetched data into form state, once per address
    setValues((v) =>
      v.street || v.postalCode || v.place
        ? v
        : { ...v, street: offered.street, postalCode: offered.postalCode, place: offered.place },
    );
    setPrefilled(offered.Source);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the address's contents, not by each new answer object
  }, [offered?.street, offered?.postalCode, offered?.place]);

  /** After picking an outcome the keyboard is where it is needed: the first empty address field, the time, the list. */
  // The outcome's fields are rendered at once (flushSync) and focused before this key event ends, so a
  // key pressed straight after the digit (an arrow to pick the reason) lands in the field, not on the page.
  function pick(next: CallOutcome) {
    flushSync(() => {
      setOutcome(next);
      if (next === 'callBack') setValues((v) => (v.callBackAt ? v : { ...v, callBackAt: inAnHour() }));
      setWarned(false);
    });
    const fields = form.current?.querySelector(`[data-fields="${next}"]`);
    const inputs = [...(fields?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select') ?? [])];
    (inputs.find((i) => !i.value) ?? (next === 'confirmed' ? null : inputs[0]))?.focus();
  }

  const dirty = change !== null;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Escape') {
        // Changes made on the call are not dropped by accident: the first Esc says so, the second leaves.
        if (dirty && !warned) return setWarned(true);
        return navigate('/queue');
      }
      if (e.key === 'Enter') {
        if (ownsEnter(e.target, form.current)) return;
        e.preventDefault();
        form.current?.requestSubmit();
        return;
      }
      if (typing(e.target)) return;
      const picked = CALL_OUTCOMES[Number(e.key) - 1];
      if (picked) {
        e.preventDefault();
        pick(picked);
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  });

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
  // The lead on the call, for the saves below (declared functions do not see the check above).
  const held = lead;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(null);
    setBadFields([]);
    const answer = await deskRpc.call('desk.calls.record', {
      orderId,
      outcome,
      ...(note.trim() ? { note } : {}),
      ...(outcome === 'confirmed'
        ? { address: { street: values.street, postalCode: values.postalCode, place: values.place } }
        : {}),
      ...(outcome === 'callBack' ? { callBackAt: fieldInstant(values.callBackAt) } : {}),
      ...(outcome === 'cancelled' && values.reason ? { reason: values.reason } : {}),
      ...(outcome === 'duplicate' && values.duplicateOf.trim() ? { duplicateOfNumber: values.duplicateOf.trim() } : {}),
      ...(latestChange.current && KEEPS_ORDER.includes(outcome) ? { change: latestChange.current } : {}),
    });
    busy.current = false;
    setSaving(false);
    if (answer.status === 'ok') {
      announceSaved(fill(flow.saved, { number: held.Number, outcome: outcomes[outcome] }));
      done();
      if (!afterSaveNext) return navigate('/queue');
      const refused = await openNext();
      if (refused) setError(errorText(refused));
      return;
    }
    if (answer.data === 'INVALID_ADDRESS') {
      // The refused fields are marked at once, and the keyboard goes to the first of them on the screen
      // (not left on the field Enter was pressed in).
      flushSync(() => {
        setBadFields(((answer.details as { fields?: string[] } | undefined)?.fields ?? []) as string[]);
        setError(errorText(answer.data));
      });
      form.current?.querySelector<HTMLInputElement>('[data-fields="confirmed"] [aria-invalid="true"]')?.focus();
      return;
    }
    setError(errorText(answer.data));
  }

  // The same shopper's two open orders become one parcel with one delivery fee (priced by the server);
  // this order is cancelled into the other, and the next lead opens as after a save.
  async function merge() {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    const answer = await deskRpc.call('desk.calls.merge', { orderId, intoNumber: values.duplicateOf.trim() });
    busy.current = false;
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    announceSaved(
      fill(flow.merged, {
        merged: held.Number,
        into: answer.data.Number,
        total: money(answer.data.Quote.TotalMinor, held.Country),
      }),
    );
    done();
    if (!afterSaveNext) return navigate('/queue');
    const refused = await openNext();
    if (refused) setError(errorText(refused));
  }

  // Each refused field says what the country accepts (the postal codes' range from the country table).
  const range = COUNTRY_TERMS[lead.Country].postalCodes;
  const fieldWords: Record<string, string> = {
    street: flow.badStreet,
    postalCode: fill(flow.badPostalCode, { min: range.min, max: range.max }),
    place: flow.badPlace,
  };
  const fieldError = (field: string) =>
    badFields.includes(field) ? (fieldWords[field] ?? errorText('INVALID_ADDRESS')) : null;
  const leave = (e: { preventDefault: () => void }) => {
    if (dirty && !warned) {
      e.preventDefault();
      setWarned(true);
    }
  };
  return (
    <section className="desk-screen desk-call-screen" aria-labelledby="call-title">
      <p>
        <Link href="/queue" className="desk-link" onClick={leave}>
          {t.back}
        </Link>
      </p>
      <div className="desk-screen__head">
        <h1 id="call-title" className="desk-screen__title">
          {fill(t.heading, { number: lead.Number })}
        </h1>
        <span className="pill">{lead.Country}</span>
      </div>
      {lastSaved ? <Notice kind="ok">{lastSaved}</Notice> : null}
      {warned && dirty ? (
        <p className="desk-error" role="alert">
          {flow.leaveUnsaved}
        </p>
      ) : null}
      <div className="desk-grid">
        <section className="desk-panel" aria-label={orders.customer}>
          <p className="desk-big">{customerName(lead.Name)}</p>
          <p>
            <a
              className="btn btn--primary desk-dial"
              href={`tel:${lead.Phone}`}
              onClick={() => void deskRpc.call('desk.calls.dial', { orderId })}
            >
              {fill(t.call, { phone: lead.PhoneDisplay })}
            </a>
          </p>
          <Flags flags={lead.Flags} />
          <p className="desk-big">
            {orders.toCollect}: {money(total ?? lead.TotalMinor, lead.Country)}
          </p>
          <p>
            <Link href={`/orders/${lead.OrderID}`} className="desk-link">
              {fill(orders.orderHeading, { number: lead.Number })}
            </Link>
          </p>
        </section>
        {history.state === 'ok' ? <Attempts history={history.data} /> : null}
        <form ref={form} className="desk-panel desk-panel--wide desk-call" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="desk-outcomes">
            <legend className="eyebrow desk-panel__title">{t.outcome}</legend>
            {CALL_OUTCOMES.map((o, i) => (
              <label key={o} className={`desk-outcome${outcome === o ? ' desk-outcome--on' : ''}`}>
                <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => pick(o)} />
                <span>
                  <kbd>{i + 1}</kbd> {outcomes[o]}
                </span>
              </label>
            ))}
          </fieldset>
          <p className="desk-muted">{flow.shortcuts}</p>
          <OutcomeFields
            outcome={outcome}
            lead={lead}
            values={values}
            set={set}
            prefilled={prefilled}
            fieldError={fieldError}
            onMerge={() => void merge()}
          />
          {dirty && !KEEPS_ORDER.includes(outcome) ? <p className="desk-warning">{flow.changesDropped}</p> : null}
          <TextField label={t.note} value={note} onValue={setNote} maxLength={500} />
          <ErrorLine text={error} />
          <div className="desk-call__actions">
            <button type="submit" className="btn btn--primary desk-call__save" disabled={saving} aria-busy={saving}>
              {t.save}
            </button>
            <label className="desk-check">
              <input type="checkbox" checked={afterSaveNext} onChange={(e) => setAfterSaveNext(e.target.checked)} />{' '}
              {flow.afterSave}
            </label>
          </div>
        </form>
        <Amend
          lead={lead}
          note={flow.changesWithOutcome}
          onChange={(next, totalMinor) => {
            latestChange.current = next;
            setChange(next);
            setTotal(totalMinor);
          }}
        />
        {history.state === 'ok' ? (
          <>
            <OtherOrders history={history.data} />
            <Notes orderId={orderId} history={history.data} onAdded={history.reload} />
          </>
        ) : null}
      </div>
    </section>
  );
}
