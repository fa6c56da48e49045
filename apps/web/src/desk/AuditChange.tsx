// One audit row's change (docs/desk.md, "The audit log"): a line per field, "Name: before → after",
// a long text or a structure behind a native disclosure ("izmijenjeno"). On a phone the row is a card
// and its change starts folded, named by its fields, so a page of rows stays a page.
import { useSyncExternalStore } from 'react';
import { AUDIT_HIDDEN_FIELDS, type AuditEntry } from '@zdravo/contract/desk';
import { deskAuditMessages } from '@zdravo/contract/messages/desk';
import type { FieldValue, FieldWords } from './audit-fields.ts';
import { useT } from './texts.ts';

/** Where the desk's tables read as cards (desk.css, .desk-table--cards). */
const PHONE = '(max-width: 640px)';
const subscribe = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const onPhone = () => window.matchMedia(PHONE).matches;

const hidden: ReadonlySet<string> = new Set(AUDIT_HIDDEN_FIELDS);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Of a structure on both sides (a product's prices per country, its texts), only the parts that changed. */
function changedParts(before: unknown, after: unknown): [unknown, unknown] {
  if (!isRecord(before) || !isRecord(after)) return [before, after];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return [Object.fromEntries(keys.map((k) => [k, before[k]])), Object.fromEntries(keys.map((k) => [k, after[k]]))];
}

function Field({
  name,
  before,
  after,
  changed,
}: {
  name: string;
  before: FieldValue | null;
  after: FieldValue | null;
  changed: string;
}) {
  const side = (v: FieldValue | null, className: string) =>
    v === null ? null : <span className={className}>{'text' in v ? v.text : v.long}</span>;
  const long = (before !== null && 'long' in before) || (after !== null && 'long' in after);
  return (
    <li>
      <span className="desk-audit__field">{name}:</span>{' '}
      {long ? (
        <details className="desk-audit__long">
          <summary>{changed}</summary>
          {side(before, 'desk-before')}
          {side(after, 'desk-after')}
        </details>
      ) : (
        <>
          {before ? <>{side(before, 'desk-before')} → </> : null}
          {side(after, 'desk-after') ?? '—'}
        </>
      )}
    </li>
  );
}

export function AuditChange({ entry, words }: { entry: AuditEntry; words: FieldWords }) {
  const t = useT(deskAuditMessages);
  const phone = useSyncExternalStore(subscribe, onPhone, () => false);
  const { Before: before, After: after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => !hidden.has(k) && ((before?.[k] ?? null) !== null || (after?.[k] ?? null) !== null),
  );
  if (keys.length === 0) return <>—</>;
  const list = (
    <ul className="desk-audit__fields">
      {keys.map((k) => {
        const [was, now] = changedParts(before?.[k], after?.[k]);
        return (
          <Field
            key={k}
            name={words.label(k)}
            before={before && k in before ? words.value(k, was, entry) : null}
            after={after && k in after ? words.value(k, now, entry) : null}
            changed={t.changed}
          />
        );
      })}
    </ul>
  );
  return phone ? (
    <details className="desk-audit__folded">
      <summary>{keys.map(words.label).join(', ')}</summary>
      {list}
    </details>
  ) : (
    list
  );
}
