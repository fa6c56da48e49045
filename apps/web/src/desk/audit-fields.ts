// An audit row's changed fields in words (docs/desk.md, "The audit log"): each field by its name in the
// person's language, a status or a role by its label, a time on the shop's clock, a person by name,
// amounts with a decimal comma; a field the desk has no name for keeps its key.
import { isOrderStatus } from '@zdravo/contract';
import { isStaffRole, type StaffMember } from '@zdravo/contract/desk';
import { deskRoleLabels } from '@zdravo/contract/messages/desk';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import { deskAuditFields } from '@zdravo/contract/messages/desk-supervision';
import { stamp } from './format.ts';
import { useT } from './texts.ts';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
/** Internal ids a row keeps beside the number people use (duplicateOfNumber says the same). */
const INTERNAL_IDS = new Set(['duplicateOf']);

export function useFieldWords(people: StaffMember[]): (fields: Record<string, unknown> | null) => string {
  const names = useT(deskAuditFields) as Record<string, string>;
  const roles = useT(deskRoleLabels);
  const statuses = useT(orderStatusLabels);
  const personName = (id: unknown) => people.find((p) => p.ID === id)?.Name ?? (id === null ? '—' : `#${String(id)}`);

  const value = (key: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? names.yes! : names.no!;
    if (key === 'heldBy') return personName(v);
    if (key.endsWith('Minor') && typeof v === 'number') return (v / 100).toFixed(2).replace('.', ',');
    if (typeof v === 'string') {
      if ((key === 'status' || key === 'state') && isOrderStatus(v)) return statuses[v];
      if (key === 'role' && isStaffRole(v)) return roles[v];
      if (ISO_TIME.test(v)) return stamp(v);
      return v;
    }
    if (key === 'address' && typeof v === 'object')
      return Object.values(v as Record<string, unknown>)
        .filter(Boolean)
        .join(', ');
    // The other order by its number, never by its internal id.
    if (key === 'merged' && typeof v === 'object' && 'number' in v) return String(v.number);
    return JSON.stringify(v);
  };

  return (fields) =>
    fields
      ? Object.entries(fields)
          .filter(([k]) => !INTERNAL_IDS.has(k))
          .map(([k, v]) => `${names[k] ?? k}: ${value(k, v)}`)
          .join(', ')
      : '—';
}
