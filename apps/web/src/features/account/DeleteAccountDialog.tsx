// 'Obriši račun': the password confirms it (a borrowed session cannot end an account); a wrong one
// is said plainly. Once the server has deleted the account the dialog says goodbye, and closing it
// (button or Esc) logs the page out and goes to the landing.
import { useState, type FormEvent } from 'react';
import { accountDeleteErrors } from '@zdravo/contract/messages/errors/account-rights';
import { dataRightsMessages } from '@zdravo/contract/messages/data-rights';
import { FormMessage, PasswordField } from '../../components/ui/form/index.ts';
import { Modal } from '../../components/ui/modal/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { deleteAccount } from './api.ts';
import { setLoggedOut } from '../../lib/login-state.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';

export function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const t = useT(dataRightsMessages);
  const errorText = useErrorText(accountDeleteErrors);
  const navigate = useTransitionNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const leave = () => {
    setLoggedOut();
    navigate('/');
  };

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!password) {
      setFailure(t.passwordMissing);
      return;
    }
    setBusy(true);
    setFailure(null);
    const answer = await deleteAccount(password);
    setBusy(false);
    if (answer.status === 'ok') setDeleted(true);
    else if (answer.data === 'UNAUTHORIZED')
      leave(); // the session ended meanwhile: nothing left to delete here
    else setFailure(errorText(answer.data));
  }

  if (deleted) {
    return (
      <Modal open onClose={leave} title={t.deletedTitle}>
        <div data-testid="account-deleted">
          <p className="data-rights__dialog-text">{t.deletedText}</p>
          <button type="button" className="btn btn--primary btn--large data-rights__dialog-button" onClick={leave}>
            {t.toHome}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open onClose={onCancel} title={t.confirmTitle}>
      <form className="data-rights__dialog" onSubmit={confirm} noValidate data-testid="delete-account">
        <p className="data-rights__dialog-text">{t.confirmText}</p>
        <PasswordField
          label={t.password}
          name="current-password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <div className="data-rights__dialog-actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t.cancel}
          </button>
          <BusyButton
            busy={busy}
            label={t.confirm}
            busyLabel={t.busy}
            className="data-rights__delete data-rights__delete--solid"
          />
        </div>
      </form>
    </Modal>
  );
}
