// The club in real Chromium: /club in BA, RS and HR with the country's fee, the seven perks, a FAQ
// whose items stay open together, the join modal (its two spec messages, Esc and focus, a double
// click that sends one request, success), a visitor country lookup that gives none, and one price:
// a member activated by the operator's CLI sees the club discount and free delivery in the cart and
// at checkout, and the total shown there is the total on the thank-you page and in the history —
// as it is, with the delivery fee, for a shopper who is not a member.
import type { Page } from '@playwright/test';
import { test, expect, screenshots, shopCli, DESKTOP } from './fixtures.ts';
import { startServer, type E2eServer } from './server.ts';
import { rpcCall } from './rpc.ts';

const run = Date.now().toString().slice(-6);
let seq = 0;
function person() {
  seq++;
  const n = `${run}${seq}`.slice(-7).padStart(7, '0');
  return {
    email: `clan.${run}.${seq}@example.com`,
    phone: `+385 98 ${n.slice(0, 3)} ${n.slice(3)}`,
    password: 'Lozinka-2026',
    name: `Klub Član ${run}${seq}`,
  };
}

const joinDialog = (page: Page) => page.getByRole('dialog', { name: 'Prijava u klub' });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: /Vaša (košarica|korpa)/ });

/** '1.234,56 €' → 123456. */
const cents = (money: string): number => Math.round(Number(money.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

/** A new profile with a name, logged in in this browser. */
async function loggedInShopper(page: Page) {
  const p = person();
  const phone = p.phone.replace(/ /g, '');
  await rpcCall(page.request, 'shopUsers.f.add', {
    Username: p.email,
    Email: p.email,
    Password: p.password,
    PhoneNumber: phone,
    FirstName: 'Klub',
    LastName: `Član${seq}`,
  });
  await rpcCall(page.request, 'auth.loginShop', { username: p.email, password: p.password });
  return { ...p, phone };
}

async function fillJoinForm(page: Page, name: string, phone: string) {
  await joinDialog(page).getByLabel('Ime i prezime').fill(name);
  const field = joinDialog(page).getByLabel('Broj telefona');
  await field.fill('');
  await field.pressSequentially(phone);
}

test.describe('the club page', () => {
  test.use({ viewport: DESKTOP });

  for (const [country, fee] of [
    ['BA', '199,00 KM'],
    ['RS', '11.950,00 RSD'],
    ['HR', '100,00 €'],
  ] as const) {
    test(`${country}: the hero, seven perks, the fee ${fee} and the FAQ`, async ({ page }) => {
      await page.goto(`/#/club?country=${country}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('25% povoljnije');
      await expect(page.getByTestId('club-perks').locator('li')).toHaveCount(7);
      await expect(page.getByTestId('club-fee')).toHaveText(fee);
      const faq = page.getByTestId('club-faq').locator('details');
      await expect(faq).toHaveCount(11);
      await screenshots(page, `club-${country}`);
    });
  }

  test('several FAQ items are open at once', async ({ page }) => {
    await page.goto('/#/club?country=RS');
    const faq = page.getByTestId('club-faq').locator('details');
    await faq.nth(0).locator('summary').click();
    await faq.nth(3).locator('summary').click();
    await faq.nth(10).locator('summary').click();
    for (const i of [0, 3, 10]) await expect(faq.nth(i)).toHaveAttribute('open', '');
    await expect(faq.nth(0)).toContainText('isporuka je besplatna');
    await expect(faq.nth(1)).not.toHaveAttribute('open', '');
    // By keyboard too: Enter on a focused question opens it and leaves the others open.
    await faq.nth(5).locator('summary').focus();
    await page.keyboard.press('Enter');
    for (const i of [0, 3, 5, 10]) await expect(faq.nth(i)).toHaveAttribute('open', '');
    await screenshots(page, 'club-faq-open');
  });

  test('the join modal: missing details, Esc returns focus, a double click sends once, success', async ({ page }) => {
    const p = person();
    await page.goto('/#/club');
    const joinButton = page.getByTestId('club-join-price');
    await joinButton.click();
    await expect(joinDialog(page)).toBeVisible();

    // Empty, then only a name: the spec's message, and nothing sent.
    const joins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads/clubJoin')) joins.push(r.postData() ?? '');
    });
    await joinDialog(page).getByRole('button', { name: 'Pošalji prijavu' }).click();
    await expect(joinDialog(page).getByTestId('club-join-error')).toHaveText('Molimo unesite Vaše podatke');
    await joinDialog(page).getByLabel('Ime i prezime').fill(p.name);
    await joinDialog(page).getByRole('button', { name: 'Pošalji prijavu' }).click();
    await expect(joinDialog(page).getByTestId('club-join-error')).toHaveText('Molimo unesite Vaše podatke');
    await screenshots(page, 'club-modal-missing');
    expect(joins).toEqual([]);

    // Esc closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(joinDialog(page)).toBeHidden();
    await expect(joinButton).toBeFocused();

    // Keyboard: Tab never reaches the page behind the open dialog (past its last control the
    // browser's own toolbar may take focus, as with every native modal dialog).
    await joinButton.press('Enter');
    await expect(joinDialog(page)).toBeVisible();
    const where = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      where.add(
        await page.evaluate(() =>
          document.activeElement === document.body
            ? 'browser'
            : document.activeElement?.closest('dialog')
              ? 'dialog'
              : 'page',
        ),
      );
    }
    expect(where.has('dialog')).toBe(true);
    expect(where.has('page')).toBe(false);

    await fillJoinForm(page, p.name, p.phone);
    await joinDialog(page).getByRole('button', { name: 'Pošalji prijavu' }).dblclick();
    await expect(page.getByTestId('club-joined')).toContainText('Hvala!');
    await expect(joinDialog(page)).toBeHidden();
    await screenshots(page, 'club-joined');
    expect(joins).toHaveLength(1);
    expect(JSON.parse(joins[0]!)).toEqual({
      FirstLastName: p.name,
      PhoneNumber: p.phone.replace(/ /g, ''),
      ClubName: 'Zdravo Klub',
      Country: 'HR',
    });
    // The operator sees one request for it.
    const list = await shopCli('club:list');
    expect(list.split('\n').filter((line) => line.includes(p.name))).toHaveLength(1);
    await page.getByRole('dialog', { name: 'Prijava je poslana' }).getByRole('button', { name: 'U redu' }).click();
    await expect(page.getByTestId('club-join-price')).toBeFocused();
  });
});

test.describe('a visitor country lookup that gives none', () => {
  test.use({ viewport: DESKTOP });
  let server: E2eServer;
  // This server answers /api/geo with no country for the loopback address the browser comes from.
  test.beforeAll(async () => {
    server = await startServer({ GEO_DEV_COUNTRY: 'none' });
  });
  test.afterAll(async () => server?.stop());

  test("shows 'Došlo je do greške' and sends no join", async ({ page }) => {
    const p = person();
    const joins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads/clubJoin')) joins.push(r.url());
    });
    await page.goto(`${server.baseURL}/#/club`);
    await page.getByTestId('club-join-hero').click();
    await fillJoinForm(page, p.name, p.phone);
    const geo = page.waitForResponse((r) => r.url().endsWith('/api/geo'));
    await joinDialog(page).getByRole('button', { name: 'Pošalji prijavu' }).click();
    expect(await (await geo).json()).toEqual({ status: 'error', data: 'NOT_FOUND' });
    await expect(joinDialog(page).getByTestId('club-join-error')).toHaveText('Došlo je do greške');
    // The form keeps what was typed, for another try.
    await expect(joinDialog(page).getByLabel('Ime i prezime')).toHaveValue(p.name);
    await screenshots(page, 'club-modal-failed');
    expect(joins).toEqual([]);
  });
});

/** Offer page → cart → checkout → order → thank-you → history; answers the totals seen on the way. */
async function orderPureFit(page: Page, member: boolean, shots: string) {
  await page.goto('/#/offers/pure-fit');
  await expect(page.locator('main h1').first()).toHaveText('Pure Fit');
  const clubPrice = page.locator('.buy-box').getByTestId('club-price');
  if (member) {
    // A member sees the price they pay, not an invitation to the club.
    await expect(page.locator('.buy-box').getByTestId('member-price')).toHaveText(/^Vaša cijena: \d+,\d{2} €$/);
    await expect(clubPrice).toHaveCount(0);
  } else {
    await expect(clubPrice).toHaveText(/^S Klubom: \d+,\d{2} €$/);
    await expect(clubPrice).toHaveAttribute('href', '#/club');
  }
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
  const cart = cartDialog(page);
  await expect(cart).toBeVisible();
  await cart
    .getByRole('button', { name: /Povećaj/ })
    .first()
    .click();
  await expect(cart.getByTestId('cart-line-total-pure-fit')).not.toHaveText('…');
  const cartToPay = cart.getByTestId('cart-to-pay');
  await expect(cartToPay).toBeVisible();
  await expect(cart.locator('.quote-sums')).toHaveAttribute('aria-busy', 'false');
  if (member) {
    await expect(cart.getByTestId('cart-club')).toContainText('od toga klub (−25%)');
    await expect(cart.getByTestId('cart-delivery')).toHaveText('Besplatno');
  } else {
    await expect(cart.getByTestId('cart-club')).toHaveCount(0);
    await expect(cart.getByTestId('cart-delivery')).toHaveText('5,00 €');
  }
  const cartTotal = await cartToPay.textContent();
  await screenshots(page, `${shots}-cart`);

  await cart.getByRole('button', { name: 'Nastavi na narudžbu' }).click();
  await expect(page).toHaveURL(/#\/checkout$/);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-to-pay')).toHaveText(cartTotal!);
  await expect(page.getByTestId('facts-to-pay')).toHaveText(cartTotal!);
  if (member) {
    await expect(summary.getByTestId('summary-club')).toBeVisible();
    await expect(summary.getByTestId('summary-delivery')).toHaveText('Besplatno');
  } else {
    await expect(summary.getByTestId('summary-club')).toHaveCount(0);
  }
  await screenshots(page, `${shots}-checkout`);

  await page
    .getByTestId('checkout-details')
    .getByRole('button', { name: /Naruči s obvezom plaćanja/ })
    .click();
  await expect(page).toHaveURL(/#\/checkout\/\d+$/);
  await expect(page.getByTestId('thanks-total')).toHaveText(cartTotal!);
  const leadId = (await page.getByTestId('order-number').textContent())!;

  await page.goto('/#/account');
  const row = page.getByTestId('order-history').getByTestId(`order-${leadId}`);
  await expect(row.locator('.orders__money').last()).toHaveText(cartTotal!);
  return { total: cartTotal!, leadId };
}

test.describe('one price', () => {
  test.use({ viewport: DESKTOP });

  for (const [country, currency, addLabel, proceed] of [
    ['HR', '€', 'Dodaj u košaricu', 'Nastavi na narudžbu'],
    ['BA', 'KM', 'Dodaj u korpu', 'Nastavi na narudžbu'],
  ] as const) {
    test(`${country}: a member sees one member price — "Vaša cijena", member lines, the club once inside the savings, the same struck amount in cart and checkout`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const p = await loggedInShopper(page);
      await shopCli('club:activate', p.email);
      const amount = new RegExp(`^\\d{1,3}(\\.\\d{3})*,\\d{2} ${currency}$`);
      await page.goto(`/#/offers/pure-fit?country=${country}`);
      const memberPrice = page.locator('.buy-box').getByTestId('member-price');
      await expect(memberPrice).toHaveText(new RegExp(`^Vaša cijena: \\d+,\\d{2} ${currency}$`));
      await expect(page.locator('.buy-box').getByTestId('club-price')).toHaveCount(0);
      await screenshots(page, `one-price-${country}-offer`);
      const unit = cents((await memberPrice.textContent())!.replace('Vaša cijena: ', ''));

      await page.getByRole('button', { name: addLabel }).click();
      const cart = cartDialog(page);
      await cart
        .getByRole('button', { name: /Povećaj/ })
        .first()
        .click();
      await cart
        .getByRole('button', { name: /Povećaj/ })
        .first()
        .click();
      await expect(cart.locator('.quote-sums')).toHaveAttribute('aria-busy', 'false');
      const line = cart.getByTestId('cart-line-pure-fit');
      const lineTotal = cart.getByTestId('cart-line-total-pure-fit');
      await expect(lineTotal).toContainText(currency);
      // The unit price on the line is the member's; the line total is struck from the full price.
      await expect(line.locator('.cart-line__new')).toHaveText(amount);
      const was = (await lineTotal.locator('s').textContent())!;
      const total = cents((await lineTotal.textContent())!.replace(was, ''));
      // Three units: 25 % taken once on the total, so within a cent of three member units.
      expect(Math.abs(total - unit * 3)).toBeLessThanOrEqual(1);
      // No discount row under member lines: the club shows once, as the part of the savings.
      await expect(cart.locator('.quote-sums__row', { hasText: 'Popust kluba' })).toHaveCount(0);
      expect(cents((await cart.getByTestId('cart-subtotal').textContent())!)).toBe(total);
      expect(cents((await cart.getByTestId('cart-savings').textContent())!)).toBe(cents(was) - total);
      await expect(cart.getByTestId('cart-club')).toContainText('od toga klub (−25%)');
      await expect(cart.getByTestId('cart-to-pay')).toHaveText(amount);
      expect(cents((await cart.getByTestId('cart-to-pay').textContent())!)).toBe(total);
      await screenshots(page, `one-price-${country}-cart`);

      await cart.getByRole('button', { name: proceed }).click();
      const summary = page.getByTestId('order-summary');
      const summaryLine = summary.getByTestId('summary-line-pure-fit');
      await expect(summaryLine.locator('.summary-line__old')).toHaveText(was);
      expect(cents((await summaryLine.locator('.summary-line__new').textContent())!)).toBe(total);
      expect(cents((await summary.getByTestId('summary-savings').textContent())!)).toBe(cents(was) - total);
      expect(cents((await summary.getByTestId('summary-to-pay').textContent())!)).toBe(total);
      await screenshots(page, `one-price-${country}-checkout`);
    });
  }

  test('a member activated with the CLI: club discount and free delivery in the cart and at checkout, the same total after ordering', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const p = await loggedInShopper(page);
    expect(await shopCli('club:activate', p.email)).toMatch(/is a club member now through \d{4}-\d{2}-\d{2}/);
    const { leadId } = await orderPureFit(page, true, 'club-member');
    await expect(page.getByTestId('membership-state')).toHaveText(/^Član kluba do \d{1,2}\. ?\d{1,2}\. ?\d{4}\.$/);
    await screenshots(page, 'club-member-account');
    // The operator's record agrees: the order has its club discount and no delivery fee.
    const shown = await shopCli('orders:show', leadId);
    expect(shown).toContain('Club discount: −');
    expect(shown).toMatch(/Delivery: 0,00 €/);

    // Within 14 days of buying it the member may withdraw: the statement, then its receipt.
    await page.getByTestId('club-withdraw').click();
    const dialog = page.getByRole('dialog', { name: 'Odustanak od članstva' });
    await expect(dialog).toContainText('odustajem od ugovora o članstvu u klubu Zdravo Klub');
    await expect(dialog).toContainText(`Potvrdu šaljemo na ${p.email}.`);
    await screenshots(page, 'club-withdraw-dialog');
    await dialog.getByRole('button', { name: 'Potvrdi odustanak' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('membership-state')).toHaveText(
      /^Odustali ste od članstva \d{1,2}\. ?\d{1,2}\. ?\d{4}\.$/,
    );
    await expect(page.getByTestId('membership')).toContainText('Članarinu vraćamo u roku od 14 dana.');
    await expect(page.getByTestId('club-withdraw')).toHaveCount(0);
    expect(await shopCli('club:list')).toMatch(/WITHDRAWN by the shopper/);
  });

  test('a shopper who is not a member: the club price beside the normal one, the delivery fee, the same total after ordering', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loggedInShopper(page);
    await orderPureFit(page, false, 'club-non-member');
    await expect(page.getByTestId('membership-state')).toHaveText('Još niste član kluba.');
  });

  test('a visitor sees the club price on offer cards, linking to /club', async ({ page }) => {
    await page.goto('/#/most-popular');
    const card = page.getByTestId('offer-card-pure-fit');
    await expect(card.getByTestId('club-price')).toHaveText(/^S Klubom: \d+,\d{2} €$/);
    await card.getByTestId('club-price').click();
    await expect(page).toHaveURL(/#\/club$/);
    await expect(page.getByTestId('club-fee')).toHaveText('100,00 €');
  });
});

test.describe('the join form for a signed-in shopper', () => {
  test("starts from the profile's name and phone", async ({ page }) => {
    const p = await loggedInShopper(page);
    const lastName = `Član${seq}`;
    await page.goto('/#/club?country=HR');
    await page.getByTestId('club-join-hero').click();
    await expect(joinDialog(page).getByLabel('Ime i prezime')).toHaveValue(`Klub ${lastName}`);
    const phone = joinDialog(page).getByLabel('Broj telefona');
    await expect.poll(async () => (await phone.inputValue()).replace(/\D/g, '')).toBe(p.phone.replace(/\D/g, ''));
    await screenshots(page, 'club-join-prefilled');
  });
});
