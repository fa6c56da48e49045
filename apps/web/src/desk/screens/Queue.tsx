// The call queue: the open leads, most urgent first, live for every agent (the server's stream), each
// with its clock (amber as the due time nears, red once it passed), country, customer, lines, total,
// risk flags and who holds it. "Preuzmi" (or N for the next free one) takes a lead and opens the call.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { QueueLead, StaffMe } from '@zdravo/contract/desk';
import { deskQueueMessages } from '@zdravo/contract/messages/desk';
import { deskRpc } from '../rpc.ts';
import { money, stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, ErrorLine } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { useQueueChanges, useTicker } from '../use-queue-changes.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { urgencyOf } from '../queue/clock.ts';
import { Flags } from '../queue/Flags.tsx';
import { DeskScreen } from '../DeskScreen.tsx';

function Clock({ at, now }: { at: string; now: number }) {
  const t = useT(deskQueueMessages);
  const minutes = Math.round((Date.parse(at) - now) / 60_000);
  const urgency = urgencyOf(at, now);
  const label = minutes < 0 ? fill(t.lateMinutes, { minutes: -minutes }) : minutes <= 120 ? fill(t.inMinutes, { minutes }) : fill(t.at, { time: stamp(at) });
  return <span className={`desk-clock desk-clock--${urgency}`}>{label}</span>;
}

const isFree = (lead: QueueLead, me: StaffMe) => lead.HeldBy === null || lead.HeldBy.ID === me.ID;

export default function Queue({ me }: { me: StaffMe }) {
  const t = useT(deskQueueMessages);
  const errorText = useDeskErrorText();
  const [, navigate] = useLocation();
  const [country, setCountry] = useState<CountryCode | ''>('');
  const [error, setError] = useState<string | null>(null);
  const query = useDeskQuery<QueueLead[]>(`queue:${country}`, () => deskRpc.call('desk.queue.list', country ? { country } : {}));
  useQueueChanges(query.reload);
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

  // N takes the first lead nobody else holds (when the agent is not typing somewhere).
  const leads = query.state === 'ok' ? query.data : [];
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'n' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
      const next = leads.find((l) => isFree(l, me));
      if (next) {
        e.preventDefault();
        void take(next);
      }
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
      <ErrorLine text={error} />
      {query.state !== 'ok' && leads.length === 0 ? (
        <QueryState query={query} reload={query.reload} />
      ) : leads.length === 0 ? (
        <p className="desk-state">{t.empty}</p>
      ) : (
        <DeskTable columns={[{ label: t.due }, { label: t.order }, { label: t.customer }, { label: t.flags }, { label: t.total, numeric: true }, { label: t.take, hidden: true }]} className="desk-queue">
          {leads.map((lead) => (
            <tr key={lead.OrderID} data-order={lead.Number} className={lead.HeldBy && lead.HeldBy.ID !== me.ID ? 'desk-queue__held' : undefined}>
              <td className="desk-nowrap">
                <Clock at={lead.NextCallAt} now={now} />
                {lead.NoAnswers > 0 ? <div className="desk-muted">{fill(t.noAnswers, { count: lead.NoAnswers })}</div> : null}
              </td>
              <td>
                <strong>{lead.Number}</strong> <span className="desk-muted">{lead.Country}</span>
                <div className="desk-muted">{lead.Lines.map((l) => `${l.Quantity} × ${l.Name}`).join(', ')}</div>
              </td>
              <td>
                {lead.Name}
                <div className="desk-muted desk-nowrap">{lead.PhoneDisplay}</div>
              </td>
              <td>
                <Flags flags={lead.Flags} />
              </td>
              <td className="desk-num">{money(lead.TotalMinor, lead.Country)}</td>
              <td className="desk-nowrap">
                {isFree(lead, me) ? (
                  <button type="button" className="btn btn--primary btn--small" onClick={() => void take(lead)} aria-label={`${t.take} ${lead.Number}`}>
                    {t.take}
                  </button>
                ) : (
                  <span className="desk-muted">{fill(t.heldBy, { name: lead.HeldBy?.Name ?? '' })}</span>
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </DeskScreen>
  );
}
