// A parcel's outcome as the courier reports it, typed on the desk: delivered, refused at the door or
// returned (with why, and the day). Dispatch offers it on each parcel on the way; the order view offers a
// return on a parcel delivered, refused or withdrawn, which no longer shows on the dispatch lists.
import { useState, type FormEvent } from 'react';
import { localDay } from '@zdravo/contract';
import { RETURN_REASONS, type DeliveryOutcome, type ReturnReason } from '@zdravo/contract/desk';
import {
  deskDeliveryOutcomeLabels,
  deskDispatchMessages,
  deskReturnReasonLabels,
} from '@zdravo/contract/messages/desk';
import { deskRpc } from '../rpc.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';

export type OutcomeNotice = { kind: 'ok' | 'error'; text: string };

export function OutcomeForm({
  orderId,
  number,
  outcomes,
  onDone,
}: {
  orderId: number;
  number: string;
  /** The outcomes the parcel may still have (a delivered one only a return). */
  outcomes: readonly DeliveryOutcome[];
  onDone: (notice: OutcomeNotice) => void;
}) {
  const t = useT(deskDispatchMessages);
  const labels = useT(deskDeliveryOutcomeLabels);
  const reasons = useT(deskReturnReasonLabels);
  const errorText = useDeskErrorText();
  const [outcome, setOutcome] = useState<DeliveryOutcome>(outcomes[0] ?? 'delivered');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [date, setDate] = useState(() => localDay(new Date().toISOString()));
  const [busy, setBusy] = useState(false);
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await deskRpc.call('desk.delivery.record', {
      orderId,
      outcome,
      date,
      ...(outcome !== 'delivered' && reason ? { reason } : {}),
    });
    setBusy(false);
    onDone(
      answer.status === 'ok'
        ? { kind: 'ok', text: fill(t.recorded, { number, outcome: labels[outcome] }) }
        : { kind: 'error', text: `${number}: ${errorText(answer.data)}` },
    );
  }
  return (
    <form className="desk-ship" onSubmit={(e) => void save(e)}>
      <select
        className="field__input"
        aria-label={fill(t.outcomeFor, { number })}
        value={outcome}
        onChange={(e) => setOutcome(e.target.value as DeliveryOutcome)}
      >
        {outcomes.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
      {outcome === 'delivered' ? null : (
        <select
          className="field__input"
          aria-label={fill(t.reasonFor, { number })}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason | '')}
        >
          <option value="">{t.noReason}</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {reasons[r]}
            </option>
          ))}
        </select>
      )}
      <input
        className="field__input"
        type="date"
        aria-label={fill(t.dateFor, { number })}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        required
      />
      <button type="submit" className="btn btn--primary btn--small" disabled={busy} aria-busy={busy}>
        {t.record}
      </button>
    </form>
  );
}
