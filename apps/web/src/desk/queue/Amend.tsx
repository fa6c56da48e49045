// Changes made on the call: quantities, a product added or removed, the name or phone corrected. Every
// change is priced by the server at once (the shopper hears the new total), and is saved with the
// call's outcome — one save confirms the order with the lines and total on screen (docs/desk.md).
import { useEffect, useRef, useState } from 'react';
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

/** What the agent changed, as the outcome carries it. */
export interface CallChange {
  lines: Line[];
  firstName: string;
  lastName: string;
  phone: string;
}

const key = (lines: Line[]) => lines.map((l) => `${l.quantity}×${l.offerId}`).join();

/** `onChange` hears the change (null while the order is as placed) and the total it comes to. */
export function Amend({
  lead,
  onChange,
  note,
}: {
  lead: QueueLead;
  onChange: (change: CallChange | null, totalMinor: number) => void;
  note: string;
}) {
  const t = useT(deskAmendMessages);
  const errorText = useDeskErrorText();
  const [quote, setQuote] = useState<CallQuote | null>(null);
  const [lines, setLines] = useState<Line[] | null>(null);
  const original = useRef<string | null>(null);
  const [adding, setAdding] = useState('');
  const [firstName, setFirstName] = useState(lead.FirstName);
  const [lastName, setLastName] = useState(lead.LastName);
  const [phone, setPhone] = useState(lead.PhoneDisplay);
  const [error, setError] = useState<string | null>(null);

  // Priced again whenever the lines change (the first time: as ordered).
  useEffect(() => {
    let live = true;
    void deskRpc
      .call('desk.calls.quote', lines ? { orderId: lead.OrderID, lines } : { orderId: lead.OrderID })
      .then((answer) => {
        if (!live) return;
        if (answer.status !== 'ok') return setError(errorText(answer.data));
        setError(null);
        setQuote(answer.data);
        if (!lines) {
          const placed = answer.data.Lines.map((l) => ({ offerId: l.OfferID, quantity: l.Quantity }));
          original.current = key(placed);
          setLines(placed);
        }
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- priced again when the lines' contents change (their JSON), not on each new array; the lead and errorText are fixed for this form
  }, [JSON.stringify(lines)]);

  // The caller hears every change at once — a save pressed while it is being priced still carries it (the
  // server prices it again with the outcome) — and the total again once priced.
  useEffect(() => {
    if (!quote || !lines) return;
    const same =
      key(lines) === original.current &&
      firstName === lead.FirstName &&
      lastName === lead.LastName &&
      phone === lead.PhoneDisplay;
    onChange(same ? null : { lines, firstName, lastName, phone }, quote.TotalMinor);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told per change and per price; the lead is fixed for this form and onChange is the parent's setter
  }, [quote, lines, firstName, lastName, phone]);

  if (!quote || !lines) return null;
  const setQuantity = (offerId: number, quantity: number) =>
    setLines(
      lines.map((l) =>
        l.offerId === offerId ? { ...l, quantity: Math.max(1, Math.min(CART_MAX_QUANTITY, quantity || 1)) } : l,
      ),
    );
  const remove = (offerId: number) => lines.length > 1 && setLines(lines.filter((l) => l.offerId !== offerId));
  const addable = quote.Offers.filter((o) => !lines.some((l) => l.offerId === o.ID));
  // What the country's warehouse has, beside each product the agent may add (null: not counted).
  const withStock = (name: string, available: number | null) =>
    available === null ? name : `${name} (${available > 0 ? fill(t.inStock, { count: available }) : t.outOfStock})`;

  return (
    <DeskPanel title={t.heading} wide className="desk-amend">
      <ul className="desk-amend__lines">
        {quote.Lines.map((l) => (
          <li key={l.OfferID}>
            <span className="desk-amend__name">
              {withStock(l.Name, quote.Offers.find((o) => o.ID === l.OfferID)?.Available ?? null)}
            </span>
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
          <SelectField
            label={t.addPick}
            value={adding}
            onValue={setAdding}
            options={[
              { value: '', label: '—' },
              ...addable.map((o) => ({ value: String(o.ID), label: withStock(o.Name, o.Available) })),
            ]}
          />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={!adding}
            onClick={() => (setLines([...lines, { offerId: Number(adding), quantity: 1 }]), setAdding(''))}
          >
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
      <p className="desk-muted">{note}</p>
      {error ? (
        <p className="desk-error" role="alert">
          {error}
        </p>
      ) : null}
    </DeskPanel>
  );
}
