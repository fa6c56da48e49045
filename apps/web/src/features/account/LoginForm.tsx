// Login mode: e-mail or phone, password. Rules of docs/product.md §5 on submit (then live); a busy spinner;
// on ok → '/'; on failure 'Pogrešan email ili lozinka'; on a transport error the session state is
// cleared and the login retried after 2 s (docs/product.md §4).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { checkPassword, checkUsername, LOGIN_RETRY_MS } from '@zdravo/contract';
import { accountMessages, accountRuleMessages } from '@zdravo/contract/messages/account';
import { accountLoginErrors } from '@zdravo/contract/messages/errors/account';
import { FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { nextPath } from '../../lib/next-path.ts';
import { loginShop } from './api.ts';
import { setLoggedOut } from '../../lib/login-state.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';

export function LoginForm({ onActivity }: { onActivity: () => void }) {
  const t = useT(accountMessages);
  const rules = useT(accountRuleMessages);
  const errorText = useErrorText(accountLoginErrors);
  const navigate = useTransitionNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const usernameRule = tried ? checkUsername(username) : null;
  const passwordRule = tried ? checkPassword(password) : null;

  async function attempt(user: string, pass: string) {
    const answer = await loginShop(user, pass);
    if (answer.status === 'ok') {
      navigate(nextPath(window.location.hash.split('?')[1] ?? ''));
      return;
    }
    if (answer.data === 'RPC_CLIENT_ERROR') {
      setLoggedOut();
      setFailure(errorText(answer.data));
      retry.current = setTimeout(() => void attempt(user, pass), LOGIN_RETRY_MS);
      return;
    }
    setBusy(false);
    setFailure(errorText(answer.data));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    onActivity();
    setTried(true);
    setFailure(null);
    if (checkUsername(username) || checkPassword(password)) return;
    setBusy(true);
    void attempt(username, password);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={t.username}
        name="username"
        autoComplete="username"
        inputMode="email"
        value={username}
        onValue={setUsername}
        error={usernameRule ? rules[usernameRule] : null}
      />
      <PasswordField
        label={t.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        error={passwordRule ? rules[passwordRule] : null}
      />
      <Link href="/forgotPassword" className="auth-form__forgot">
        {t.forgotLink}
      </Link>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <BusyButton
        busy={busy}
        label={t.submitLogin}
        busyLabel={t.busy}
        className="btn--primary btn--large auth-form__submit"
      />
    </form>
  );
}
