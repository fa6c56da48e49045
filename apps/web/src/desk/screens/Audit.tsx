// Managers read the audit log: who did what to which record, the fields before and after, when and
// from where — filtered by person (or the CLI), what a row is about (an order number, a person, a phone)
// and days, newest first, 50 at a time. Each row reads as a sentence naming its subject, not as keys.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AuditEntry, AuditPage, StaffMember } from '@zdravo/contract/desk';
import { deskAuditMessages } from '@zdravo/contract/messages/desk';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, MoreButton } from '../DeskTable.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useT } from '../texts.ts';
import { deskAuditActions, deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';
import { SelectField } from '../SelectField.tsx';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskScreen } from '../DeskScreen.tsx';
import { useFieldWords } from '../audit-fields.ts';
import { AuditChange } from '../AuditChange.tsx';

interface Filter {
  who: string;
  find: string;
  from: string;
  to: string;
}

function paramsOf(f: Filter, beforeId?: number) {
  return {
    ...(f.who === 'cli' ? { cli: true } : f.who ? { staffId: Number(f.who) } : {}),
    ...(f.find.trim().length >= 2 ? { find: f.find.trim() } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(beforeId ? { beforeId } : {}),
  };
}

/** The row as a sentence ("Preuzet poziv za narudžbu MAAKRKSF"); an action without one shows its key. */
function useSentence(): (e: AuditEntry) => ReactNode {
  const actions = useT(deskAuditActions) as Record<string, string>;
  return (e) => {
    const template = actions[e.Action];
    const subject = e.SubjectLabel ?? (e.SubjectID ? `#${e.SubjectID}` : '');
    return template ? fill(template, { subject }) : <code>{e.Action}</code>;
  };
}

/** "Ana Anić <ana@zdravo.hr>" as the name, the e-mail under it (the CLI as it is). */
function Actor({ label }: { label: string }) {
  const m = /^(.*) <([^<>]+)>$/.exec(label);
  return m ? (
    <>
      <span className="desk-audit__name">{m[1]}</span> <span className="desk-audit__email">{m[2]}</span>
    </>
  ) : (
    <>{label}</>
  );
}

function Rows({ entries, people }: { entries: AuditEntry[]; people: StaffMember[] }) {
  const t = useT(deskAuditMessages);
  const sentence = useSentence();
  const words = useFieldWords(people);
  return (
    <>
      {entries.map((e) => (
        <tr key={e.ID}>
          <td className="desk-nowrap" data-label={t.when}>
            {stamp(e.At)}
          </td>
          <td className="desk-audit__who" data-label={t.who}>
            <Actor label={e.Actor} />
          </td>
          <td data-action={e.Action} data-label={t.what}>
            {sentence(e)}
          </td>
          <td data-label={t.change}>
            <AuditChange entry={e} words={words} />
          </td>
          <td className="desk-muted" data-label={t.address}>
            {e.Ip ?? '—'}
          </td>
        </tr>
      ))}
    </>
  );
}

export default function Audit() {
  const t = useT(deskAuditMessages);
  const s = useT(deskSupervisionMessages);
  const [draft, setDraft] = useState<Filter>({ who: '', find: '', from: '', to: '' });
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
          options={[
            { value: '', label: t.everyone },
            { value: 'cli', label: t.cli },
            ...(people.state === 'ok'
              ? people.data.map((p) => ({ value: String(p.ID), label: p.Name || p.Email }))
              : []),
          ]}
        />
        <TextField
          label={s.find}
          value={draft.find}
          onValue={(find) => setDraft({ ...draft, find })}
          placeholder={s.findHint}
          maxLength={120}
        />
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
          <DeskTable
            columns={[
              { label: t.when },
              { label: t.who },
              { label: t.what },
              { label: t.change },
              { label: t.address },
            ]}
            className="desk-audit"
            cards
          >
            <Rows entries={[...page.data.Entries, ...older]} people={people.state === 'ok' ? people.data : []} />
          </DeskTable>
          <MoreButton label={t.more} onMore={nextId ? () => loadOlder(nextId) : null} />
        </>
      )}
    </DeskScreen>
  );
}
