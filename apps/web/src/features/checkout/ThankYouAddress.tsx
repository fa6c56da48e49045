// On the thank-you page: the shopper may add the delivery address right away (optional — checkout asks
// for the name and the phone only). It is kept on the order and offered to the agent on the call, who
// reads it back (docs/desk.md, "The address, offered").
import { useState, type FormEvent } from 'react';
import { COUNTRY_TERMS, fillText, type ShopOrder } from '@zdravo/contract';
import { thankYouTexts } from '@zdravo/contract/messages/tracking';
import { TextField } from '../../components/ui/form/index.ts';
import { useT } from '../../lib/i18n.ts';
import { rpc } from '../../lib/rpc.ts';

export function ThankYouAddress({ order }: { order: ShopOrder }) {
  const t = useT(thankYouTexts);
  const [street, setStreet] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [place, setPlace] = useState('');
  const [state, setState] = useState<'editing' | 'saving' | 'saved' | 'bad'>('editing');
  if (order.Status !== 'received') return null;
  const range = COUNTRY_TERMS[order.Country].postalCodes;

  async function save(event: FormEvent) {
    event.preventDefault();
    setState('saving');
    const answer = await rpc.call('shopOrders.f.setAddress', {
      ID: order.ID,
      Street: street,
      PostalCode: postalCode,
      Place: place,
    });
    setState(answer.status === 'ok' ? 'saved' : 'bad');
  }

  if (state === 'saved') {
    return (
      <p className="thanks__text" role="status" data-testid="address-saved">
        {t.addressSaved}
      </p>
    );
  }
  return (
    <form className="thanks__address" onSubmit={(e) => void save(e)} aria-labelledby="thanks-address">
      <h2 id="thanks-address" className="thanks__address-title">
        {t.addressHeading}
      </h2>
      <p className="thanks__text thanks__text--soft">{t.addressLead}</p>
      <TextField label={t.addressStreet} autoComplete="street-address" value={street} onValue={setStreet} />
      <TextField
        label={t.addressPostalCode}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        value={postalCode}
        onValue={setPostalCode}
      />
      <TextField label={t.addressPlace} autoComplete="address-level2" value={place} onValue={setPlace} />
      {state === 'bad' ? (
        <p className="form-message form-message--error" role="alert">
          {fillText(t.addressBad, { min: range.min, max: range.max })}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--ghost"
        disabled={state === 'saving' || !street.trim() || !postalCode.trim() || !place.trim()}
      >
        {t.addressSave}
      </button>
    </form>
  );
}
