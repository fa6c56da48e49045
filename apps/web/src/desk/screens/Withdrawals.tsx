// Withdrawals (docs/desk.md): every statement a shopper sent, newest first — open to-dos or done
// ones, 25 at a time — each with its acknowledgement and what the team must do, marked done here.
import { useState } from 'react';
import {
  WITHDRAWAL_LIST_STATES,
  type WithdrawalListState,
  type WithdrawalPage,
  type WithdrawalRecord,
} from '@zdravo/contract/desk';
import {
  deskWithdrawalDone,
  deskWithdrawalMessages,
  deskWithdrawalStates,
} from '@zdravo/contract/messages/desk-records';
import { deskRpc } from '../rpc.ts';
import { QueryState } from '../QueryState.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useT } from '../texts.ts';
import { WithdrawalCard } from './WithdrawalCard.tsx';
import '../records.css';
import { MoreButton } from '../DeskTable.tsx';
import { DeskScreen } from '../DeskScreen.tsx';
import { Notice } from '../Notice.tsx';

type Notice = { kind: 'ok' | 'error'; text: string };

export default function Withdrawals() {
  const t = useT(deskWithdrawalMessages);
  const states = useT(deskWithdrawalStates);
  const doneLabels = useT(deskWithdrawalDone);
  const [state, setState] = useState<WithdrawalListState>('open');
  const [older, setOlder] = useState<WithdrawalRecord[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Marked done here: they leave the open list at once, without asking for it again. */
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  /** Changed here (a refund marked paid): shown as the server answered, without asking for the list again. */
  const [changed, setChanged] = useState<ReadonlyMap<number, WithdrawalRecord>>(new Map());
  const page = useDeskQuery<WithdrawalPage>(`withdrawals:${state}`, () =>
    deskRpc.call('desk.withdrawals.list', { state }),
  );

  function show(nextState: WithdrawalListState) {
    setState(nextState);
    setOlder([]);
    setNext(undefined);
    setNotice(null);
    setGone(new Set());
    setChanged(new Map());
  }

  function done(result: WithdrawalRecord | string) {
    if (typeof result === 'string') return setNotice({ kind: 'error', text: result });
    setNotice({ kind: 'ok', text: fill(t.marked, { reference: result.Reference, what: doneLabels[result.Todo] }) });
    setGone((ids) => new Set([...ids, result.ID]));
  }

  function refundPaid(result: WithdrawalRecord | string) {
    if (typeof result === 'string') return setNotice({ kind: 'error', text: result });
    setNotice({ kind: 'ok', text: fill(t.refundMarked, { reference: result.Reference }) });
    setChanged((records) => new Map(records).set(result.ID, result));
    // A club fee's refund is its to-do: paid, it leaves the open list like any to-do done.
    if (result.Done && state === 'open') setGone((ids) => new Set([...ids, result.ID]));
  }

  async function loadOlder(beforeId: number) {
    const answer = await deskRpc.call('desk.withdrawals.list', { state, beforeId });
    if (answer.status !== 'ok') return;
    setOlder((rows) => [...rows, ...answer.data.Records]);
    setNext(answer.data.NextBeforeID);
  }

  const shown = (records: WithdrawalRecord[]) =>
    records.filter((r) => !gone.has(r.ID)).map((r) => changed.get(r.ID) ?? r);
  const nextId = next === undefined ? (page.state === 'ok' ? page.data.NextBeforeID : null) : next;
  return (
    <DeskScreen title={t.heading} lead={t.lead}>
      <div className="desk-stages" role="group" aria-label={t.show}>
        {WITHDRAWAL_LIST_STATES.map((s) => (
          <button
            key={s}
            type="button"
            className={`desk-stage${state === s ? ' desk-stage--on' : ''}`}
            aria-pressed={state === s}
            onClick={() => show(s)}
          >
            {states[s]}
          </button>
        ))}
      </div>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {page.state !== 'ok' ? (
        <QueryState query={page} reload={page.reload} />
      ) : shown([...page.data.Records, ...older]).length === 0 ? (
        <p className="desk-state">{t.none}</p>
      ) : (
        <div className="records-cards">
          {shown([...page.data.Records, ...older]).map((record) => (
            <WithdrawalCard key={record.ID} record={record} onDone={done} onRefundPaid={refundPaid} />
          ))}
          <MoreButton label={t.more} onMore={nextId ? () => loadOlder(nextId) : null} />
        </div>
      )}
    </DeskScreen>
  );
}
