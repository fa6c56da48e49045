// Sign-in: e-mail and password, then the code from the authenticator app — or, without the phone,
// a one-time recovery code. A wrong step says why in the person's words and keeps what was typed.
import { useState, type FormEvent } from 'react';
import { deskSignInMessages } from '@zdravo/contract/messages/desk';
import { PasswordField, TextField } from '../../components/ui/form/index.ts';
import { deskRpc } from '../rpc.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { setDeskUser } from '../session.ts';
import { useDeskErrorText, useT } from '../texts.ts';

type Step = 'password' | 'code' | 'recovery';

export default function SignIn() {
  const t = useT(deskSignInMessages);
  const errorText = useDeskErrorText();
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    if (step === 'password') {
      const answer = await deskRpc.call('desk.auth.signIn', { email, password });
      setBusy(false);
      if (answer.status !== 'ok') return setError(errorText(answer.data));
      setPassword('');
      return setStep('code');
    }
    const answer =
      step === 'code'
        ? await deskRpc.call('desk.auth.verifyCode', { code })
        : await deskRpc.call('desk.auth.recoveryCode', { code });
    setBusy(false);
    setCode('');
    if (answer.status === 'ok') return setDeskUser(answer.data);
    // The five minutes between password and code ran out: back to the start.
    if (answer.data === 'STAFF_LOGIN_REQUIRED') setStep('password');
    setError(errorText(answer.data));
  }

  const switchTo = (next: Step) => {
    setStep(next);
    setCode('');
    setError(null);
  };

  return (
    <main className="desk-entry">
      <form className="desk-entry__card card" onSubmit={(e) => void submit(e)} noValidate>
        <h1 className="desk-entry__title">{step === 'password' ? t.heading : t.codeHeading}</h1>
        <p className="desk-entry__lead">{step === 'password' ? t.lead : step === 'code' ? t.codeLead : ''}</p>
        {step === 'password' ? (
          <>
            <TextField
              label={t.email}
              type="email"
              autoComplete="username"
              required
              value={email}
              onValue={setEmail}
              autoFocus
            />
            <PasswordField
              label={t.password}
              autoComplete="current-password"
              required
              value={password}
              onValue={setPassword}
            />
          </>
        ) : step === 'code' ? (
          <TextField
            label={t.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            value={code}
            onValue={setCode}
            autoFocus
          />
        ) : (
          <TextField
            label={t.recoveryCode}
            autoComplete="off"
            spellCheck={false}
            required
            value={code}
            onValue={setCode}
            autoFocus
          />
        )}
        <ErrorLine text={error} />
        <button type="submit" className="btn btn--primary desk-entry__submit" disabled={busy} aria-busy={busy}>
          {step === 'password' ? t.submit : t.verify}
        </button>
        {step === 'code' ? (
          <button type="button" className="link-button" onClick={() => switchTo('recovery')}>
            {t.useRecovery}
          </button>
        ) : step === 'recovery' ? (
          <button type="button" className="link-button" onClick={() => switchTo('code')}>
            {t.useApp}
          </button>
        ) : null}
        {step !== 'password' ? (
          <button type="button" className="link-button" onClick={() => switchTo('password')}>
            {t.startOver}
          </button>
        ) : null}
      </form>
    </main>
  );
}
