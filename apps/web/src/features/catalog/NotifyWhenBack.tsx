// "Javite mi kad stigne" under a sold-out offer (docs/decisions/059-stock-that-orders-reserve.md): an
// e-mail or a phone and the shopper's consent; the server tells them once when it is back.
import { useId, useState, type FormEvent } from 'react';
import { stockTexts } from '@zdravo/contract/messages/stock';
import { useT } from '../../lib/i18n.ts';
import { rpc } from '../../lib/rpc.ts';
import './notify-back.css';

export function NotifyWhenBack({ offerId }: { offerId: number }) {
  const t = useT(stockTexts);
  const id = useId();
  const [contact, setContact] = useState('');
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!consent || contact.trim() === '') return setState('failed');
    setState('sending');
    const answer = await rpc.call('offers.notifyWhenBack', { ID: offerId, Contact: contact.trim(), Consent: true });
    setState(answer.status === 'ok' ? 'done' : 'failed');
  };

  if (state === 'done')
    return (
      <p className="notify-back__done" role="status">
        {t.notifyDone}
      </p>
    );
  return (
    <form className="notify-back" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="notify-back__heading">
        {t.notifyHeading}
      </h2>
      <p className="notify-back__intro">{t.notifyIntro}</p>
      <label htmlFor={`${id}-c`} className="notify-back__label">
        {t.notifyContact}
      </label>
      <input
        id={`${id}-c`}
        className="field__input"
        name="contact"
        autoComplete="email"
        value={contact}
        onChange={(e) => setContact(e.target.value)}
      />
      <label className="notify-back__consent">
        <input type="checkbox" name="consent" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        {t.notifyConsent}
      </label>
      <button type="submit" className="btn btn--accent" disabled={state === 'sending'}>
        {t.notifySubmit}
      </button>
      {state === 'failed' ? (
        <p className="notify-back__error" role="alert">
          {t.notifyFailed}
        </p>
      ) : null}
    </form>
  );
}
