// Account settings (docs/product.md §2, §5): names, e-mail and phone saved with only the non-empty fields;
// old + new password ('Popunite sva potrebna polja' when one is missing; the server decides the
// rest); the data rights (download, delete); and logout.
import { useState, type FormEvent } from 'react';
import { checkEmail, checkPhone, isPhoneEmpty, type AccountRuleKey } from '@zdravo/contract';
import type { UserInfo } from '@zdravo/contract';
import type { ParamsOf } from '@zdravo/contract/api';
import { accountErrorMessages, accountMessages, accountRuleMessages } from '@zdravo/contract/messages/account';
import { accountPasswordErrors, accountSaveErrors } from '@zdravo/contract/messages/errors/account';
import { FieldFrame, FormMessage, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { changePassword, editProfile, logout } from './api.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';
import { DataRights } from './DataRights.tsx';
import './data-rights.css';

type Result = { kind: 'success' | 'error'; text: string } | null;

function ProfileForm({ user }: { user: UserInfo }) {
  const t = useT(accountMessages);
  const rules = useT(accountRuleMessages);
  const errors = useT(accountErrorMessages);
  const errorText = useErrorText(accountSaveErrors);
  const [firstName, setFirstName] = useState(user.FirstName);
  const [lastName, setLastName] = useState(user.LastName);
  const [email, setEmail] = useState(user.Email);
  const [phone, setPhone] = useState(user.PhoneNumber);
  const [currentPassword, setCurrentPassword] = useState('');
  const [rule, setRule] = useState<{ email?: AccountRuleKey; phone?: AccountRuleKey }>({});
  // The ways to log in change only with the password (the server insists too).
  const digits = (v: string) => v.replace(/\D/g, '');
  const contactChanged =
    (email.trim() !== '' && email.trim().toLowerCase() !== user.Email.toLowerCase()) ||
    (!isPhoneEmpty(phone) && digits(phone) !== digits(user.PhoneNumber));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setResult(null);
    const emailRule = email.trim() ? checkEmail(email) : null;
    const phoneRule = isPhoneEmpty(phone) ? null : checkPhone(phone);
    setRule({ email: emailRule ?? undefined, phone: phoneRule ?? undefined });
    if (emailRule || phoneRule) return;
    if (contactChanged && !currentPassword) {
      setResult({ kind: 'error', text: errorText('CURRENT_PASSWORD_REQUIRED') });
      return;
    }
    // docs/product.md §5: only the non-empty fields are sent.
    const fields: ParamsOf<'shopUsers.f.edit'> = {};
    if (firstName.trim()) fields.FirstName = firstName.trim();
    if (lastName.trim()) fields.LastName = lastName.trim();
    if (email.trim()) fields.Username = fields.Email = email.trim();
    if (!isPhoneEmpty(phone)) fields.PhoneNumber = phone;
    if (contactChanged) fields.CurrentPassword = currentPassword;
    setBusy(true);
    const answer = await editProfile(fields);
    setBusy(false);
    if (answer.status === 'ok') {
      setCurrentPassword('');
      setResult({ kind: 'success', text: errors.saveOk });
    } else setResult({ kind: 'error', text: errorText(answer.data) });
  }

  return (
    <form className="settings__form" onSubmit={save} noValidate aria-labelledby="settings-personal">
      <h2 className="settings__heading" id="settings-personal">
        {t.personalHeading}
      </h2>
      <div className="auth-form__pair">
        <TextField
          label={t.firstName}
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onValue={setFirstName}
        />
        <TextField
          label={t.lastName}
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onValue={setLastName}
        />
      </div>
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={rule.email ? rules[rule.email] : null}
      />
      <FieldFrame label={t.phone}>
        {({ inputId }) => (
          <PhoneInput
            value={phone}
            onChange={(value) => setPhone(value)}
            isValid={() => (rule.phone ? rules[rule.phone] : true)}
            inputProps={{ id: inputId, name: 'phone', autoComplete: 'tel' }}
          />
        )}
      </FieldFrame>
      {contactChanged ? (
        <div className="settings__confirm">
          <p className="settings__hint">{t.currentPasswordHint}</p>
          <PasswordField
            label={t.currentPassword}
            name="current-password"
            autoComplete="current-password"
            value={currentPassword}
            onValue={setCurrentPassword}
          />
        </div>
      ) : null}
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <BusyButton busy={busy} label={t.save} busyLabel={t.busy} className="btn--primary btn--large auth-form__submit" />
    </form>
  );
}

function PasswordForm() {
  const t = useT(accountMessages);
  const rules = useT(accountRuleMessages);
  const errors = useT(accountErrorMessages);
  const errorText = useErrorText(accountPasswordErrors);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function change(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!oldPassword || !newPassword) {
      setResult({ kind: 'error', text: rules.fillAllFields });
      return;
    }
    setResult(null);
    setBusy(true);
    const answer = await changePassword(oldPassword, newPassword);
    setBusy(false);
    if (answer.status === 'ok') {
      setOld('');
      setNew('');
      setResult({ kind: 'success', text: errors.passwordChanged });
    } else {
      setResult({ kind: 'error', text: errorText(answer.data) });
    }
  }

  return (
    <form className="settings__form" onSubmit={change} noValidate aria-labelledby="settings-password">
      <h2 className="settings__heading" id="settings-password">
        {t.passwordHeading}
      </h2>
      <PasswordField
        label={t.oldPassword}
        name="current-password"
        autoComplete="current-password"
        value={oldPassword}
        onValue={setOld}
      />
      <PasswordField
        label={t.newPassword}
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        onValue={setNew}
      />
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      <BusyButton
        busy={busy}
        label={t.changePassword}
        busyLabel={t.busy}
        className="btn--primary btn--large auth-form__submit"
      />
    </form>
  );
}

export function SettingsTab({ user }: { user: UserInfo }) {
  const t = useT(accountMessages);
  const navigate = useTransitionNavigate();
  return (
    <div className="settings">
      <ProfileForm user={user} />
      <PasswordForm />
      <DataRights />
      <p className="settings__logout">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            void logout().then(() => navigate('/'));
          }}
        >
          {t.logout}
        </button>
      </p>
    </div>
  );
}
