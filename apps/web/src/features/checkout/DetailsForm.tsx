// Logged in (docs/product.md §2 Checkout): first name*, last name*, phone* (ba/rs/me/hr) prefilled from the
// profile, the note on * fields, the pre-contract facts, and the order button that says the order
// carries an obligation to pay (messages/pre-contract.ts). On submit: the order rules of §5, the
// missing profile fields saved by a fire-and-forget shopUsers.f.edit (docs/product.md §4), then the order.
// Success hands the order id to the screen; failure shows the spec's message and keeps the cart.
// A refused order brings the first invalid field into view and focuses it; so does the form itself
// (its first empty field) when it replaces the login and sign-up forms.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isPhoneEmpty, textFor } from '@zdravo/contract';
import type { UserInfo } from '@zdravo/contract';
import { accountRuleMessages } from '@zdravo/contract/messages/account';
import { checkoutTexts, orderValidationMessages } from '@zdravo/contract/messages/orders';
import { orderErrors } from '@zdravo/contract/messages/errors/checkout';
import { orderButtonText } from '@zdravo/contract/messages/pre-contract';
import { FieldFrame, FormMessage, TextField } from '../../components/ui/form/index.ts';
import { PhoneInput } from '../../components/ui/phone-input/index.ts';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { checkLogin, editProfile } from '../account/index.ts';
import { countUnits, type CartItem } from '../cart/index.ts';
import { attemptFor, placeOrder, type Attempt } from './place-order.ts';
import { checkOrder, hasProblems, type OrderProblem, type OrderProblems } from './validate.ts';
import { BusyButton } from '../../components/ui/BusyButton.tsx';
import { PreContractFacts } from './PreContractFacts.tsx';
import { reveal } from './reveal.ts';

interface DetailsFormProps {
  user: UserInfo;
  /** The cart as stored: the order is made of these IDs and quantities. */
  items: readonly CartItem[];
  /** Called with the new order's id; the screen clears the cart and moves on. */
  onPlaced: (orderId: number) => void;
  /** True once the form has replaced the login and sign-up forms: it is brought into view. */
  revealOnShow?: boolean;
  /** What the shopper pays in all, delivery included (main units); null while prices load. */
  toPay: number | null;
}

export function DetailsForm({ user, items, onPlaced, revealOnShow = false, toPay }: DetailsFormProps) {
  const t = useT(checkoutTexts);
  const orderError = useErrorText(orderErrors);
  const orderRules = useT(orderValidationMessages);
  const accountRules = useT(accountRuleMessages);
  const { country } = useCountry();
  const [firstName, setFirstName] = useState(user.FirstName ?? '');
  const [lastName, setLastName] = useState(user.LastName ?? '');
  const [phone, setPhone] = useState(user.PhoneNumber ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's own phone verdict (it normalises numbers the way accounts do).
  const [phoneRefused, setPhoneRefused] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Bumped when an order is refused by the rules: after that render, the first invalid field is shown.
  const [refusals, setRefusals] = useState(0);

  const itemCount = countUnits(items);
  const problems: OrderProblems = tried ? checkOrder({ firstName, lastName, phone }, itemCount) : {};
  if (!problems.phone && phoneRefused === phone) problems.phone = 'phoneFormat';
  const say = (p: OrderProblem | undefined): string | null =>
    p === undefined ? null : p === 'phoneFormat' ? accountRules.phoneFormat : orderRules[p];

  /** docs/product.md §4: only what the profile lacks, sent without waiting for (or showing) the answer. */
  function completeProfile() {
    const missing = {
      ...(!user.FirstName?.trim() ? { FirstName: firstName.trim() } : {}),
      ...(!user.LastName?.trim() ? { LastName: lastName.trim() } : {}),
      ...(!user.PhoneNumber?.trim() ? { PhoneNumber: phone } : {}),
    };
    if (Object.keys(missing).length > 0) void editProfile(missing);
  }

  // Shown in place of the login and sign-up forms: its top in view, the focus on its first empty field.
  useEffect(() => {
    if (!revealOnShow || !form.current) return;
    const empty = !firstName.trim()
      ? 'given-name'
      : !lastName.trim()
        ? 'family-name'
        : isPhoneEmpty(phone)
          ? 'tel'
          : null;
    reveal(
      form.current,
      (empty && form.current.querySelector<HTMLInputElement>(`input[name="${empty}"]`)) || heading.current,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when shown: not again on every keystroke
  }, [revealOnShow]);

  useEffect(() => {
    const field = refusals > 0 ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (field) reveal(field.closest<HTMLElement>('.field') ?? field, field);
  }, [refusals]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return; // a double click while the first submit runs does nothing
    setTried(true);
    setFailure(null);
    if (hasProblems(checkOrder({ firstName, lastName, phone }, itemCount))) {
      setRefusals((n) => n + 1);
      return;
    }
    completeProfile();
    const input = {
      // The server reads only ID and Quantity and prices the order itself (docs/product.md §10).
      Articles: items.map((l) => ({ ID: l.ID, Quantity: l.quantity })),
      FirstName: firstName.trim(),
      LastName: lastName.trim(),
      PhoneNumber: phone,
    };
    attempt.current = attemptFor(attempt.current, input);
    setBusy(true);
    const answer = await placeOrder(input, attempt.current);
    if (answer.status === 'ok') {
      onPlaced(answer.data);
      return;
    }
    setBusy(false);
    if (answer.data === 'UNAUTHORIZED') {
      // The session ended meanwhile (logged out in another tab): the login form takes over.
      void checkLogin();
      return;
    }
    const details =
      answer.status === 'error' && Array.isArray(answer.details) ? (answer.details as Array<{ path?: unknown[] }>) : [];
    if (details.some((d) => d.path?.[0] === 'PhoneNumber')) {
      setPhoneRefused(phone);
      setRefusals((n) => n + 1);
    } else setFailure(orderError(answer.data));
  }

  return (
    <form ref={form} className="card checkout-form" onSubmit={submit} noValidate data-testid="checkout-details">
      <h2 ref={heading} className="checkout-form__title" tabIndex={-1}>
        {t.detailsHeading}
      </h2>
      {user.Email ? <p className="checkout-form__who">{fill(t.loggedInAs, { email: user.Email })}</p> : null}
      <div className="checkout-form__pair">
        <TextField
          label={`${t.firstName}*`}
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onValue={setFirstName}
          error={say(problems.firstName)}
        />
        <TextField
          label={`${t.lastName}*`}
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onValue={setLastName}
          error={say(problems.lastName)}
        />
      </div>
      <FieldFrame label={`${t.phone}*`} error={say(problems.phone)}>
        {({ inputId, errorId }) => (
          <PhoneInput
            value={phone}
            onChange={(value) => setPhone(value)}
            isValid={() => (problems.phone ? false : true)}
            inputProps={{ id: inputId, name: 'tel', autoComplete: 'tel', 'aria-describedby': errorId }}
          />
        )}
      </FieldFrame>
      <p className="checkout-form__note">{t.requiredNote}</p>
      {problems.cart ? <FormMessage kind="error">{orderRules.noArticles}</FormMessage> : null}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <PreContractFacts toPay={toPay} />
      <BusyButton
        busy={busy}
        label={textFor(orderButtonText, country)}
        busyLabel={t.finishing}
        className="btn--accent btn--large checkout-form__finish"
      />
    </form>
  );
}
