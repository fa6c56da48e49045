// Withdrawing from a club membership within 14 days of buying it: the statement to confirm, where the
// acknowledgement goes, then the date and time we received it. One request however often it is clicked.
import { useRef, useState } from 'react';
import {
  clubNameOf,
  formatDate,
  lastDayOf,
  WITHDRAWAL_PERIOD_DAYS,
  type ClubMembership,
  type Withdrawal,
} from '@zdravo/contract';
import { clubWithdrawalMessages } from '@zdravo/contract/messages/club';
import { Modal } from '../../components/ui/modal/index.ts';
import { FormMessage, TextField } from '../../components/ui/form/index.ts';
import { withdrawalTexts } from '@zdravo/contract/messages/withdrawal';
import { fill, useT } from '../../lib/i18n.ts';
import { withdrawMembership } from './api.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';

interface Props {
  membership: ClubMembership;
  email: string;
  onWithdrawn: (withdrawal: Withdrawal) => void;
}

export function WithdrawMembership({ membership, email, onWithdrawn }: Props) {
  const t = useT(clubWithdrawalMessages);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // The fee goes back to an account: asked here, checked as an IBAN (the same words as an order's withdrawal).
  const words = useT(withdrawalTexts);
  const [iban, setIban] = useState('');
  const [ibanWrong, setIbanWrong] = useState(false);
  const sending = useRef(false);
  const date = formatDate;

  async function confirm() {
    if (sending.current) return;
    // The IBAN rules (a library) load only when an account was typed: the account page's first load stays small.
    if (iban.trim() !== '' && (await import('@zdravo/contract/iban')).ibanOf(iban) === null) return setIbanWrong(true);
    sending.current = true;
    setBusy(true);
    setFailed(null);
    const answer = await withdrawMembership(membership.ID, iban);
    sending.current = false;
    setBusy(false);
    if (answer.status === 'ok') {
      setOpen(false);
      onWithdrawn(answer.data);
    } else
      setFailed(
        answer.data === 'WITHDRAWAL_PERIOD_OVER' ? fill(t.periodOver, { days: WITHDRAWAL_PERIOD_DAYS }) : t.failed,
      );
  }

  return (
    <>
      <p className="membership__withdraw">
        <button type="button" className="link-button" onClick={() => setOpen(true)} data-testid="club-withdraw">
          {t.action}
        </button>
        {membership.WithdrawUntil ? (
          <span> · {fill(t.deadline, { date: date(lastDayOf(membership.WithdrawUntil)) })}</span>
        ) : null}
      </p>
      <Modal open={open} onClose={() => setOpen(false)} title={t.title} className="club-withdraw">
        <p className="club-withdraw__intro">{fill(t.intro, { days: WITHDRAWAL_PERIOD_DAYS })}</p>
        <blockquote className="club-withdraw__statement">
          {fill(t.statement, {
            club: clubNameOf(SHOP_NAME),
            from: date(membership.From),
            until: date(lastDayOf(membership.Until)),
          })}
        </blockquote>
        <p className="club-withdraw__to">{fill(t.ackTo, { to: email })}</p>
        <TextField
          label={words.iban}
          name="iban"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          value={iban}
          onValue={(value) => {
            setIban(value);
            setIbanWrong(false);
          }}
          error={ibanWrong ? words.ibanError : null}
        />
        <p className="club-withdraw__to">{words.ibanClubNote}</p>
        {failed ? <FormMessage kind="error">{failed}</FormMessage> : null}
        <div className="club-withdraw__actions">
          <BusyButton
            busy={busy}
            label={t.confirm}
            busyLabel={t.confirming}
            className="btn--accent btn--large"
            onClick={() => void confirm()}
          />
          <button type="button" className="btn btn--ghost btn--large" onClick={() => setOpen(false)}>
            {t.keep}
          </button>
        </div>
      </Modal>
    </>
  );
}
