// Logged out, left side: create a profile (e-mail, password, phone, first name, last name) with the
// checkout's sign-up messages of docs/product.md §8. Success hands the credentials to the login form, which
// logs in, and the page switches to the logged-in form (docs/product.md §4).
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { checkoutSignUpErrors } from '@zdravo/contract/messages/errors/checkout';
import { FormMessage } from '../../components/ui/form/index.ts';
import { useT } from '../../lib/i18n.ts';
import { SignUpFields, useSignUpForm } from '../account/index.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';
import type { Credentials } from './checkout-login.ts';

export function CheckoutSignUp({ onSignedUp }: { onSignedUp: (credentials: Credentials) => Promise<void> }) {
  const t = useT(checkoutTexts);
  const form = useSignUpForm({
    onSignedUp,
    errors: checkoutSignUpErrors,
  });
  const { busy, failure, submit } = form;

  return (
    <form className="card checkout-form" onSubmit={submit} noValidate data-testid="checkout-signup">
      <h2 className="checkout-form__title">{t.signupHeading}</h2>
      <SignUpFields form={form} pairClassName="checkout-form__pair" />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <BusyButton busy={busy} label={t.signup} busyLabel={t.signingUp} className="btn--ghost btn--large" />
    </form>
  );
}
