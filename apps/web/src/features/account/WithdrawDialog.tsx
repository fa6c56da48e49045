// The withdrawal function's two steps: 'Odustani od ugovora' in the history opened this dialog with
// the statement filled in (the name the order was placed in, its number and date, the items) and
// where the acknowledgement goes; 'Potvrdi odustanak' sends it. Then the time the shop received it
// and what happens next — the same words the acknowledgement carries.
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  checkEmail,
  formatDate,
  REFUND,
  shopDateTime,
  textFor,
  WITHDRAWAL_CODES,
  WITHDRAWAL_PERIOD_DAYS,
  withdrawalStage,
} from '@zdravo/contract';
import type { ShopOrder, Withdrawal } from '@zdravo/contract';
import { accountRuleMessages } from '@zdravo/contract/messages/account';
import { withdrawalNextSteps, withdrawalStatement, withdrawalTexts } from '@zdravo/contract/messages/withdrawal';
import { withdrawalErrors } from '@zdravo/contract/messages/errors/account-rights';
import { FormMessage, TextField } from '../../components/ui/form/index.ts';
import { Modal } from '../../components/ui/modal/index.ts';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { ibanOf } from '@zdravo/contract/iban';
import { withdrawFromOrder } from './api.ts';
import { useLoginState } from '../../lib/login-state.ts';
import { checkLogin } from './login-watch.ts';
import './withdrawal.css';
import { BusyButton } from '../../components/ui/BusyButton.tsx';

/** The e-mail's or the account's own rule, or the server's answer (worded by the error table). */
type Failure = 'email' | 'iban' | { code: string };

interface WithdrawDialogProps {
  /** The order being withdrawn from; null: closed. */
  order: ShopOrder | null;
  onClose: () => void;
  /** The withdrawal is recorded: the history reloads (the dialog stays to say what happens next). */
  onWithdrawn: (withdrawal: Withdrawal) => void;
}

export function WithdrawDialog({ order, onClose, onWithdrawn }: WithdrawDialogProps) {
  const t = useT(withdrawalTexts);
  return (
    <Modal open={order !== null} onClose={onClose} title={t.title} className="modal--statement">
      {/* Keyed by order: each opening starts from a fresh statement. */}
      {order ? <Statement key={order.ID} order={order} onClose={onClose} onWithdrawn={onWithdrawn} /> : null}
    </Modal>
  );
}

function Statement({
  order,
  onClose,
  onWithdrawn,
}: {
  order: ShopOrder;
  onClose: () => void;
  onWithdrawn: (w: Withdrawal) => void;
}) {
  const t = useT(withdrawalTexts);
  const shell = useT();
  const rules = useT(accountRuleMessages);
  const errorText = useErrorText(withdrawalErrors);
  const { country } = useCountry();
  const statement = textFor(withdrawalStatement, country);
  const next = useT(withdrawalNextSteps);
  const { userData } = useLoginState();
  const [email, setEmail] = useState(userData?.Email ?? '');
  // A delivered parcel was paid in cash at the door: the money goes back to an account the shopper gives.
  const paidAtDoor = order.Status === 'delivered';
  const [iban, setIban] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return; // the second click of a double click sends nothing
    if (email.trim() !== '' && checkEmail(email) !== null) return setFailure('email');
    if (paidAtDoor && iban.trim() !== '' && ibanOf(iban) === null) return setFailure('iban');
    setBusy(true);
    setFailure(null);
    const answer = await withdrawFromOrder(order.ID, email, paidAtDoor ? iban : '');
    setBusy(false);
    if (answer.status === 'ok') {
      setDone(answer.data);
      onWithdrawn(answer.data);
      return;
    }
    if (answer.data === 'UNAUTHORIZED') {
      void checkLogin(); // the session ended meanwhile: the account shows the login instead
      return;
    }
    const emailRefused =
      Array.isArray(answer.details) &&
      (answer.details as Array<{ path?: unknown[] }>).some((d) => d.path?.[0] === 'Email');
    const ibanRefused =
      Array.isArray(answer.details) &&
      (answer.details as Array<{ path?: unknown[] }>).some((d) => d.path?.[0] === 'Iban');
    setFailure(
      answer.data === 'VALIDATION_ERROR' && (emailRefused || ibanRefused)
        ? emailRefused
          ? 'email'
          : 'iban'
        : { code: answer.data },
    );
  }

  if (done) {
    const { date, time } = shopDateTime(done.WithdrawnAt);
    return (
      <div className="statement statement--done" data-testid="withdrawal-done">
        <p className="statement__done-title" role="status">
          {t.doneTitle}
        </p>
        <p>{fill(t.doneText, { date, time, to: done.SentTo })}</p>
        <p>{fill(next[withdrawalStage(order.Status)], { days: WITHDRAWAL_PERIOD_DAYS })}</p>
        <button type="button" className="btn btn--primary statement__close" onClick={onClose} autoFocus>
          {shell.close}
        </button>
      </div>
    );
  }

  return (
    <form className="statement" onSubmit={confirm} noValidate data-testid="withdrawal-statement">
      <p className="statement__intro">{t.intro}</p>
      <section className="fact-box statement__box" aria-labelledby="statement-heading">
        <h3 id="statement-heading" className="eyebrow eyebrow--muted statement__heading">
          {t.statementHeading}
        </h3>
        <p className="statement__text">{statement}</p>
        <ul className="statement__items">
          {order.Articles.map((a) => (
            <li key={a.ID}>
              {a.Quantity} × {a.Name}
            </li>
          ))}
        </ul>
        <dl className="statement__facts">
          <div>
            <dt>{t.name}</dt>
            <dd>{`${order.FirstName} ${order.LastName}`.trim()}</dd>
          </div>
          <div>
            <dt>{t.number}</dt>
            <dd>{order.LeadID}</dd>
          </div>
          <div>
            <dt>{t.orderedOn}</dt>
            <dd>{formatDate(order.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <TextField
        label={t.ackEmail}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onValue={(value) => {
          setEmail(value);
          if (failure === 'email') setFailure(null);
        }}
        error={failure === 'email' ? rules.emailFormat : null}
      />
      {userData?.PhoneNumber ? (
        <p className="statement__note">{fill(t.ackSmsNote, { phone: userData.PhoneDisplay })}</p>
      ) : null}
      {paidAtDoor ? (
        <>
          <TextField
            label={t.iban}
            name="iban"
            autoComplete="off"
            spellCheck={false}
            value={iban}
            maxLength={60}
            onValue={(value) => {
              setIban(value);
              if (failure === 'iban') setFailure(null);
            }}
            error={failure === 'iban' ? t.ibanError : null}
          />
          <p className="statement__note">{t.ibanNote}</p>
        </>
      ) : null}
      {failure && failure !== 'email' && failure !== 'iban' ? (
        <FormMessage kind="error">
          {fill(errorText(failure.code), { days: WITHDRAWAL_PERIOD_DAYS, guaranteeDays: REFUND.guaranteeDays })}
          {failure.code === WITHDRAWAL_CODES.periodOver ? (
            <>
              {' '}
              <Link href="/politika-povrata">{t.refundPolicy}</Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <div className="statement__actions">
        <BusyButton busy={busy} label={t.confirm} busyLabel={t.confirming} className="btn--accent" />
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t.keep}
        </button>
      </div>
    </form>
  );
}
