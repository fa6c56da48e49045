// Checkout, thank-you, order history and tracking at their edges (QA report): the order form brought
// into view after a sign-up and on a refused order, a lost connection while the login state is
// unknown or a parcel is looked up, a thank-you page for an order that is not ours, the history's
// retry and way forward, and tracking with an empty field.
import type { Page } from '@playwright/test';
import { test, expect, screenshots, screenshot, DESKTOP, PHONE } from './fixtures.ts';
import { person } from './people.ts';
import { callPromiseLine } from '@zdravo/contract/messages/call-promise';
import { rpcCall } from './rpc.ts';

/** What the shopper sees right now (screenshots() takes the whole page at both widths). */
const inView = (page: Page, name: string) => screenshot(page, `${name}-view.png`);

const cartDialog = (page: Page) => page.getByRole('dialog', { name: /Vaša (košarica|korpa)/ });
const signupForm = (page: Page) => page.getByTestId('checkout-signup');
const details = (page: Page) => page.getByTestId('checkout-details');
const finish = (page: Page) =>
  details(page).getByRole('button', { name: /Naruči s obvezom plaćanja|Šaljemo narudžbu/ });

async function toCheckoutWithPureFit(page: Page) {
  await page.goto('/#/offers/pure-fit');
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
  await cartDialog(page).getByRole('button', { name: 'Nastavi na narudžbu' }).click();
  await expect(page).toHaveURL(/#\/checkout$/);
}

/** Creates a profile in the checkout's sign-up form, without the optional names. */
async function signUpAtCheckout(page: Page, p: ReturnType<typeof person>) {
  const form = signupForm(page);
  await form.getByLabel('Email').fill(p.email);
  await form.getByLabel('Lozinka', { exact: true }).fill(p.password);
  const phone = form.getByLabel(/Broj telefona/);
  await phone.fill('');
  await phone.pressSequentially(p.phone);
  await form.getByRole('button', { name: 'Napravi račun' }).click();
}

/** A new profile, logged in in this browser. */
async function loggedInShopper(page: Page) {
  const p = person('rub', '97');
  const phone = p.phone.replace(/ /g, '');
  await rpcCall(page.request, 'shopUsers.f.add', {
    Username: p.email,
    Email: p.email,
    Password: p.password,
    PhoneNumber: phone,
  });
  await rpcCall(page.request, 'auth.loginShop', { username: p.email, password: p.password });
  return { ...p, phone };
}

/** How far below the header's bottom edge (fixed on phones once the page is scrolled) a thing starts. */
const belowHeader = (page: Page, what: ReturnType<Page['locator']>) =>
  what.evaluate(
    (el) => el.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom,
  );

/** As the QA report found the page: the button just below the fixed header, the names above the screen. */
const scrollButtonUnderHeader = (page: Page) =>
  finish(page).evaluate((button) =>
    window.scrollBy({ top: button.getBoundingClientRect().top - 80, behavior: 'instant' }),
  );

for (const [width, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`the order form after "Napravi račun", ${width} px`, () => {
    test.use({ viewport });

    test('comes into view with the focus on its first empty field; a refused order shows and focuses the first invalid field', async ({
      page,
    }) => {
      await toCheckoutWithPureFit(page);
      await signUpAtCheckout(page, person('rub', '97'));

      const heading = details(page).getByRole('heading', { name: 'Podaci za dostavu' });
      const firstName = details(page).getByLabel('Ime*', { exact: true });
      await expect(firstName).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(firstName).toBeInViewport();
      if (viewport === PHONE) {
        // Right below the header once the scroll has settled: not hidden behind the phone's fixed header.
        await expect.poll(() => belowHeader(page, details(page))).toBeGreaterThanOrEqual(0);
        await expect.poll(() => belowHeader(page, details(page))).toBeLessThan(60);
      }
      await inView(page, `edge-checkout-after-signup-${width}`);

      // The shopper scrolls down to the button (the names, optional at sign-up, still empty) and finishes.
      await scrollButtonUnderHeader(page);
      await expect(firstName).not.toBeInViewport();
      await finish(page).click();
      await expect(firstName).toBeFocused();
      await expect(details(page).getByText('Ime ne može biti prazno.', { exact: true })).toBeInViewport();
      await expect(details(page).getByText('Prezime ne može biti prazno.', { exact: true })).toBeInViewport();
      if (viewport === PHONE) {
        await expect.poll(() => belowHeader(page, firstName)).toBeGreaterThanOrEqual(0);
        await expect.poll(() => belowHeader(page, firstName)).toBeLessThan(100);
      }
      await inView(page, `edge-checkout-refused-${width}`);

      // Only the last name missing: that field is the one focused.
      await firstName.fill('Ana');
      await scrollButtonUnderHeader(page);
      await finish(page).click();
      await expect(details(page).getByLabel('Prezime*', { exact: true })).toBeFocused();
      await expect(details(page).getByText('Prezime ne može biti prazno.', { exact: true })).toBeInViewport();
      if (viewport === PHONE) await screenshots(page, 'edge-checkout-refused');
    });
  });
}

test.describe('the server out of reach', () => {
  // The aborted requests are logged by the browser.
  test.use({ allowConsoleErrors: true });
  const connectionNote = 'Veza sa serverom je prekinuta. Pokušavamo ponovo…';

  test('/account and /checkout: after ~3 s of an unknown login state, a note under the spinner; the answer replaces it when the server is back', async ({
    page,
  }) => {
    await page.goto('/#/');
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ ID: 1, quantity: 1 }])));
    await page.route('**/_rpc', (route) => route.abort('internetdisconnected'));

    // Loaded afresh (the cart read from storage, the login state unknown) while the server is out of reach.
    await page.goto('/#/account');
    await page.reload();
    const note = page.getByTestId('connection-note');
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await expect(note).toBeHidden();
    await expect(note).toHaveText(connectionNote, { timeout: 6_000 });
    await screenshots(page, 'edge-account-unreachable');

    await page.goto('/#/checkout');
    await expect(page.getByText('Provjeravamo prijavu…')).toBeVisible();
    await expect(note).toHaveText(connectionNote, { timeout: 6_000 });
    await screenshots(page, 'edge-checkout-unreachable');

    // Back online: the next 2 s retry (docs/product.md §4) answers, logged out here.
    await page.unroute('**/_rpc');
    await expect(page.getByTestId('checkout-login')).toBeVisible({ timeout: 6_000 });
    await expect(note).toHaveCount(0);
  });

  test('/track: no answer is a connection note with a retry, not "Paket nije pronađen"', async ({ page }) => {
    await page.route('**/api/deals/getShippmentStatus', (route) => route.abort('internetdisconnected'));
    await page.goto('/#/track?id=HE5JAPRM');
    await expect(page.getByTestId('track-loading')).toBeVisible();
    const unreachable = page.getByTestId('track-unreachable');
    await expect(unreachable).toContainText(
      'Veza sa serverom je prekinuta, pa status pošiljke trenutno ne možemo provjeriti.',
    );
    await expect(page.getByText('Paket nije pronađen')).toHaveCount(0);
    await screenshots(page, 'edge-track-unreachable');

    // Back online: the retry asks again and shows the service's real answer (this number is unknown).
    await page.unroute('**/api/deals/getShippmentStatus');
    await unreachable.getByRole('button', { name: 'Pokušaj ponovo' }).click();
    await expect(page.getByTestId('track-loading')).toBeVisible();
    await expect(page.getByTestId('track-not-found')).toHaveText('Paket nije pronađen');
  });
});

