// Logged out, left side: create a profile (e-mail, password, phone, first name, last name) with the
// checkout's sign-up messages of spec §8. Success hands the credentials to the login form, which
// logs in, and the page switches to the logged-in form (spec §4).
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { checkoutSignUpErrors } from '@zdravo/contract/messages/errors';
import { FieldFrame, FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useSignUpForm } from '../account/index.ts';
import { BusyButton } from './BusyButton.tsx';
import type { Credentials } from './CheckoutLogin.tsx';

export function CheckoutSignUp({ onSignedUp }: { onSignedUp: (credentials: Credentials) => Promise<void> }) {
  const t = useT(checkoutTexts);
  const { email, setEmail, password, setPassword, phone, setPhone, firstName, setFirstName, lastName, setLastName, busy, failure, message, submit } =
    useSignUpForm({
      onSignedUp,
      errors: checkoutSignUpErrors,
    });

  return (
    <form className="card checkout-form" onSubmit={submit} noValidate data-testid="checkout-signup">
      <h2 className="checkout-form__title">{t.signupHeading}</h2>
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
      <FieldFrame label={t.phone} error={message('phone')}>
        {({ inputId, errorId }) => (
          <PhoneInput
            value={phone}
            onChange={(value) => setPhone(value)}
            isValid={() => (message('phone') ? false : true)}
            inputProps={{ id: inputId, name: 'tel', autoComplete: 'tel', 'aria-describedby': errorId }}
          />
        )}
      </FieldFrame>
      <div className="checkout-form__pair">
        <TextField label={t.firstName} hint={t.optional} name="given-name" autoComplete="given-name" value={firstName} onValue={setFirstName} />
        <TextField label={t.lastName} hint={t.optional} name="family-name" autoComplete="family-name" value={lastName} onValue={setLastName} />
      </div>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <BusyButton busy={busy} label={t.signup} busyLabel={t.signingUp} className="btn--ghost" />
    </form>
  );
}
