// /checkout (docs/product.md §2): left, the order form when logged in, else log in or create a profile; right,
// the cart with the server's prices. An empty cart gets a friendly way back instead of a form.
// While the login state is unknown (the server unreachable: docs/product.md §4 retries every 2 s), a spinner,
// then a note that the connection is lost and we keep trying.
import { Suspense, useLayoutEffect, useState } from 'react';
import { checkoutLoginErrors, checkoutPricesErrors } from '@zdravo/contract/messages/errors/checkout';
import { useErrorText } from '../../lib/error-text.ts';
import { checkoutTexts } from '@zdravo/contract/messages/orders';
import { FormMessage } from '../../components/ui/form/index.ts';
import { ServerWait } from '../../components/ui/ServerWait.tsx';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { callPromiseLine } from '@zdravo/contract/messages/call-promise';
import { addressOnCallText, deliveryAfterCallText } from '@zdravo/contract/messages/shop-hours';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { useLoginState } from '../account/index.ts';
import { clearCart, useCart, useCartLines, useCartQuote } from '../cart/index.ts';
import { checkoutLogin, type Credentials } from './checkout-login.ts';
import { EmptyCart } from './EmptyCart.tsx';
import { rememberPlaced } from './place-order.ts';
import { lazyPart, usePreloadParts } from '../../lib/lazy-part.ts';
import { PageLoading } from '../../components/ui/PageLoading.tsx';
import './checkout.css';
import { trackLater } from '../../lib/track-later.ts';

// The forms — the order's details, or login and a new profile — and the order's summary come after
// the screen's first paint, which waits for the login check and the cart's prices anyway: fetched at
// once, they are in by then (decision 040).
const DetailsForm = lazyPart(
  () => import('./DetailsForm.tsx'),
  (m) => m.DetailsForm,
);
const CheckoutLogin = lazyPart(
  () => import('./CheckoutLogin.tsx'),
  (m) => m.CheckoutLogin,
);
const CheckoutSignUp = lazyPart(
  () => import('./CheckoutSignUp.tsx'),
  (m) => m.CheckoutSignUp,
);
const OrderSummary = lazyPart(
  () => import('./OrderSummary.tsx'),
  (m) => m.OrderSummary,
);

function Waiting({ label }: { label: string }) {
  return (
    <div className="checkout-waiting" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export default function CheckoutScreen() {
  const t = useT(checkoutTexts);
  const loginErrorText = useErrorText(checkoutLoginErrors);
  const pricesError = useErrorText(checkoutPricesErrors);
  usePageTitle(t.heading);
  const { country } = useCountry();
  // The call promise is worked out for the moment the page opened (a shopper ordering late hears when the team opens).
  const [now] = useState(() => Date.now());
  const navigate = useTransitionNavigate();
  const { isLoggedIn, userData } = useLoginState();
  const items = useCart();
  const { status, code, lines, retry } = useCartLines();
  const priced = useCartQuote(lines);
  // The summary's "Za plaćanje", repeated right above the order button: the server's total, once current.
  const toPay = status !== 'error' && lines.length > 0 && priced.quote && !priced.stale ? priced.quote.Total : null;
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [loginBusy, setLoginBusy] = useState(false);
  const [loginFailure, setLoginFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  // Measured once the server has priced the cart: the value is what the shopper sees (club discount taken).
  const quoted = priced.quote && !priced.stale ? priced.quote : null;
  useTrackOnce(lines.length > 0 && quoted ? 'checkout' : null, () => {
    if (quoted) trackLater((a) => a.trackBeginCheckout(lines, quoted));
  });
  // Set by a successful log-in here (or the one after a sign-up): the order form that replaces the
  // two forms is then brought into view — the page keeps the scroll of the much taller sign-up.
  const [revealDetails, setRevealDetails] = useState(false);
  usePreloadParts(DetailsForm, CheckoutLogin, CheckoutSignUp, OrderSummary);

  async function login(c: Credentials) {
    setLoginBusy(true);
    setLoginFailure(null);
    const failure = await checkoutLogin(c, loginErrorText);
    setLoginBusy(false);
    setLoginFailure(failure);
    if (failure === null) setRevealDetails(true);
  }

  /** docs/product.md §4: a sign-up fills the login form and logs in; the login state then shows the order form. */
  async function signedUp(c: Credentials) {
    setCredentials(c);
    await login(c);
  }

  // Back from the thank-you page lands here with the cart now empty, and the browser restores the
  // long checkout's deep scroll position (a Back does not run the page transition's scroll to the
  // top): the short empty-cart state starts at the top instead of showing mostly the footer. The
  // browser restores right after the popstate this render runs in, so once more on the next frame.
  const empty = items.length === 0 && !placed;
  useLayoutEffect(() => {
    if (!empty) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const frame = requestAnimationFrame(toTop);
    return () => cancelAnimationFrame(frame);
  }, [empty]);

  function orderPlaced(orderId: number) {
    // Kept on screen while the page fades out, so the shopper never glimpses an "empty cart".
    setPlaced(true);
    rememberPlaced(orderId);
    clearCart();
    navigate(`/checkout/${orderId}`);
  }

  if (placed)
    return (
      <section className="checkout container">
        <Waiting label={t.finishing} />
      </section>
    );

  return (
    <section className="checkout container">
      <header className="checkout__header">
        <h1 className="page-title">{t.heading}</h1>
        {items.length > 0 ? (
          <p className="checkout__lead">
            {t.lead} <span data-testid="call-promise">{callPromiseLine(country, now)}</span>{' '}
            <span data-testid="address-on-call">{addressOnCallText(country)}</span>{' '}
            <span data-testid="delivery-promise">{deliveryAfterCallText(country)}</span>
          </p>
        ) : null}
      </header>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="checkout__grid">
          <div className="checkout__main">
            {isLoggedIn === null ? (
              <ServerWait label={t.checkingLogin} />
            ) : isLoggedIn && userData ? (
              <Suspense fallback={<PageLoading />}>
                <DetailsForm.Part
                  key={userData.Email}
                  user={userData}
                  items={items}
                  onPlaced={orderPlaced}
                  revealOnShow={revealDetails}
                  toPay={toPay}
                />
              </Suspense>
            ) : (
              <Suspense fallback={<PageLoading />}>
                <div className="checkout__auth">
                  <CheckoutLogin.Part
                    value={credentials}
                    onChange={setCredentials}
                    busy={loginBusy}
                    failure={loginFailure}
                    onLogin={login}
                  />
                  <CheckoutSignUp.Part onSignedUp={signedUp} />
                </div>
              </Suspense>
            )}
          </div>
          <div className="checkout__side">
            {status === 'error' || priced.status === 'error' ? (
              <div className="card summary summary--state">
                <FormMessage kind="error">{pricesError((status === 'error' ? code : priced.code) ?? '')}</FormMessage>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={status === 'error' ? retry : priced.retry}
                >
                  {t.retry}
                </button>
              </div>
            ) : lines.length === 0 || !priced.quote ? (
              <div className="card summary summary--state">
                <Waiting label={t.loadingCart} />
              </div>
            ) : (
              <Suspense
                fallback={
                  <div className="card summary summary--state">
                    <Waiting label={t.loadingCart} />
                  </div>
                }
              >
                <OrderSummary.Part lines={lines} quote={priced.quote} stale={priced.stale} />
              </Suspense>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
