// Quiz leads and newsletter subscribers (docs/desk.md, managers): newest first by country and days,
// 50 at a time, and the same selection as a CSV. The quiz answers show only where the person gave
// their own consent to keep them (docs/decisions/014-quiz-leads-and-health-answers.md).
import { useState, type FormEvent } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { QuizLead, QuizLeadPage } from '@zdravo/contract/desk';
import { deskQuizLeadMessages } from '@zdravo/contract/messages/desk-records';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, MoreButton } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { saveFile } from '../save-file.ts';
import '../records.css';
import { DeskScreen } from '../DeskScreen.tsx';

interface Filter {
  country: CountryCode | '';
  from: string;
  to: string;
}

const paramsOf = (f: Filter) => ({
  ...(f.country ? { country: f.country } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});

function Answers({ lead }: { lead: QuizLead }) {
  const t = useT(deskQuizLeadMessages);
  if (!lead.HealthConsent) return <span className="desk-muted">{t.noHealthConsent}</span>;
  return (
    <div className="records-answers">
      {lead.Goal ? <p className="records-answers__goal">{fill(t.goal, { goal: lead.Goal })}</p> : null}
      <dl>
        {(lead.Answers ?? []).map((a, i) => (
          <div key={i}>
            <dt>{a.Q}</dt>
            <dd>{a.A.join(', ') || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Rows({ leads }: { leads: QuizLead[] }) {
  const t = useT(deskQuizLeadMessages);
  return (
    <>
      {leads.map((lead) => (
        <tr key={lead.ID} data-lead={lead.Email ?? lead.Phone ?? ''}>
          <td className="desk-nowrap">{stamp(lead.At)}</td>
          <td>
            <span className="records-contact">{lead.Email ?? lead.Phone}</span>
            {lead.Name ? <div>{lead.Name}</div> : null}
            {lead.Country ? <span className="pill records-country">{lead.Country}</span> : null}
          </td>
          <td data-label={t.group}>{lead.Group ?? (lead.Offer ? fill(t.offer, { offer: lead.Offer }) : '—')}</td>
          <td className="desk-muted" data-label={t.consent}>
            {lead.ConsentVersion === null
              ? t.noConsent
              : fill(t.consentLine, { version: lead.ConsentVersion, at: stamp(lead.ConsentAt) })}
          </td>
          <td>
            <Answers lead={lead} />
          </td>
        </tr>
      ))}
    </>
  );
}

export default function QuizLeads() {
  const t = useT(deskQuizLeadMessages);
  const errorText = useDeskErrorText();
  const [draft, setDraft] = useState<Filter>({ country: '', from: '', to: '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [older, setOlder] = useState<QuizLead[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const page = useDeskQuery<QuizLeadPage>(`quiz-leads:${JSON.stringify(filter)}`, () =>
    deskRpc.call('desk.quizLeads.list', paramsOf(filter)),
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    setOlder([]);
    setNext(undefined);
    setNotice(null);
    setFilter(draft);
  }

  async function loadOlder(beforeId: number) {
    const answer = await deskRpc.call('desk.quizLeads.list', { ...paramsOf(filter), beforeId });
    if (answer.status !== 'ok') return;
    setOlder((rows) => [...rows, ...answer.data.Leads]);
    setNext(answer.data.NextBeforeID);
  }

  async function download() {
    const answer = await deskRpc.call('desk.quizLeads.csv', paramsOf(filter));
    if (answer.status !== 'ok') return setNotice({ kind: 'error', text: errorText(answer.data) });
    saveFile(answer.data.FileName, answer.data.Csv);
    setNotice(answer.data.Cut ? { kind: 'error', text: fill(t.cut, { rows: answer.data.Rows }) } : null);
  }

  const nextId = next === undefined ? (page.state === 'ok' ? page.data.NextBeforeID : null) : next;
  const leads = page.state === 'ok' ? [...page.data.Leads, ...older] : [];
  return (
    <DeskScreen title={t.heading} lead={t.lead}>
      <form className="desk-filters" onSubmit={apply}>
        <SelectField
          label={t.country}
          value={draft.country}
          onValue={(country) => setDraft({ ...draft, country })}
          options={[
            { value: '' as const, label: t.allCountries },
            ...COUNTRY_CODES.map((c) => ({ value: c, label: c })),
          ]}
        />
        <TextField label={t.from} type="date" value={draft.from} onValue={(from) => setDraft({ ...draft, from })} />
        <TextField label={t.to} type="date" value={draft.to} onValue={(to) => setDraft({ ...draft, to })} />
        <button type="submit" className="btn btn--primary desk-filters__submit">
          {t.filter}
        </button>
        <button
          type="button"
          className="btn btn--ghost desk-filters__submit records-download"
          onClick={() => void download()}
          disabled={leads.length === 0}
        >
          {t.download}
        </button>
      </form>
      {notice ? (
        <p className="desk-notice desk-error" role="alert">
          {notice.text}
        </p>
      ) : null}
      {page.state !== 'ok' ? (
        <QueryState query={page} reload={page.reload} />
      ) : leads.length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <>
          <DeskTable
            cards
            columns={[
              { label: t.when },
              { label: t.contact },
              { label: t.group },
              { label: t.consent },
              { label: t.answers },
            ]}
          >
            <Rows leads={leads} />
          </DeskTable>
          <MoreButton label={t.more} onMore={nextId ? () => loadOlder(nextId) : null} />
        </>
      )}
    </DeskScreen>
  );
}
