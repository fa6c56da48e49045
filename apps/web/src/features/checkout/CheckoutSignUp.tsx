// Logged out, left side: create a profile (e-mail, password, phone, first name, last name) with the
// checkout's sign-up messages of spec §8. Success hands the credentials to the login form, which
// logs in, and the page switches to the logged-in form (spec §4).
import { useState, type FormEvent } from 'react';
import { checkEmail, checkPassword, checkPhone, type AccountRuleKey } from '@zdravo/contract';
import { accountRuleMessages } from '@zdravo/contract/messages/account';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { FieldFrame, FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useT } from '../../lib/i18n.ts';
import { fieldRules, signUp, signUpProblem } from '../account/index.ts';
import { BusyButton } from './BusyButton.tsx';
import type { Credentials } from './CheckoutLogin.tsx';

type Fields = 'email' | 'password' | 'phone';

export function CheckoutSignUp({ onSignedUp }: { onSignedUp: (credentials: Credentials) => Promise<void> }) {
  const t = useT(checkoutTexts);
  const rules = useT(accountRuleMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [tried, setTried] = useState(false);
  const [serverRules, setServerRules] = useState<Partial<Record<Fields, AccountRuleKey>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const local: Record<Fields, AccountRuleKey | null> = { email: checkEmail(email), password: checkPassword(password), phone: checkPhone(phone) };
  const message = (f: Fields) => {
    const key = tried ? (local[f] ?? serverRules[f] ?? null) : null;
    return key ? rules[key] : null;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    setFailure(null);
    setServerRules({});
    if (local.email || local.password || local.phone) return;
    setBusy(true);
    const answer = await signUp({
      Username: email.trim(),
      Email: email.trim(),
      Password: password,
      PhoneNumber: phone,
      ...(firstName.trim() ? { FirstName: firstName.trim() } : {}),
      ...(lastName.trim() ? { LastName: lastName.trim() } : {}),
    });
    if (answer.status === 'ok') {
      await onSignedUp({ email: email.trim(), password });
      setBusy(false);
      return;
    }
    setBusy(false);
    const problem = signUpProblem(answer);
    if (problem === 'invalid') {
      const byField = fieldRules(answer);
      setServerRules({ email: byField.Username ?? byField.Email, phone: byField.PhoneNumber });
    }
    setFailure(
      problem === 'emailExists' ? t.signupEmailExists
      : problem === 'phoneExists' ? t.signupPhoneExists
      : problem === 'passwordShort' ? t.signupPasswordShort
      : problem === 'invalid' ? null
      : t.signupFailed,
    );
  }

  return (
    <form className="checkout-form" onSubmit={submit} noValidate data-testid="checkout-signup">
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