test.describe('the thank-you page', () => {
  test.use({ viewport: DESKTOP });

  test("thanks only for an order of the shopper's; a bad id, someone else's order or a logged-out visitor get a neutral page", async ({
    page,
  }) => {
    const unknown = page.getByTestId('order-unknown');
    const thanks = page.getByTestId('thank-you');

    // Not an order id at all.
    await page.goto('/#/checkout/abc');
    await expect(unknown.getByRole('heading', { level: 1 })).toHaveText('Narudžbu ne možemo prikazati');
    await expect(unknown).toContainText('Pošiljku možete pratiti i po broju narudžbe iz potvrde.');
    await expect(thanks).toHaveCount(0);
    await expect(page.getByText('#abc')).toHaveCount(0);
    await screenshots(page, 'edge-thank-you-unknown');
    await unknown.getByRole('link', { name: 'Praćenje pošiljke' }).click();
    await expect(page).toHaveURL(/#\/track$/);

    // A real order: its shopper, reloading the page, sees the thanks with the order number.
    const shopper = await loggedInShopper(page);
    const orderId = await rpcCall(page.request, 'shopOrders.add', {
      Articles: [{ ID: 1, Quantity: 1 }],
      FirstName: 'Ana',
      LastName: 'Kovač',
      PhoneNumber: shopper.phone,
    });
    await page.goto(`/#/checkout/${orderId}`);
    await page.reload();
    await expect(thanks).toContainText('Hvala na narudžbi!');
    await expect(thanks).toContainText(callPromiseLine('HR', Date.now()));
    await expect(page.getByTestId('order-number')).toHaveText(/^[2-9A-HJKMNP-Z]{8}$/);

    // Someone else logged in: not theirs to see.
    await loggedInShopper(page);
    await page.reload();
    await expect(unknown).toBeVisible();
    await expect(thanks).toHaveCount(0);

    // Logged out (e.g. after a logout): no untrackable "#id" either.
    await rpcCall(page.request, 'auth.logout');
    await page.reload();
    await expect(unknown).toBeVisible();
    await expect(page.getByText(`#${orderId}`)).toHaveCount(0);
    await unknown.getByRole('link', { name: 'Moj račun' }).click();
    await expect(page).toHaveURL(/#\/account$/);
  });

  test('RS: the neutral page in ekavian', async ({ page }) => {
    await page.goto('/?country=RS#/checkout/0');
    const unknown = page.getByTestId('order-unknown');
    await expect(unknown.getByRole('heading', { level: 1 })).toHaveText('Porudžbinu ne možemo prikazati');
    await expect(unknown).toContainText('na svom nalogu');
    await expect(unknown.getByRole('link', { name: 'Moj nalog' })).toBeVisible();
  });
});

for (const [width, viewport] of [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`back after ordering, ${width} px`, () => {
    test.use({ viewport });

    test('the empty-cart checkout starts at its top, not at the old scroll position', async ({ page }) => {
      await loggedInShopper(page);
      await toCheckoutWithPureFit(page);
      await details(page).getByLabel('Ime*', { exact: true }).fill('Ana');
      await details(page).getByLabel('Prezime*', { exact: true }).fill('Kovač');
      // Ordered from further down the page (as after reading the summary): as far as the page goes.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await finish(page).click();
      await expect(page.getByTestId('order-number')).toHaveText(/^[2-9A-HJKMNP-Z]{8}$/);

      await page.goBack();
      await expect(page).toHaveURL(/#\/checkout$/);
      await expect(page.getByTestId('checkout-empty')).toBeVisible();
      await expect(page.locator('main h1')).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await inView(page, `edge-checkout-back-${width}`);
    });
  });
}

test.describe('order history', () => {
  test('empty: a way to the products under the text; a failed load: a retry under the failure text', async ({
    page,
  }) => {
    const shopper = await loggedInShopper(page);
    await page.goto('/#/account');
    const empty = page.getByTestId('orders-empty');
    await expect(empty).toContainText('Nema evidentiranih narudžbi na vašem računu.');
    await screenshots(page, 'edge-orders-empty');
    await empty.getByRole('link', { name: 'Pogledaj proizvode' }).click();
    await expect(page).toHaveURL(/#\/most-popular$/);

    // The list fails once (an answered error, as the server gives it), then loads on "Pokušaj ponovo".
    // Only the list's call fails: others in the same batch (the login check) get their real answers.
    await rpcCall(page.request, 'shopOrders.add', {
      Articles: [{ ID: 1, Quantity: 2 }],
      FirstName: 'Ana',
      LastName: 'Kovač',
      PhoneNumber: shopper.phone,
    });
    let fail = true;
    await page.route('**/_rpc', async (route) => {
      const body = route.request().postData() ?? '';
      if (!fail || !body.includes('shopOrders.f.getAll')) return route.fallback();
      type Call = { method?: string; meta?: unknown };
      const calls = JSON.parse(body) as Call | Call[];
      const failed = (c: Call) => ({ status: 'error', data: 'SERVER_ERROR', meta: c.meta });
      if (!Array.isArray(calls)) return route.fulfill({ json: failed(calls) });
      const real = (await (await route.fetch()).json()) as unknown[];
      await route.fulfill({ json: calls.map((c, i) => (c.method === 'shopOrders.f.getAll' ? failed(c) : real[i])) });
    });
    await page.goto('/#/account');
    await expect(page.getByRole('alert')).toHaveText('Došlo je do greške prilikom dohvatanja podataka');
    await screenshots(page, 'edge-orders-failed');
    fail = false;
    await page.getByRole('button', { name: 'Pokušaj ponovo' }).click();
    await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('tracking with an empty field', () => {
  test('"Pogledaj" says what is missing, and drops the answer for an earlier number', async ({ page }) => {
    await page.goto('/#/track');
    const field = page.getByLabel('Broj narudžbe');
    const view = page.getByRole('button', { name: 'Pogledaj' });
    const hint = page.getByTestId('track-hint');
    await view.click();
    await expect(hint).toHaveText('Upišite broj narudžbe');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await screenshots(page, 'edge-track-hint');
    await field.fill('K7M2');
    await expect(hint).toHaveCount(0);

    // A number the service does not know.
    await field.fill('zzzz zzzz');
    await view.click();
    await expect(page.getByTestId('track-not-found')).toHaveText('Paket nije pronađen');
    await field.fill('');
    await view.click();
    await expect(hint).toHaveText('Upišite broj narudžbe');
    await expect(page.getByTestId('track-not-found')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/track$/);
  });

  test('RS: the hint in ekavian', async ({ page }) => {
    await page.goto('/?country=RS#/track');
    await page.getByLabel('Broj porudžbine').press('Enter');
    await expect(page.getByTestId('track-hint')).toHaveText('Upišite broj porudžbine');
  });
});
