// Register mode: e-mail, password, phone (ba/rs/me/hr), optional names. On ok the success modal
// shows and the shopper is logged in with the same credentials (spec §4).
import { useState, type FormEvent } from 'react';
import { checkEmail, checkPassword, checkPhone, type AccountRuleKey } from '@zdravo/contract';
import { accountErrorMessages, accountMessages, accountRuleMessages } from '@zdravo/contract/messages/account';
import { FieldFrame, FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useT } from '../../lib/i18n.ts';
import { loginShop, signUp } from './api.ts';
import { fieldRules, signUpProblem } from './errors.ts';
import { RegisteredModal } from './RegisteredModal.tsx';
import { SubmitButton } from './SubmitButton.tsx';

type Fields = 'email' | 'password' | 'phone';

export function RegisterForm({ onActivity }: { onActivity: () => void }) {
  const t = useT(accountMessages);
  const rules = useT(accountRuleMessages);
  const errors = useT(accountErrorMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [tried, setTried] = useState(false);
  const [serverRules, setServerRules] = useState<Partial<Record<Fields, AccountRuleKey>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const local: Record<Fields, AccountRuleKey | null> = {
    email: checkEmail(email),
    password: checkPassword(password),
    phone: checkPhone(phone),
  };
  const ruleOf = (f: Fields) => (tried ? (local[f] ?? serverRules[f] ?? null) : null);
  const message = (f: Fields) => {
    const key = ruleOf(f);
    return key ? rules[key] : null;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    onActivity();
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
      setDone(true);
      await loginShop(email, password); // spec §4: logged in automatically with the same credentials
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
      problem === 'emailExists' ? errors.signUpEmailExists
      : problem === 'phoneExists' ? errors.signUpPhoneExists
      : problem === 'rateLimited' ? errors.rateLimited
      : problem === 'transport' ? errors.networkError
      : errors.signUpFailed,
    );
  }

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
