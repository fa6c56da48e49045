// The Klub screen's two confirmations in a modal (focus kept inside, Esc closes): taking the fee with
// the day it came in (today unless changed; the year runs from it), and cancelling a row.
import { useState, type FormEvent } from 'react';
import type { ClubActivated, ClubRow, DeskErrorCode } from '@zdravo/contract/desk';
import { localDay, shopDateTime } from '@zdravo/contract';
import { deskClubMessages } from '@zdravo/contract/messages/desk-club';
import { Modal } from '../../components/ui/modal/index.ts';
import { TextField } from '../../components/ui/form/index.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { deskRpc } from '../rpc.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';

export type ClubAction = { kind: 'activate' | 'cancel'; row: ClubRow };

/** The last day an exclusive end still counts, as the team writes dates ("25. 11. 2027."). */
export const lastDayOf = (expiresAt: string): string =>
  shopDateTime(new Date(new Date(expiresAt).getTime() - 1).toISOString()).date;

export function ClubDialog({
  action,
  onClose,
  onDone,
}: {
  action: ClubAction | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const t = useT(deskClubMessages);
  const errorText = useDeskErrorText();
  const today = localDay(new Date().toISOString());
  const [paidOn, setPaidOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const row = action?.row;
  const name = row ? row.Account?.Name || row.Name : '';

  const codeText = (code: DeskErrorCode | string, params?: boolean) =>
    code === 'CLUB_NO_ACCOUNT'
      ? t.noAccountError
      : code === 'VALIDATION_ERROR' && params
        ? t.dateError
        : errorText(code);

  function close() {
    setError(null);
    setPaidOn(today);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!action || !row || busy) return;
    setBusy(true);
    setError(null);
    if (action.kind === 'activate') {
      // A request is paid for as itself; a member's renewal by their account.
      const target = row.State === 'request' ? { requestId: row.ID } : { accountId: row.Account!.ID };
      const answer = await deskRpc.call('desk.club.activate', { ...target, paidOn });
      setBusy(false);
      if (answer.status !== 'ok') return setError(codeText(answer.data, true));
      const done: ClubActivated = answer.data;
      close();
      onDone(fill(t.activated, { name, to: lastDayOf(done.Row.ExpiresAt!) }));
    } else {
      const answer = await deskRpc.call('desk.club.cancel', { id: row.ID });
      setBusy(false);
      if (answer.status !== 'ok') return setError(codeText(answer.data));
      close();
      onDone(fill(t.cancelled, { name }));
    }
  }

  return (
    <Modal
      open={action !== null}
      onClose={close}
      title={action?.kind === 'cancel' ? fill(t.cancelFor, { name }) : t.dialogTitle}
      className="desk-club-dialog"
    >
      <form onSubmit={(e) => void submit(e)} className="desk-club-dialog__form" data-testid="club-dialog">
        {action?.kind === 'activate' ? (
          <>
            <p className="desk-club-dialog__who">
              <strong>{name}</strong>
              {row?.Account ? (
                <>
                  <span className="desk-muted">{row.Account.Email}</span>
                  <span className="desk-muted desk-nowrap">{row.Account.PhoneDisplay}</span>
                </>
              ) : null}
            </p>
            <p>{t.dialogLead}</p>
            <TextField label={t.paidOn} type="date" required value={paidOn} max={today} onValue={setPaidOn} />
          </>
        ) : (
          <p>{fill(t.confirmCancel, { name })}</p>
        )}
        <ErrorLine text={error} />
        <div className="desk-club-dialog__buttons">
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t.close}
          </button>
          <button
            type="submit"
            className={`btn ${action?.kind === 'cancel' ? 'desk-club-danger' : 'btn--primary'}`}
            disabled={busy}
            aria-busy={busy}
          >
            {action?.kind === 'cancel' ? t.cancel : t.confirmActivate}
          </button>
        </div>
      </form>
    </Modal>
  );
}
