// The call queue: the open leads, most urgent first, live for every agent (the server's stream), each
// with its clock (amber as the due time nears, red once it passed), country, customer, lines, total,
// risk flags and who holds it. "Preuzmi" takes a lead and opens the call; N lets the server choose the
// next callable one (docs/desk.md, "The call queue"). The agent's own day and the backlog are on top;
// filters (country, lead type, due, holder) and pages below them; a manager frees or hands over a lead.
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import {
  LEAD_KINDS,
  QUEUE_PAGE_SIZE,
  type LeadKind,
  type MyDay,
  type QueueDue,
  type QueueHeldBy,
  type QueueLead,
  type StaffMe,
  type StaffMember,
} from '@zdravo/contract/desk';
import { deskLeadKinds, deskSupervisionMessages, waitedWords } from '@zdravo/contract/messages/desk-supervision';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { deskQueueMessages } from '@zdravo/contract/messages/desk';
import { deskRpc } from '../rpc.ts';
import { money, stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, ErrorLine } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import '../queue/call-flow.css';
import { useQueueChanges, useTicker } from '../use-queue-changes.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { urgencyOf } from '../queue/clock.ts';
import { Flags } from '../queue/Flags.tsx';
import { DeskScreen } from '../DeskScreen.tsx';
import { NONE_CALLABLE, useOpenNext } from '../queue/next-call.ts';
import { useLastSaved } from '../queue/last-saved.ts';
import { Notice } from '../Notice.tsx';
import { Backlog } from '../queue/Backlog.tsx';
import { HandOver, takesCalls } from '../queue/HandOver.tsx';
import { useCustomerName } from '../customer-name.ts';

function Clock({ at, now }: { at: string; now: number }) {
  const t = useT(deskQueueMessages);
  const words = useT(deskSupervisionMessages);
  const minutes = Math.round((Date.parse(at) - now) / 60_000);
  const urgency = urgencyOf(at, now);
  // Late by minutes, hours or days ("kasni 2 dana"), never by thousands of minutes.
  const label =
    minutes < 0
      ? fill(words.late, { time: waitedWords(now - Date.parse(at), words) })
      : minutes <= 120
        ? fill(t.inMinutes, { minutes })
        : fill(t.at, { time: stamp(at) });
  return <span className={`desk-clock desk-clock--${urgency}`}>{label}</span>;
}

const isFree = (lead: QueueLead, me: StaffMe) => lead.HeldBy === null || lead.HeldBy.ID === me.ID;

/** The agent's calls today, confirmations and pace, asked again whenever the queue changes. */
function MyDayLine({ round }: { round: number }) {
  const t = useT(deskCallFlowMessages);
  const day = useDeskQuery<MyDay>(`myDay:${round}`, () => deskRpc.call('desk.calls.myDay', {}));
  if (day.state !== 'ok') return null;
  return (
    <p className="desk-myday" data-testid="my-day">
      {fill(t.myDay, {
        calls: day.data.Calls,
        confirmed: day.data.Confirmed,
        perHour: day.data.PerHour === null ? '—' : String(day.data.PerHour).replace('.', ','),
      })}
    </p>
  );
}

/** The queue's filters as the screen keeps them ('' is "any"); the holder is 'free', 'mine' or a staff id. */
interface QueueFilters {
  country: CountryCode | '';
  kind: LeadKind | '';
  due: QueueDue | '';
  heldBy: string;
  page: number;
}

function listParams(f: QueueFilters) {
  const heldBy: QueueHeldBy | null =
    f.heldBy === 'free' || f.heldBy === 'mine' ? f.heldBy : f.heldBy ? Number(f.heldBy) : null;
  return {
    ...(f.country ? { country: f.country } : {}),
    ...(f.due ? { due: f.due } : {}),
    ...(heldBy === null ? {} : { heldBy }),
    ...(f.page > 0 ? { page: f.page } : {}),
  };
}

