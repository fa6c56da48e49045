// Logged out, left side: the login form (e-mail, password). The checkout rule of docs/product.md §5 — a filled
// e-mail must look like one — and the checkout wording of a failed login: 'Email ili lozinka su
// netačni.'. Its fields live in the parent, so a sign-up next to it can fill them (docs/product.md §4).
import { useState, type FormEvent } from 'react';
import { checkEmail, checkPassword } from '@zdravo/contract';
import { accountRuleMessages } from '@zdravo/contract/messages/account';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { useT } from '../../lib/i18n.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';
import type { Credentials } from './checkout-login.ts';

interface CheckoutLoginProps {
  value: Credentials;
  onChange: (next: Credentials) => void;
  /** Set while the sign-up next door logs in with these credentials. */
  busy: boolean;
  failure: string | null;
  onLogin: (credentials: Credentials) => Promise<void>;
}

export function CheckoutLogin({ value, onChange, busy, failure, onLogin }: CheckoutLoginProps) {
  const t = useT(checkoutTexts);
  const rules = useT(accountRuleMessages);
  const [tried, setTried] = useState(false);
  const emailRule = tried ? checkEmail(value.email) : null;
  const passwordRule = tried ? checkPassword(value.password) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    if (checkEmail(value.email) || checkPassword(value.password)) return;
    void onLogin(value);
  }

  return (
    <form className="card checkout-form" onSubmit={submit} noValidate data-testid="checkout-login">
      <h2 className="checkout-form__title">{t.loginHeading}</h2>
      <p className="checkout-form__lead">{t.loginLead}</p>
      <TextField
        label={t.email}
        name="username"
        type="email"
        autoComplete="username"
        value={value.email}
        onValue={(email) => onChange({ ...value, email })}
        error={emailRule ? rules[emailRule] : null}
      />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="current-password"
        value={value.password}
        onValue={(password) => onChange({ ...value, password })}
        error={passwordRule ? rules[passwordRule] : null}
      />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <BusyButton busy={busy} label={t.login} busyLabel={t.loggingIn} />
    </form>
  );
}
