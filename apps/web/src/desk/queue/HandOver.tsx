// A manager hands a held lead (an order's or a promised call's) to another agent: pick the person on the
// row, then "Predaj" — choosing alone hands nothing over, so arrowing through the list is safe. The row
// then says to whom, or why not (docs/desk.md, "Supervision").
import { useState } from 'react';
import type { StaffMember } from '@zdravo/contract/desk';
import { deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';
import { Notice } from '../Notice.tsx';
import { fill, useT } from '../texts.ts';

/** Who may be given a lead: enrolled, active, an agent or a manager. */
export const takesCalls = (p: StaffMember): boolean =>
  !p.Disabled && p.Enrolled && (p.Role === 'agent' || p.Role === 'manager');

interface Props {
  /** The select's name for screen readers ("Predaj poziv MAAKRKSF agentu"). */
  label: string;
  /** What the lead is called on its row (the order's number, the kind and phone): the button's name. */
  subject: string;
  holderId: number | null;
  people: StaffMember[];
  /** Hands the lead over; the refusal's words, or null when it was handed. */
  onHand: (staffId: number) => Promise<string | null>;
}

type Said = { kind: 'ok' | 'error'; text: string };

export function HandOver({ label, subject, holderId, people, onHand }: Props) {
  const s = useT(deskSupervisionMessages);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const choices = people.filter((p) => takesCalls(p) && p.ID !== holderId);
  if (choices.length === 0 && !said) return null;

  async function hand() {
    const person = choices.find((p) => String(p.ID) === chosen);
    if (!person) return;
    setBusy(true);
    setSaid(null);
    const refused = await onHand(person.ID);
    setBusy(false);
    if (refused) return setSaid({ kind: 'error', text: refused });
    setChosen('');
    setSaid({ kind: 'ok', text: fill(s.handedTo, { name: person.Name || person.Email }) });
  }

  return (
    <div className="desk-handover">
      {choices.length > 0 ? (
        <div className="desk-handover__pick">
          <select
            className="field__input desk-select desk-queue__reassign"
            aria-label={label}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">{s.chooseAgent}</option>
            {choices.map((p) => (
              <option key={p.ID} value={p.ID}>
                {p.Name || p.Email}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={!chosen || busy}
            aria-busy={busy}
            aria-label={`${s.reassign} ${subject}`}
            onClick={() => void hand()}
          >
            {s.reassign}
          </button>
        </div>
      ) : null}
      {said ? (
        <Notice kind={said.kind} className="desk-handover__said">
          {said.text}
        </Notice>
      ) : null}
    </div>
  );
}
