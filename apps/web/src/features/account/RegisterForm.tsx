// Register mode: e-mail, password, phone (ba/rs/me/hr), optional names. On ok the success modal
// shows and the shopper is logged in with the same credentials (spec §4).
import { useState } from 'react';
import { accountMessages } from '@zdravo/contract/messages/account';
import { accountSignUpErrors } from '@zdravo/contract/messages/errors';
import { FieldFrame, FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useT } from '../../lib/i18n.ts';
import { loginShop } from './api.ts';
import { RegisteredModal } from './RegisteredModal.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useSignUpForm } from './useSignUpForm.ts';

export function RegisterForm({ onActivity }: { onActivity: () => void }) {
  const t = useT(accountMessages);
  const [done, setDone] = useState(false);
  const { email, setEmail, password, setPassword, phone, setPhone, firstName, setFirstName, lastName, setLastName, busy, failure, message, submit } =
    useSignUpForm({
      onSubmit: onActivity,
      onSignedUp: async (credentials) => {
        setDone(true);
        await loginShop(credentials.email, credentials.password); // spec §4: logged in automatically with the same credentials
      },
      errors: accountSignUpErrors,
    });

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label={t.email} name="email" type="email" autoComplete="email" value={email} onValue={setEmail} error={message('email')} />
      <PasswordField
        label={t.password}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={message('password')}
        showLabel={t.showPassword}
        hideLabel={t.hidePassword}
      />
      <FieldFrame label={t.phone}>
        {({ inputId }) => (
          <PhoneInput
            value={phone}
            onChange={(value) => setPhone(value)}
            isValid={() => message('phone') ?? true}
            inputProps={{ id: inputId, name: 'phone', autoComplete: 'tel' }}
          />
        )}
      </FieldFrame>
      <div className="auth-form__pair">
        <TextField label={t.firstName} hint={t.optional} name="given-name" autoComplete="given-name" value={firstName} onValue={setFirstName} />
        <TextField label={t.lastName} hint={t.optional} name="family-name" autoComplete="family-name" value={lastName} onValue={setLastName} />
      </div>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <SubmitButton busy={busy} label={t.submitRegister} busyLabel={t.busy} />
      <RegisteredModal open={done} />
    </form>
  );
}
