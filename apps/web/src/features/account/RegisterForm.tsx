// Register mode: e-mail, password, phone (ba/rs/me/hr), optional names. On ok the success modal
// shows and the shopper is logged in with the same credentials (docs/product.md §4).
import { useState } from 'react';
import { accountMessages } from '@zdravo/contract/messages/account';
import { accountSignUpErrors } from '@zdravo/contract/messages/errors/account';
import { FormMessage } from '../../components/ui/form/index.ts';
import { SignUpFields } from './SignUpFields.tsx';
import { useT } from '../../lib/i18n.ts';
import { loginShop } from './api.ts';
import { RegisteredModal } from './RegisteredModal.tsx';
import { BusyButton } from '../../components/ui/BusyButton.tsx';
import { useSignUpForm } from './useSignUpForm.ts';

export function RegisterForm({ onActivity }: { onActivity: () => void }) {
  const t = useT(accountMessages);
  const [done, setDone] = useState(false);
  const form = useSignUpForm({
    onSubmit: onActivity,
    onSignedUp: async (credentials) => {
      setDone(true);
      await loginShop(credentials.email, credentials.password); // docs/product.md §4: logged in automatically with the same credentials
    },
    errors: accountSignUpErrors,
  });
  const { busy, failure, submit } = form;

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <SignUpFields form={form} pairClassName="auth-form__pair" />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <BusyButton
        busy={busy}
        label={t.submitRegister}
        busyLabel={t.busy}
        className="btn--primary btn--large auth-form__submit"
      />
      <RegisteredModal open={done} />
    </form>
  );
}
