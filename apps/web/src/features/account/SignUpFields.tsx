// The sign-up fields (docs/product.md §5: e-mail, password, phone; optional names), shared by the account area's
// register form and the checkout's "create a profile": the same labels, rules and autocomplete hints.
import { accountMessages } from '@zdravo/contract/messages/account';
import { FieldFrame, PasswordField, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useT } from '../../lib/i18n.ts';
import type { useSignUpForm } from './useSignUpForm.ts';

type SignUpForm = ReturnType<typeof useSignUpForm>;

/** `pairClassName`: the row of the two optional names, in the surrounding form's layout. */
export function SignUpFields({ form, pairClassName }: { form: SignUpForm; pairClassName: string }) {
  const t = useT(accountMessages);
  const {
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
    message,
  } = form;
  return (
    <>
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={message('email')}
      />
      <PasswordField
        label={t.password}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={message('password')}
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
      <div className={pairClassName}>
        <TextField
          label={t.firstName}
          hint={t.optional}
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onValue={setFirstName}
        />
        <TextField
          label={t.lastName}
          hint={t.optional}
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onValue={setLastName}
        />
      </div>
    </>
  );
}
