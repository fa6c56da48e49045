// The state and submit of a sign-up form (docs/product.md §4, §5), shared by the account area's register mode
// and the checkout's "create a profile": the fields, the rules of docs/product.md §5 checked here and then by
// the server, the busy flag and shopUsers.f.add. Each form names its area of the error table (docs/product.md §8
// words a refusal differently in each) and its own step after a successful sign-up.
import { useState, type FormEvent } from 'react';
import { checkEmail, checkPassword, checkPhone, type AccountRuleKey } from '@zdravo/contract';
import { accountRuleMessages } from '@zdravo/contract/messages/account';
import type { ErrorArea } from '@zdravo/contract/messages/errors/area';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { trackSignUp } from '../../lib/analytics.ts';
import { signUp } from './api.ts';
import { fieldRules } from './errors.ts';

export type SignUpField = 'email' | 'password' | 'phone';

export interface SignUpFormOptions {
  /** Runs first on every submit, before the rules are checked. */
  onSubmit?: () => void;
  /** After the profile was created, while still busy: the e-mail (trimmed) and password it was created with. */
  onSignedUp: (credentials: { email: string; password: string }) => Promise<void>;
  /** The form's area of the error table: its wording of a refused sign-up. */
  errors: ErrorArea;
}

export function useSignUpForm({ onSubmit, onSignedUp, errors }: SignUpFormOptions) {
  const rules = useT(accountRuleMessages);
  const errorText = useErrorText(errors);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [tried, setTried] = useState(false);
  const [serverRules, setServerRules] = useState<Partial<Record<SignUpField, AccountRuleKey>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const local: Record<SignUpField, AccountRuleKey | null> = {
    email: checkEmail(email),
    password: checkPassword(password),
    phone: checkPhone(phone),
  };
  /** The rule message under a field, once the shopper has tried to submit. */
  const message = (f: SignUpField) => {
    const key = tried ? (local[f] ?? serverRules[f] ?? null) : null;
    return key ? rules[key] : null;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    onSubmit?.();
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
      trackSignUp();
      await onSignedUp({ email: email.trim(), password });
      setBusy(false);
      return;
    }
    setBusy(false);
    if (answer.data === 'VALIDATION_ERROR') {
      const byField = fieldRules(answer);
      setServerRules({ email: byField.Username ?? byField.Email, phone: byField.PhoneNumber });
    }
    setFailure(errorText(answer.data) || null);
  }

  return {
    email,
    setEmail,
    password,
    setPassword,
    phone,
    setPhone,
    firstName,
    setFirstName,
    lastName,
    setLastName,
    busy,
    failure,
    message,
    submit,
  };
}
