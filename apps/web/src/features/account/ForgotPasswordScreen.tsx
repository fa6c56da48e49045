// /forgotPassword (docs/product.md §2, §4): e-mail or phone → a code is requested; then code + new password
// → /login. Any failure: 'Informacije su pogrešno unesene'. A transport error resets the screen
// to its first step after 2 s.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { checkPassword, LOGIN_RETRY_MS } from '@zdravo/contract';
import { accountMessages, accountRuleMessages } from '@zdravo/contract/messages/account';
import { passwordResetErrors } from '@zdravo/contract/messages/errors/account';
import { FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { requestResetCode, resetPassword } from './api.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';
import './account.css';

type Step = 'request' | 'reset';

export default function ForgotPasswordScreen() {
  const t = useT(accountMessages);
  const rules = useT(accountRuleMessages);
  const errorText = useErrorText(passwordResetErrors);
  const navigate = useTransitionNavigate();
  usePageTitle(t.forgotHeading);
  const [step, setStep] = useState<Step>('request');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ target?: string; code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  function transportFailure() {
    setFailure(errorText('RPC_CLIENT_ERROR'));
    reset.current = setTimeout(() => {
      setStep('request');
      setTarget('');
      setCode('');
      setPassword('');
      setFieldError({});
      setFailure(null);
      setBusy(false);
    }, LOGIN_RETRY_MS);
  }

  async function request(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!target.trim()) {
      setFieldError({ target: t.identifierRequired });
      return;
    }
    setFieldError({});
    setBusy(true);
    const answer = await requestResetCode(target);
    if (answer.status === 'ok') {
      setBusy(false);
      setStep('reset');
    } else if (answer.data === 'RPC_CLIENT_ERROR') transportFailure();
    else {
      setBusy(false);
      setFailure(errorText(answer.data));
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const problems = {
      code: code.trim() ? undefined : t.codeRequired,
      password: checkPassword(password) ? rules.passwordRule : undefined,
    };
    setFieldError(problems);
    if (problems.code || problems.password) return;
    setBusy(true);
    const answer = await resetPassword(target, code, password);
    if (answer.status === 'ok') navigate('/login?reset=1');
    else if (answer.data === 'RPC_CLIENT_ERROR') transportFailure();
    else {
      setBusy(false);
      setFailure(errorText(answer.data));
    }
  }

  return (
    <section className="auth container">
      <div className="card card--page auth__card">
        <h1 className="page-title">{t.forgotHeading}</h1>
        {step === 'request' ? (
          <form className="auth-form" onSubmit={request} noValidate>
            <p className="page-lead">{t.forgotLead}</p>
            <TextField
              label={t.emailOrPhone}
              name="username"
              autoComplete="username"
              value={target}
              onValue={setTarget}
              error={fieldError.target}
            />
            <p className="auth-form__hint">{t.sendCodeHint}</p>
            {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
            <BusyButton
              busy={busy}
              label={t.sendCode}
              busyLabel={t.busy}
              className="btn--primary btn--large auth-form__submit"
            />
          </form>
        ) : (
          <form className="auth-form" onSubmit={confirm} noValidate>
            <FormMessage kind="info">{t.codeSent}</FormMessage>
            <TextField
              label={t.code}
              name="one-time-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={12}
              value={code}
              onValue={setCode}
              error={fieldError.code}
            />
            <PasswordField
              label={t.newPassword}
              name="new-password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
              error={fieldError.password}
            />
            {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
            <BusyButton
              busy={busy}
              label={t.setPassword}
              busyLabel={t.busy}
              className="btn--primary btn--large auth-form__submit"
            />
            <button
              type="button"
              className="link-button auth-form__resend"
              onClick={() => {
                setStep('request');
                setFailure(null);
                setCode('');
              }}
            >
              {t.resendCode}
            </button>
          </form>
        )}
        <p className="auth__switch">
          <Link href="/login">{t.backToLogin}</Link>
        </p>
      </div>
    </section>
  );
}
