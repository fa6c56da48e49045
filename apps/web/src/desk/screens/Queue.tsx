// The call queue: the open leads, most urgent first, live for every agent (the server's stream), each
// with its clock (amber as the due time nears, red once it passed), country, customer, lines, total,
// risk flags and who holds it. "Preuzmi" takes a lead and opens the call; N lets the server choose the
// next callable one (docs/desk.md, "The call queue"). The agent's own day is on top.
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { MyDay, QueueLead, StaffMe } from '@zdravo/contract/desk';
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

function Clock({ at, now }: { at: string; now: number }) {
  const t = useT(deskQueueMessages);
  const minutes = Math.round((Date.parse(at) - now) / 60_000);
  const urgency = urgencyOf(at, now);
  const label = minutes < 0 ? fill(t.lateMinutes, { minutes: -minutes }) : minutes <= 120 ? fill(t.inMinutes, { minutes }) : fill(t.at, { time: stamp(at) });
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
      {fill(t.myDay, { calls: day.data.Calls, confirmed: day.data.Confirmed, perHour: day.data.PerHour === null ? '—' : String(day.data.PerHour).replace('.', ',') })}
    </p>
  );
}

export default function Queue({ me }: { me: StaffMe }) {
  const t = useT(deskQueueMessages);
  const flow = useT(deskCallFlowMessages);
  const errorText = useDeskErrorText();
  const [, navigate] = useLocation();
  const openNext = useOpenNext();
  const noneCallable = new URLSearchParams(useSearch()).has(NONE_CALLABLE);
  const [country, setCountry] = useState<CountryCode | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const query = useDeskQuery<QueueLead[]>(`queue:${country}`, () => deskRpc.call('desk.queue.list', country ? { country } : {}));
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

  // N: the server takes the next callable lead for this agent (when the agent is not typing somewhere).
  const leads = query.state === 'ok' ? query.data : [];
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
    <DeskScreen
      title={t.heading}
      lead={`${t.lead} ${t.shortcuts}`}
      tools={
        <div className="desk-queue__country">
          <SelectField label={t.country} value={country} onValue={setCountry} options={[{ value: '', label: t.allCountries }, ...COUNTRY_CODES.map((c) => ({ value: c, label: c }))]} />
        </div>
      }
    >
      <MyDayLine round={changes} />
      <ErrorLine text={error} />
      {noneCallable ? (
        <p className="desk-state" role="status">
          {flow.noneCallable}
        </p>
      ) : null}
      {query.state !== 'ok' && leads.length === 0 ? (
        <QueryState query={query} reload={query.reload} />
      ) : leads.length === 0 ? (
        <p className="desk-state">{t.empty}</p>
      ) : (
        <DeskTable columns={[{ label: t.due }, { label: t.order }, { label: t.customer }, { label: t.flags }, { label: t.total, numeric: true }, { label: t.take, hidden: true }]} className="desk-queue" cards>
          {leads.map((lead) => (
            <tr key={lead.OrderID} data-order={lead.Number} className={lead.HeldBy && lead.HeldBy.ID !== me.ID ? 'desk-queue__held' : undefined}>
              <td className="desk-nowrap" data-label={t.due}>
                <Clock at={lead.NextCallAt} now={now} />
                {lead.NoAnswers > 0 ? <div className="desk-muted">{fill(t.noAnswers, { count: lead.NoAnswers })}</div> : null}
              </td>
              <td data-label={t.order}>
                <strong>{lead.Number}</strong> <span className="desk-muted">{lead.Country}</span>
                <div className="desk-muted">{lead.Lines.map((l) => `${l.Quantity} × ${l.Name}`).join(', ')}</div>
              </td>
              <td data-label={t.customer}>
                {lead.Name}
                <div className="desk-muted desk-nowrap">{lead.PhoneDisplay}</div>
              </td>
              <td className="desk-queue__flags">
                <Flags flags={lead.Flags} />
              </td>
              <td className="desk-num" data-label={t.total}>
                {money(lead.TotalMinor, lead.Country)}
              </td>
              <td className="desk-nowrap">
                {isFree(lead, me) ? (
                  <button type="button" className="btn btn--primary btn--small" onClick={() => void take(lead)} aria-label={`${t.take} ${lead.Number}`}>
                    {t.take}
                  </button>
                ) : (
                  <>
                    <span className="desk-muted">{fill(t.heldBy, { name: lead.HeldBy?.Name ?? '' })}</span>
                    {me.Role === 'manager' ? (
                      <button type="button" className="btn btn--ghost btn--small desk-queue__free" onClick={() => void free(lead)} aria-label={`${flow.free} ${lead.Number}`}>
                        {flow.free}
                      </button>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </DeskScreen>
  );
}
