// /track (docs/product.md §2, §4): an order number input and a view button; `?id=` fills it and looks at once.
// The request starts after 1 s (docs/product.md §9) with a spinner meanwhile; the answer is the list of status
// lines, 'Paket u pripremi za slanje' when there are none yet, 'Paket nije pronađen' on failure —
// and when no answer comes at all, a connection note with a retry (our reading of §4: lookup.ts).
// "Pogledaj" with an empty field says what is missing (and drops an earlier number's answer).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { normalizeLeadId, TRACKING_DELAY_MS } from '@zdravo/contract';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { trackingTexts } from '@zdravo/contract/messages/tracking';
import { TruckIcon } from '../../components/ui/icons.tsx';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { lookupShipment, type TrackResult } from './lookup.ts';
import { TrackResultView } from './TrackResult.tsx';
// The form, label and input wear the shared field styles; this screen may be the first one loaded.
import '../../components/ui/form/form.css';
import './tracking.css';

type State = { kind: 'idle' } | { kind: 'loading' } | TrackResult;

export default function TrackScreen() {
  const t = useT(trackingTexts);
  const { retry } = useT(checkoutTexts);
  usePageTitle(t.heading);
  const navigate = useTransitionNavigate();
  const id = normalizeLeadId(new URLSearchParams(useSearch()).get('id') ?? '');
  const [typed, setTyped] = useState(id);
  const [state, setState] = useState<State>({ kind: 'idle' });
  // Looking up the same number again (a parcel moved meanwhile) re-runs the lookup.
  const [round, setRound] = useState(0);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Set by "Pogledaj" on an empty field; typing clears it.
  const [hint, setHint] = useState(false);

  // Another id in the address is what the field shows (while rendering, not in an effect after the paint).
  const [typedFor, setTypedFor] = useState(id);
  if (typedFor !== id) {
    setTypedFor(id);
    setTyped(id);
  }

  useEffect(() => {
    if (!id) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no id: the lookup's state goes back to idle as the fetch effect starts (the same effect fetches an id)
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    const abort = new AbortController();
    const timer = setTimeout(() => {
      lookupShipment(id, abort.signal).then(setState, () => {});
    }, TRACKING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [id, round]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = normalizeLeadId(typed);
    if (!next) {
      setHint(true);
      input.current?.focus();
      // The answer for the number that was there before no longer belongs on screen.
      if (id) navigate('/track', { transition: false, replace: true });
      return;
    }
    // The number goes into the address, so the page can be reloaded or shared as it is.
    if (next === id) setRound((r) => r + 1);
    else navigate(`/track?id=${encodeURIComponent(next)}`, { transition: false, replace: true });
  }

  return (
    <section className="track container">
      <div className="card card--page track__card">
        <span className="icon-disc track__icon" aria-hidden="true">
          <TruckIcon size={32} />
        </span>
        <h1 className="page-title">{t.heading}</h1>
        <p className="page-lead">{t.lead}</p>
        <form className="field" onSubmit={submit} role="search">
          <label className="field__label" htmlFor={inputId}>
            {t.inputLabel}
          </label>
          <div className={`track__row${hint ? ' field--invalid' : ''}`}>
            <input
              ref={input}
              id={inputId}
              name="order"
              className="field__input track__input"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setHint(false);
              }}
              aria-invalid={hint || undefined}
              aria-describedby={hint ? hintId : undefined}
              placeholder={t.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
            />
            <button type="submit" className="btn btn--primary" aria-busy={state.kind === 'loading'}>
              {t.view}
            </button>
          </div>
          {hint ? (
            <p className="field__error" id={hintId} role="alert" data-testid="track-hint">
              {t.numberRequired}
            </p>
          ) : null}
        </form>
        <div className="track__result" aria-live="polite">
          {state.kind === 'loading' ? (
            <div className="track__loading" role="status" data-testid="track-loading">
              <span className="spinner" aria-hidden="true" />
              <span>{t.loading}</span>
            </div>
          ) : state.kind === 'idle' ? null : (
            <TrackResultView
              result={state}
              heading={fill(t.resultHeading, { id })}
              texts={t}
              retryLabel={retry}
              onRetry={() => setRound((r) => r + 1)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
