// A withdrawal's refund on its card (docs/desk.md, "Refunds"): the amount to pay back, the last day
// to pay it (red once it has passed), the shopper's account, and the managers' "paid" step with the
// day and the payment's reference — or who marked it paid.
import { useId, useState, type FormEvent } from 'react';
import { localDay } from '@zdravo/contract';
import { printedIban, refundOverdue } from '@zdravo/contract/refund';
import type { WithdrawalRecord } from '@zdravo/contract/desk';
import { deskWithdrawalMessages } from '@zdravo/contract/messages/desk-records';
import { TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { money } from '../format.ts';
import { mayOpen } from '../access.ts';
import { useDeskUser } from '../session.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';

/** "2026-11-25" as the team writes a day: "25. 11. 2026." */
const dayText = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}.`;
};

function PaidForm({
  record,
  onChanged,
}: {
  record: WithdrawalRecord;
  onChanged: (result: WithdrawalRecord | string) => void;
}) {
  const t = useT(deskWithdrawalMessages);
  const errorText = useDeskErrorText();
  const [on, setOn] = useState(() => localDay(new Date().toISOString()));
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await deskRpc.call('desk.withdrawals.refundPaid', {
      id: record.ID,
      on,
      reference: reference.trim(),
    });
    setBusy(false);
    onChanged(answer.status === 'ok' ? answer.data : `${record.Reference}: ${errorText(answer.data)}`);
  }
  return (
    <form className="records-card__done desk-filters" onSubmit={(e) => void submit(e)}>
      <TextField
        label={t.refundPaidOn}
        type="date"
        required
        value={on}
        max={localDay(new Date().toISOString())}
        min={localDay(record.ReceivedAt)}
        onValue={setOn}
      />
      <TextField label={t.refundReference} required value={reference} onValue={setReference} maxLength={100} />
      <button
        type="submit"
        className="btn btn--primary desk-filters__submit"
        disabled={busy || reference.trim() === ''}
        aria-busy={busy}
      >
        {t.refundPay}
      </button>
    </form>
  );
}

export function RefundFacts({
  record,
  onChanged,
}: {
  record: WithdrawalRecord;
  onChanged: (result: WithdrawalRecord | string) => void;
}) {
  const t = useT(deskWithdrawalMessages);
  const me = useDeskUser();
  const titleId = useId();
  const refund = record.Refund;
  if (!refund) return null;
  // Counted on the desk's own clock, like the rest of the screen: a card open past midnight turns red.
  const overdue = refundOverdue(refund.DueOn, refund.Paid?.On ?? null, new Date());
  const mayPay = typeof me === 'object' && me !== null && mayOpen(me, 'desk.withdrawals.refundPaid');
  const state = refund.Paid ? ' records-card__refund--paid' : overdue ? ' records-card__refund--overdue' : '';
  return (
    <section
      className={`records-card__refund${state}`}
      aria-labelledby={titleId}
      data-overdue={overdue ? 'true' : undefined}
    >
      <h3 id={titleId} className="records-card__label">
        {t.refund}
      </h3>
      <dl className="records-card__facts">
        <div>
          <dt>{t.refundAmount}</dt>
          <dd>
            <strong>{money(refund.AmountMinor, record.Country)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t.refundDue}</dt>
          <dd>
            {dayText(refund.DueOn)}
            {overdue ? <strong className="records-card__overdue"> — {t.refundOverdue}</strong> : null}
          </dd>
        </div>
        <div>
          <dt>{t.refundIban}</dt>
          <dd>
            {refund.Iban ? (
              <span className="records-card__iban">{printedIban(refund.Iban)}</span>
            ) : (
              <span className="records-card__failed">{t.refundNoIban}</span>
            )}
          </dd>
        </div>
      </dl>
      {refund.Paid ? (
        <p className="desk-ok">
          {fill(t.refundPaid, { on: dayText(refund.Paid.On), reference: refund.Paid.Reference, by: refund.Paid.By })}
        </p>
      ) : mayPay ? (
        <PaidForm record={record} onChanged={onChanged} />
      ) : null}
    </section>
  );
}