function Filters({
  filters,
  onChange,
  people,
}: {
  filters: QueueFilters;
  onChange: (f: QueueFilters) => void;
  people: StaffMember[];
}) {
  const t = useT(deskQueueMessages);
  const s = useT(deskSupervisionMessages);
  const kinds = useT(deskLeadKinds);
  const set = (change: Partial<QueueFilters>) => onChange({ ...filters, ...change, page: 0 });
  return (
    <div className="desk-filters desk-queue__filters">
      <SelectField
        label={t.country}
        value={filters.country}
        onValue={(country) => set({ country })}
        options={[{ value: '', label: t.allCountries }, ...COUNTRY_CODES.map((c) => ({ value: c, label: c }))]}
      />
      <SelectField
        label={s.kind}
        value={filters.kind}
        onValue={(kind) => set({ kind })}
        options={[{ value: '', label: s.allKinds }, ...LEAD_KINDS.map((k) => ({ value: k, label: kinds[k] }))]}
      />
      <SelectField
        label={s.due}
        value={filters.due}
        onValue={(due) => set({ due })}
        options={[
          { value: '', label: s.dueAny },
          { value: 'now', label: s.dueNowOption },
          { value: 'later', label: s.dueLater },
        ]}
      />
      <SelectField
        label={s.heldBy}
        value={filters.heldBy}
        onValue={(heldBy) => set({ heldBy })}
        options={[
          { value: '', label: s.heldAny },
          { value: 'free', label: s.heldFree },
          { value: 'mine', label: s.heldMine },
          ...people.filter(takesCalls).map((p) => ({ value: String(p.ID), label: p.Name || p.Email })),
        ]}
      />
    </div>
  );
}

