// The promised calls (docs/desk.md, "Every promised call"): quiz phone leads, club join requests and
// pick-ups, most urgent first, filtered by kind. "Preuzmi" holds one; its outcomes (each kind its own),
// a note and, for a call back, the time, are saved in one step; the list follows every agent's changes.
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import {
  CALL_REQUEST_KINDS,
  CALL_REQUEST_OUTCOMES,
  type CallRequest,
  type CallRequestKind,
  type CallRequestOutcome,
  type StaffMe,
  type StaffMember,
} from '@zdravo/contract/desk';
import { deskRequestKinds, deskRequestOutcomes, deskRequestsMessages } from '@zdravo/contract/messages/desk-requests';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { DeskTable, ErrorLine } from '../DeskTable.tsx';
import { SelectField } from '../SelectField.tsx';
import { TextField } from '../../components/ui/form/index.ts';
import { useDeskQuery } from '../use-desk-query.ts';
import { useQueueChanges } from '../use-queue-changes.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { DeskScreen } from '../DeskScreen.tsx';
import { fieldInstant } from '../shop-time.ts';
import { HandOver } from '../queue/HandOver.tsx';
import { deskSupervisionMessages } from '@zdravo/contract/messages/desk-supervision';

function Working({ request, onDone }: { request: CallRequest; onDone: () => void }) {
  const t = useT(deskRequestsMessages);
  const outcomes = useT(deskRequestOutcomes);
  const errorText = useDeskErrorText();
  const choices: readonly CallRequestOutcome[] = CALL_REQUEST_OUTCOMES[request.Kind];
  const [outcome, setOutcome] = useState<CallRequestOutcome | ''>('');
  const [note, setNote] = useState('');
  const [callBackAt, setCallBackAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!outcome) return;
    const answer = await deskRpc.call('desk.requests.record', {
      id: request.ID,
      outcome,
      ...(note ? { note } : {}),
      ...(outcome === 'callBack' ? { callBackAt: fieldInstant(callBackAt) } : {}),
    });
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    onDone();
  }

  return (
    <form className="desk-request" onSubmit={(e) => void save(e)} noValidate>
      <SelectField
        label={t.outcome}
        value={outcome}
        onValue={setOutcome}
        options={[{ value: '', label: '—' }, ...choices.map((o) => ({ value: o, label: outcomes[o] }))]}
      />
      {outcome === 'callBack' ? (
        <TextField label={t.callBackAt} type="datetime-local" value={callBackAt} onValue={setCallBackAt} />
      ) : null}
      <TextField label={t.note} value={note} onValue={setNote} maxLength={500} />
      <ErrorLine text={error} />
      <button type="submit" className="btn btn--primary btn--small" disabled={!outcome}>
        {t.save}
      </button>
    </form>
  );
}

export default function Requests({ me }: { me: StaffMe }) {
  const t = useT(deskRequestsMessages);
  const kinds = useT(deskRequestKinds);
  const words = useT(deskSupervisionMessages);
  const errorText = useDeskErrorText();
  // The queue's backlog links here with the kind chosen (#/requests?kind=club).
  const linked = new URLSearchParams(useSearch()).get('kind');
  const [kind, setKind] = useState<CallRequestKind | ''>(CALL_REQUEST_KINDS.find((k) => k === linked) ?? '');
  const [error, setError] = useState<string | null>(null);
  const query = useDeskQuery<CallRequest[]>(`requests:${kind}`, () =>
    deskRpc.call('desk.requests.list', kind ? { kind } : {}),
  );
  useQueueChanges(query.reload);
  // While the list is asked for again (any agent's change), the rows stay — and with them the outcome
  // the agent is choosing on the one they hold.
  const [shown, setShown] = useState<CallRequest[]>([]);
  if (query.state === 'ok' && query.data !== shown) setShown(query.data);
  const requests = query.state === 'ok' ? query.data : shown;

  const staff = useDeskQuery<StaffMember[]>(me.Role === 'manager' ? 'staff' : null, () =>
    deskRpc.call('desk.staff.list'),
  );
  const people = staff.state === 'ok' ? staff.data : [];

  // A manager hands the call to another agent: it is held for them (audited).
  async function reassign(request: CallRequest, staffId: number): Promise<string | null> {
    setError(null);
    const answer = await deskRpc.call('desk.requests.reassign', { id: request.ID, staffId });
    query.reload();
    return answer.status === 'ok' ? null : errorText(answer.data);
  }

  async function take(request: CallRequest) {
    setError(null);
    const answer = await deskRpc.call('desk.requests.take', { id: request.ID });
    if (answer.status !== 'ok') setError(errorText(answer.data));
    query.reload();
  }

  return (
    <DeskScreen
      title={t.heading}
      lead={t.lead}
      tools={
        <SelectField
          label={t.kind}
          value={kind}
          onValue={setKind}
          options={[
            { value: '', label: t.allKinds },
            ...CALL_REQUEST_KINDS.map((k) => ({ value: k, label: kinds[k] })),
          ]}
        />
      }
    >
      <ErrorLine text={error} />
      {query.state !== 'ok' && requests.length === 0 ? (
        <QueryState query={query} reload={query.reload} />
      ) : requests.length === 0 ? (
        <p className="desk-state">{t.empty}</p>
      ) : (
        <DeskTable
          cards
          columns={[
            { label: t.due },
            { label: t.kind },
            { label: t.person },
            { label: t.about },
            { label: t.take, hidden: true },
          ]}
        >
          {requests.map((r) => (
            <tr key={r.ID}>
              <td className="desk-nowrap">
                {stamp(r.NextCallAt)}
                {r.NoAnswers > 0 ? <div className="desk-muted">{fill(t.noAnswers, { count: r.NoAnswers })}</div> : null}
              </td>
              <td>
                {kinds[r.Kind]} <span className="desk-muted">{r.Country}</span>
              </td>
              <td>
                {r.Name}
                <div>
                  <a href={`tel:${r.Phone}`} className="desk-link desk-nowrap">
                    {r.PhoneDisplay}
                  </a>
                </div>
              </td>
              <td>{r.About}</td>
              <td className="desk-request__actions">
                {r.HeldBy?.ID === me.ID ? (
                  <Working request={r} onDone={query.reload} />
                ) : r.HeldBy ? (
                  <span className="desk-muted">{fill(t.heldBy, { name: r.HeldBy.Name })}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => void take(r)}
                    aria-label={`${t.take}: ${kinds[r.Kind]} ${r.PhoneDisplay}`}
                  >
                    {t.take}
                  </button>
                )}
                {me.Role === 'manager' ? (
                  <HandOver
                    label={fill(words.reassignTo, { number: `${kinds[r.Kind]} ${r.PhoneDisplay}` })}
                    subject={`${kinds[r.Kind]} ${r.PhoneDisplay}`}
                    holderId={r.HeldBy?.ID ?? null}
                    people={people}
                    onHand={(staffId) => reassign(r, staffId)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
    </DeskScreen>
  );
}
