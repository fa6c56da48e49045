// An audit row's changed fields in words (docs/desk.md, "The audit log"): each field by its name in the
// person's language, a status or a role by its label, a time on the shop's clock, a person by name,
// money in the row's country's format, products by name; a long text or a structure is only said to
// have changed (the screen shows it behind a disclosure). A field the desk has no name for keeps its key.
import { isCountryCode, isOrderStatus, type CurrencyCode } from '@zdravo/contract';
import { isStaffRole, type AuditEntry, type StaffMember } from '@zdravo/contract/desk';
import { deskRoleLabels } from '@zdravo/contract/messages/desk';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import { deskAuditFields } from '@zdravo/contract/messages/desk-supervision';
import { deskCatalogEditorMessages } from '@zdravo/contract/messages/desk-catalog';
import { day, money, stamp } from './format.ts';
import { useT } from './texts.ts';

/** A value read inline, or one too long for a table cell (shown behind "izmijenjeno"). */
export type FieldValue = { text: string } | { long: string };

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const ISO_DAY = /^\d{4}-\d\d-\d\d$/;
const LINE = /^(\d+)×(\d+)$/;
/** Longer than this, a value is a text to open, not to read in the row. */
const LONG = 60;
const CURRENCIES: readonly string[] = ['BAM', 'RSD', 'EUR'];

const fit = (text: string): FieldValue => (text.length > LONG ? { long: text } : { text });

export interface FieldWords {
  label: (key: string) => string;
  value: (key: string, v: unknown, entry: AuditEntry) => FieldValue;
}

export function useFieldWords(people: StaffMember[]): FieldWords {
  const names = useT(deskAuditFields) as Record<string, string>;
  const roles = useT(deskRoleLabels);
  const statuses = useT(orderStatusLabels);
  // A product's texts by the editor's names for them ("Opis", not "description"), without the editor's hints.
  const editor = useT(deskCatalogEditorMessages) as Record<string, string | undefined>;
  const part = (k: string) => editor[k]?.replace(/\s*\(.*\)$/, '') ?? k;
  const personName = (id: unknown) => people.find((p) => p.ID === id)?.Name ?? (id === null ? '—' : `#${String(id)}`);

  const amount = (minor: number, e: AuditEntry): string => {
    const currency = e.After?.currency ?? e.Before?.currency;
    if (!e.Country) return (minor / 100).toFixed(2).replace('.', ',');
    return money(minor, e.Country, CURRENCIES.includes(String(currency)) ? (currency as CurrencyCode) : undefined);
  };

  /** A product's prices per country: "BA: 65,80 KM (Prije 80,00 KM)". */
  const prices = (v: object): string =>
    Object.entries(v as Record<string, { old?: number; new?: number } | undefined>)
      .filter(([cc, p]) => isCountryCode(cc) && typeof p?.new === 'number')
      .map(([cc, p]) => {
        const country = cc as Parameters<typeof money>[1];
        const was =
          typeof p!.old === 'number' && p!.old > p!.new! ? ` (${names.oldMinor} ${money(p!.old, country)})` : '';
        return `${cc}: ${money(p!.new!, country)}${was}`;
      })
      .join(' · ');

  /** "2× Pure Fit", the product by the name the server joined (or its number when it is gone). */
  const line = (text: unknown, e: AuditEntry): string => {
    const m = typeof text === 'string' ? LINE.exec(text) : null;
    return m ? `${m[1]}× ${e.Products[m[2]!] ?? `#${m[2]}`}` : String(text);
  };

  /** A structure (a product's texts, its ingredients) as lines of "name: value", to read behind the disclosure. */
  const readable = (v: unknown): string =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v)
          .map(([k, x]) => `${part(k)}: ${typeof x === 'string' ? x : JSON.stringify(x)}`)
          .join('\n')
      : Array.isArray(v)
        ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join('\n')
        : String(v);

  const value = (key: string, v: unknown, e: AuditEntry): FieldValue => {
    if (v === null || v === undefined || v === '') return { text: '—' };
    if (typeof v === 'boolean') return { text: v ? names.yes! : names.no! };
    if (key === 'heldBy') return { text: personName(v) };
    if (key.endsWith('Minor') && typeof v === 'number') return { text: amount(v, e) };
    if (typeof v === 'number') return { text: String(v) };
    if (typeof v === 'string') {
      if ((key === 'status' || key === 'state' || key === 'orderStatus') && isOrderStatus(v))
        return { text: statuses[v] };
      if (key === 'role' && isStaffRole(v)) return { text: roles[v] };
      if (ISO_TIME.test(v)) return { text: stamp(v) };
      if (ISO_DAY.test(v)) return { text: day(v) };
      return fit(v);
    }
    if (key === 'prices' && typeof v === 'object') return fit(prices(v));
    if (key === 'lines' && Array.isArray(v)) return fit(v.map((l) => line(l, e)).join(', '));
    if (key === 'address' && typeof v === 'object')
      return fit(
        Object.values(v as Record<string, unknown>)
          .filter(Boolean)
          .join(', '),
      );
    // The other order by its number, never by its internal id.
    if (key === 'merged' && typeof v === 'object' && 'number' in v) return { text: String(v.number) };
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return fit(v.join(', '));
    return { long: readable(v) };
  };

  return { label: (key) => names[key] ?? key, value };
}
