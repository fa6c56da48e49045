// Changes made on the call: quantities, a product added or removed, the name or phone corrected. Every
// change is priced by the server at once (the shopper hears the new total before it is saved).
import { useEffect, useState, type FormEvent } from 'react';
import type { CallQuote, QueueLead } from '@zdravo/contract/desk';
import { deskAmendMessages } from '@zdravo/contract/messages/desk';
import { CART_MAX_QUANTITY } from '@zdravo/contract';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { money } from '../format.ts';
import { SelectField } from '../SelectField.tsx';
import { DeskPanel } from '../DeskScreen.tsx';
import { fill, useDeskErrorText, useT } from '../texts.ts';

interface Line {
  offerId: number;
  quantity: number;
}

export function Amend({ lead, onSaved }: { lead: QueueLead; onSaved: (total: number) => void }) {
  const t = useT(deskAmendMessages);
  const errorText = useDeskErrorText();
  const [quote, setQuote] = useState<CallQuote | null>(null);
  const [lines, setLines] = useState<Line[] | null>(null);
  const [adding, setAdding] = useState('');
  const [firstName, setFirstName] = useState(lead.FirstName);
  const [lastName, setLastName] = useState(lead.LastName);
  const [phone, setPhone] = useState(lead.PhoneDisplay);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  // Priced again whenever the lines change (the first time: as ordered).
  useEffect(() => {
    let live = true;
    void deskRpc.call('desk.calls.quote', lines ? { orderId: lead.OrderID, lines } : { orderId: lead.OrderID }).then((answer) => {
      if (!live) return;
      if (answer.status !== 'ok') return setMessage({ ok: false, text: errorText(answer.data) });
      setQuote(answer.data);
      if (!lines) setLines(answer.data.Lines.map((l) => ({ offerId: l.OfferID, quantity: l.Quantity })));
    });
    return () => {
      live = false;
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- priced again when the lines' contents change (their JSON), not on each new array; the lead and errorText are fixed for this form
  }, [JSON.stringify(lines)]);

  if (!quote || !lines) return null;
  const setQuantity = (offerId: number, quantity: number) =>
    setLines(lines.map((l) => (l.offerId === offerId ? { ...l, quantity: Math.max(1, Math.min(CART_MAX_QUANTITY, quantity || 1)) } : l)));
  const remove = (offerId: number) => lines.length > 1 && setLines(lines.filter((l) => l.offerId !== offerId));
  const addable = quote.Offers.filter((o) => !lines.some((l) => l.offerId === o.ID));

  async function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const answer = await deskRpc.call('desk.calls.amend', { orderId: lead.OrderID, lines: lines!, firstName, lastName, phone });
    if (answer.status !== 'ok') return setMessage({ ok: false, text: errorText(answer.data) });
    setQuote(answer.data);
    setMessage({ ok: true, text: t.saved });
    onSaved(answer.data.TotalMinor);
  }

  return (
    <DeskPanel title={t.heading} wide className="desk-amend" onSubmit={(e) => void save(e)}>
      <ul className="desk-amend__lines">
        {quote.Lines.map((l) => (
          <li key={l.OfferID}>
            <span className="desk-amend__name">{l.Name}</span>
            <input
              type="number"
              className="field__input desk-amend__qty"
              min={1}
              max={CART_MAX_QUANTITY}
              aria-label={fill(t.quantityOf, { name: l.Name })}
              value={lines.find((x) => x.offerId === l.OfferID)?.quantity ?? l.Quantity}
              onChange={(e) => setQuantity(l.OfferID, Number(e.target.value))}
            />
            <span className="desk-num">{money(l.TotalMinor, lead.Country)}</span>
            <button type="button" className="link-button" disabled={lines.length < 2} onClick={() => remove(l.OfferID)}>
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      {addable.length > 0 ? (
        <div className="desk-amend__add">
          <SelectField label={t.addPick} value={adding} onValue={setAdding} options={[{ value: '', label: '—' }, ...addable.map((o) => ({ value: String(o.ID), label: o.Name }))]} />
          <button type="button" className="btn btn--ghost btn--small" disabled={!adding} onClick={() => (setLines([...lines, { offerId: Number(adding), quantity: 1 }]), setAdding(''))}>
            {t.add}
          </button>
        </div>
      ) : null}
      <p className="desk-big">
        {t.newTotal}: {money(quote.TotalMinor, lead.Country)}
      </p>
      <div className="desk-address">
        <TextField label={t.firstName} value={firstName} onValue={setFirstName} />
        <TextField label={t.lastName} value={lastName} onValue={setLastName} />
        <TextField label={t.phone} type="tel" value={phone} onValue={setPhone} />
      </div>
      {message ? (
        <p className={message.ok ? 'desk-ok' : 'desk-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <button type="submit" className="btn btn--ghost desk-call__save">
        {t.save}
      </button>
    </DeskPanel>
  );
}
