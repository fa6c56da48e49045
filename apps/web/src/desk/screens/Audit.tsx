// Managers read the audit log: who did what to which record, the fields before and after, when and
// from where — filtered by person (or the CLI), subject and days, newest first, 50 at a time.
import { useState, type FormEvent } from 'react';
import type { AuditEntry, AuditPage, StaffMember } from '@zdravo/contract/desk';
import { deskAuditMessages } from '@zdravo/contract/messages/desk';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, MoreButton } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';
import { SelectField } from '../SelectField.tsx';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskScreen } from '../DeskScreen.tsx';

interface Filter {
  who: string;
  subject: string;
  from: string;
  to: string;
}

/** What the log has rows about (the call queue and moderation add theirs). */
const SUBJECTS = ['staff'] as const;

function paramsOf(f: Filter, beforeId?: number) {
  return {
    ...(f.who === 'cli' ? { cli: true } : f.who ? { staffId: Number(f.who) } : {}),
    ...(f.subject ? { subject: f.subject } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(beforeId ? { beforeId } : {}),
  };
}

const show = (fields: Record<string, unknown> | null): string =>
  fields
    ? Object.entries(fields)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(', ')
    : '—';

function Rows({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      {entries.map((e) => (
        <tr key={e.ID}>
          <td className="desk-nowrap">{stamp(e.At)}</td>
          <td>{e.Actor}</td>
          <td>
            <code>{e.Action}</code>
            <div className="desk-muted">
              {e.Subject}
              {e.SubjectID ? ` #${e.SubjectID}` : ''}
            </div>
          </td>
          <td>
            {e.Before || e.After ? (
              <>
                <span className="desk-before">{show(e.Before)}</span> → <span className="desk-after">{show(e.After)}</span>
              </>
            ) : (
              '—'
            )}
          </td>
          <td className="desk-muted">{e.Ip ?? '—'}</td>
        </tr>
      ))}
    </>
  );
}

export default function Audit() {
  const t = useT(deskAuditMessages);
  const [draft, setDraft] = useState<Filter>({ who: '', subject: '', from: '', to: '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const people = useDeskQuery<StaffMember[]>('staff', () => deskRpc.call('desk.staff.list'));
  const key = JSON.stringify(filter);
  const page = useDeskQuery<AuditPage>(`audit:${key}`, () => deskRpc.call('desk.audit.list', paramsOf(filter)));

  function apply(event: FormEvent) {
    event.preventDefault();
    setOlder([]);
    setNext(undefined);
    setFilter(draft);
  }

  async function loadOlder(beforeId: number) {
    const answer = await deskRpc.call('desk.audit.list', paramsOf(filter, beforeId));
    if (answer.status !== 'ok') return;
    setOlder((rows) => [...rows, ...answer.data.Entries]);
    setNext(answer.data.NextBeforeID);
  }

  const nextId = next === undefined ? (page.state === 'ok' ? page.data.NextBeforeID : null) : next;
  return (
    <DeskScreen title={t.heading}>
      <form className="desk-filters" onSubmit={apply}>
        <SelectField
          label={t.person}
          value={draft.who}
          onValue={(who) => setDraft({ ...draft, who })}
          options={[{ value: '', label: t.everyone }, { value: 'cli', label: t.cli }, ...(people.state === 'ok' ? people.data.map((p) => ({ value: String(p.ID), label: p.Name || p.Email })) : [])]}
        />
        <SelectField label={t.subject} value={draft.subject} onValue={(subject) => setDraft({ ...draft, subject })} options={[{ value: '', label: t.anySubject }, ...SUBJECTS.map((s) => ({ value: s, label: s }))]} />
        <TextField label={t.from} type="date" value={draft.from} onValue={(from) => setDraft({ ...draft, from })} />
        <TextField label={t.to} type="date" value={draft.to} onValue={(to) => setDraft({ ...draft, to })} />
        <button type="submit" className="btn btn--primary desk-filters__submit">
          {t.filter}
        </button>
      </form>
      {page.state !== 'ok' ? (
        <QueryState query={page} reload={page.reload} />
      ) : page.data.Entries.length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <>
          <DeskTable columns={[{ label: t.when }, { label: t.who }, { label: t.what }, { label: t.change }, { label: t.address }]}>
            <Rows entries={[...page.data.Entries, ...older]} />
          </DeskTable>
          <MoreButton label={t.more} onMore={nextId ? () => loadOlder(nextId) : null} />
        </>
      )}
    </DeskScreen>
  );
}
