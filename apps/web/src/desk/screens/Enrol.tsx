// Enrolment from an invitation link: the key as a QR code and as text, the person's name, a new
// password and a first code; then the ten recovery codes, shown once.
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { EnrolmentDone, EnrolmentStart } from '@zdravo/contract/desk';
import { deskEnrolMessages, deskRoleLabels, deskShellMessages } from '@zdravo/contract/messages/desk';
import { PasswordField, TextField } from '../../components/ui/form/index.ts';
import { Loading } from '../../components/ui/LoadState.tsx';
import { deskRpc } from '../rpc.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { setDeskUser, showWordingOf } from '../session.ts';
import { useDeskErrorText, useT } from '../texts.ts';

/** The server refused the name (its rule: docs/desk.md "Accounts and signing in"). */
const nameRefused = (answer: { data: unknown; details?: unknown }): boolean =>
  answer.data === 'VALIDATION_ERROR' &&
  Array.isArray(answer.details) &&
  answer.details.some((issue: { path?: unknown[] }) => issue.path?.[0] === 'name');

/** "JBSW Y3DP EHPK 3PXP": groups of four are easier to type into an app. */
const grouped = (key: string): string => key.replace(/(.{4})(?=.)/g, '$1 ');

export default function Enrol({ token }: { token: string }) {
  const t = useT(deskEnrolMessages);
  const shell = useT(deskShellMessages);
  const roles = useT(deskRoleLabels);
  const errorText = useDeskErrorText();
  const [, navigate] = useLocation();
  const [start, setStart] = useState<EnrolmentStart | string | null>(null);
  const [done, setDone] = useState<EnrolmentDone | null>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void deskRpc.call('desk.enrol.start', { token }).then((answer) => {
      if (!live) return;
      if (answer.status !== 'ok') return setStart(errorText(answer.data));
      showWordingOf(answer.data.Country);
      setName(answer.data.Name);
      setStart(answer.data);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per invitation: errorText is a fresh function per render and would start the enrolment again
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await deskRpc.call('desk.enrol.finish', { token, name, password, code });
    setBusy(false);
    if (answer.status !== 'ok') {
      setCode('');
      return setError(nameRefused(answer) ? t.nameRule : errorText(answer.data));
    }
    setDone(answer.data);
  }

  if (start === null) return <Loading label={shell.loading} />;
  if (typeof start === 'string') {
    return (
      <main className="desk-entry">
        <div className="desk-entry__card card">
          <h1 className="desk-entry__title">{t.heading}</h1>
          <p className="desk-error" role="alert">
            {start}
          </p>
        </div>
      </main>
    );
  }
  if (done) {
    return (
      <main className="desk-entry">
        <div className="desk-entry__card card">
          <h1 className="desk-entry__title">{t.codesHeading}</h1>
          <p className="desk-entry__lead">{t.codesLead}</p>
          <ol className="desk-codes" aria-label={t.codesHeading}>
            {done.RecoveryCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn--primary desk-entry__submit"
            onClick={() => {
              setDeskUser(done.Me);
              navigate('/');
            }}
          >
            {t.codesDone}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className="desk-entry">
      <form className="desk-entry__card desk-entry__card--wide card" onSubmit={(e) => void submit(e)} noValidate>
        <h1 className="desk-entry__title">{t.heading}</h1>
        <p className="desk-entry__lead">{t.lead}</p>
        <dl className="desk-facts">
          <dt>{t.account}</dt>
          <dd>{start.Email}</dd>
          <dt>{t.role}</dt>
          <dd>{roles[start.Role]}</dd>
        </dl>
        <h2 className="desk-entry__step">{t.step1}</h2>
        <div className="desk-qr">
          <img
            className="desk-qr__image"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.QrSvg)}`}
            alt={t.qrAlt}
            width={180}
            height={180}
          />
          <div>
            <p className="desk-qr__label">{t.keyLabel}</p>
            <code className="desk-qr__key" data-totp-key={start.Key}>
              {grouped(start.Key)}
            </code>
          </div>
        </div>
        <h2 className="desk-entry__step">{t.step2}</h2>
        <TextField label={t.name} autoComplete="name" required value={name} onValue={setName} />
        <PasswordField label={t.password} autoComplete="new-password" required value={password} onValue={setPassword} />
        <TextField
          label={t.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          value={code}
          onValue={setCode}
        />
        <ErrorLine text={error} />
        <button type="submit" className="btn btn--primary desk-entry__submit" disabled={busy} aria-busy={busy}>
          {t.submit}
        </button>
      </form>
    </main>
  );
}