function Pages({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const s = useT(deskSupervisionMessages);
  if (page === 0 && !hasMore) return null;
  return (
    <nav className="desk-pages" aria-label={fill(s.page, { page: page + 1 })}>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {s.previous}
      </button>
      <span className="desk-muted">{fill(s.page, { page: page + 1 })}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {s.next}
      </button>
    </nav>
  );
}

export default function Queue({ me }: { me: StaffMe }) {
  const t = useT(deskQueueMessages);
  const flow = useT(deskCallFlowMessages);
  const s = useT(deskSupervisionMessages);
  const errorText = useDeskErrorText();
  const customerName = useCustomerName();
  const [, navigate] = useLocation();
  const openNext = useOpenNext();
  const noneCallable = new URLSearchParams(useSearch()).has(NONE_CALLABLE);
  const lastSaved = useLastSaved();
  const [filters, setFilters] = useState<QueueFilters>({ country: '', kind: '', due: '', heldBy: '', page: 0 });
  const { country } = filters;
  const ordersShown = filters.kind === '' || filters.kind === 'order';
  const [error, setError] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const query = useDeskQuery<QueueLead[]>(ordersShown ? `queue:${JSON.stringify(filters)}` : null, () =>
    deskRpc.call('desk.queue.list', listParams(filters)),
  );
  const staff = useDeskQuery<StaffMember[]>(me.Role === 'manager' ? 'staff' : null, () =>
    deskRpc.call('desk.staff.list'),
  );
  const people = staff.state === 'ok' ? staff.data : [];
  useQueueChanges(() => {
    query.reload();
    setChanges((n) => n + 1);
  });
  const now = useTicker(15_000);

  async function take(lead: QueueLead) {
    setError(null);
    const answer = await deskRpc.call('desk.queue.take', { orderId: lead.OrderID });
    if (answer.status !== 'ok') {
      setError(errorText(answer.data));
      return query.reload();
    }
    navigate(`/queue/${lead.OrderID}`);
  }

  // A manager lets go of a lead another agent holds (audited); it is then anyone's again.
  async function free(lead: QueueLead) {
    setError(null);
    const answer = await deskRpc.call('desk.queue.free', { orderId: lead.OrderID });
    if (answer.status !== 'ok') setError(errorText(answer.data));
    query.reload();
  }

  // A manager hands the lead to another agent: it is held for them (audited).
  async function reassign(lead: QueueLead, staffId: number): Promise<string | null> {
    setError(null);
    const answer = await deskRpc.call('desk.queue.reassign', { orderId: lead.OrderID, staffId });
    query.reload();
    return answer.status === 'ok' ? null : errorText(answer.data);
  }

  // While the same list is asked for again (any agent's change, the half-minute round), its rows stay —
  // and with them what a manager is choosing on a row (a hand-over's person) and what it said.
  const listKey = JSON.stringify(filters);
  const [shown, setShown] = useState<{ key: string; leads: QueueLead[] }>({ key: '', leads: [] });
  if (query.state === 'ok' && (shown.leads !== query.data || shown.key !== listKey))
    setShown({ key: listKey, leads: query.data });
  const leads = query.state === 'ok' ? query.data : shown.key === listKey ? shown.leads : [];

  // N: the server takes the next callable lead for this agent (when the agent is not typing somewhere).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'n' || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      e.preventDefault();
      setError(null);
      void openNext(country).then((refused) => refused && setError(errorText(refused)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <DeskScreen title={t.heading} lead={`${t.lead} ${t.shortcuts}`}>
      {lastSaved ? <Notice kind="ok">{lastSaved}</Notice> : null}
      <MyDayLine round={changes} />
      <Backlog
        round={changes}
        now={now}
        onCountry={(c) => setFilters({ ...filters, country: c, kind: 'order', page: 0 })}
      />
      <Filters filters={filters} onChange={setFilters} people={people} />
      <ErrorLine text={error} />
      {noneCallable ? (
        <p className="desk-state" role="status">
          {flow.noneCallable}
        </p>
      ) : null}
      {!ordersShown ? (
        <p className="desk-state">
          {s.otherKinds} <a href={`#/requests?kind=${filters.kind}`}>{s.openRequests}</a>
        </p>
      ) : query.state !== 'ok' && leads.length === 0 ? (
        <QueryState query={query} reload={query.reload} />
      ) : leads.length === 0 ? (
        <p className="desk-state">{filters.page > 0 || filters.due || filters.heldBy ? s.noneHere : t.empty}</p>
      ) : (
        <DeskTable
          columns={[
            { label: t.due },
            { label: t.order },
            { label: t.customer },
            { label: t.flags },
            { label: t.total, numeric: true },
            { label: t.take, hidden: true },
          ]}
          className="desk-queue"
          cards
        >
          {leads.map((lead) => (
            <tr
              key={lead.OrderID}
              data-order={lead.Number}
              className={lead.HeldBy && lead.HeldBy.ID !== me.ID ? 'desk-queue__held' : undefined}
            >
              <td className="desk-nowrap" data-label={t.due}>
                <Clock at={lead.NextCallAt} now={now} />
                {lead.NoAnswers > 0 ? (
                  <div className="desk-muted">{fill(t.noAnswers, { count: lead.NoAnswers })}</div>
                ) : null}
              </td>
              <td data-label={t.order}>
                <strong>{lead.Number}</strong> <span className="desk-muted">{lead.Country}</span>
                <div className="desk-muted">{lead.Lines.map((l) => `${l.Quantity} × ${l.Name}`).join(', ')}</div>
              </td>
              <td data-label={t.customer}>
                {customerName(lead.Name)}
                <div className="desk-muted desk-nowrap">{lead.PhoneDisplay}</div>
              </td>
              <td className="desk-queue__flags">
                <Flags flags={lead.Flags} />
              </td>
              <td className="desk-num" data-label={t.total}>
                {money(lead.TotalMinor, lead.Country)}
              </td>
              <td className="desk-queue__actions">
                {isFree(lead, me) ? (
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => void take(lead)}
                    aria-label={`${t.take} ${lead.Number}`}
                  >
                    {t.take}
                  </button>
                ) : (
                  <>
                    <span className="desk-muted">{fill(t.heldBy, { name: lead.HeldBy?.Name ?? '' })}</span>
                    {me.Role === 'manager' ? (
                      <button
                        type="button"
                        className="btn btn--ghost btn--small desk-queue__free"
                        onClick={() => void free(lead)}
                        aria-label={`${flow.free} ${lead.Number}`}
                      >
                        {flow.free}
                      </button>
                    ) : null}
                  </>
                )}
                {me.Role === 'manager' ? (
                  <HandOver
                    label={fill(s.reassignTo, { number: lead.Number })}
                    subject={lead.Number}
                    holderId={lead.HeldBy?.ID ?? null}
                    people={people}
                    onHand={(staffId) => reassign(lead, staffId)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      {ordersShown ? (
        <Pages
          page={filters.page}
          hasMore={leads.length === QUEUE_PAGE_SIZE}
          onPage={(page) => setFilters({ ...filters, page })}
        />
      ) : null}
    </DeskScreen>
  );
}
