// A manager hands a held lead (an order's or a promised call's) to another agent: one select on the
// row, listing the people who take calls other than the one who holds it (docs/desk.md, "Supervision").
import type { StaffMember } from '@zdravo/contract/desk';
import { deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';
import { useT } from '../texts.ts';

/** Who may be given a lead: enrolled, active, an agent or a manager. */
export const takesCalls = (p: StaffMember): boolean =>
  !p.Disabled && p.Enrolled && (p.Role === 'agent' || p.Role === 'manager');

interface Props {
  /** The select's name for screen readers ("Predaj poziv MAAKRKSF agentu"). */
  label: string;
  holderId: number | null;
  people: StaffMember[];
  onChoose: (staffId: number) => void;
}

export function HandOver({ label, holderId, people, onChoose }: Props) {
  const s = useT(deskSupervisionMessages);
  const choices = people.filter((p) => takesCalls(p) && p.ID !== holderId);
  if (choices.length === 0) return null;
  return (
    <select
      className="field__input desk-select desk-queue__reassign"
      aria-label={label}
      value=""
      onChange={(e) => e.target.value && onChoose(Number(e.target.value))}
    >
      <option value="">{s.reassign}</option>
      {choices.map((p) => (
        <option key={p.ID} value={p.ID}>
          {p.Name || p.Email}
        </option>
      ))}
    </select>
  );
}
