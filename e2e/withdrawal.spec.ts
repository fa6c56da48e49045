// Consumer rights in real Chromium: the withdrawal function in the account's order history (an order
// the operator marked delivered offers 'Odustani od ugovora'; the statement; 'Potvrdi odustanak'; the
// acknowledgement in the outbox with the date and time; the new status in the history and in
// orders:list; no button 15 days after delivery) and the checkout's order button and the facts above it.
import type { Page } from '@playwright/test';
import { atRest, test, expect, screenshots, screenshot, shopCli, DESKTOP, PHONE } from './fixtures.ts';
import { person } from './people.ts';
import { rpcCall } from './rpc.ts';

/** What a phone shows right now (a dialog is drawn over the viewport, not the whole page). */
async function phoneView(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await atRest(page);
  await screenshot(page, `${name}-390-view.png`);
  await page.setViewportSize(DESKTOP);
}

async function loggedInShopper(page: Page) {
  const p = person('odustanak', '99');
  await rpcCall(page.request, 'shopUsers.f.add', {
    Username: p.email,
    Email: p.email,
    Password: p.password,
    PhoneNumber: p.phone,
    FirstName: 'Ivana',
    LastName: 'Horvat',
  });
  await rpcCall(page.request, 'auth.loginShop', { username: p.email, password: p.password });
  return p;
}

/** Orders Pure Fit through the real call; answers the order number. */
async function placeOrder(page: Page, quantity: number): Promise<string> {
  const offer = await rpcCall(page.request, 'offers.f.getSlog', { Slog: 'pure-fit' });
  const id = await rpcCall(page.request, 'shopOrders.add', {
    Articles: [{ ID: offer.ID, Quantity: quantity }],
    FirstName: 'Ivana',
    LastName: 'Horvat',
    PhoneNumber: '+385 91 555 0101',
    IdempotencyKey: `e2e-withdrawal-${person('odustanak', '99').tag}`,
  });
  const orders = await rpcCall(page.request, 'shopOrders.f.getAll');
  return orders.find((o) => o.ID === id)!.LeadID;
}

/** A local calendar date `days` ago, as `orders:status … --at` takes it. */
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(d);
}

const row = (page: Page, leadId: string) => page.getByTestId('order-history').getByTestId(`order-${leadId}`);
const withdrawButton = (page: Page, leadId: string) =>
  row(page, leadId).getByRole('button', { name: 'Odustani od ugovora' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Odustanak od ugovora' });

test.describe('withdrawal from an order', () => {
  test.use({ viewport: DESKTOP });

  test('delivered → Odustani od ugovora → statement → Potvrdi odustanak → acknowledgement, new status; none after 15 days', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/#/');
    const p = await loggedInShopper(page);
    const delivered = await placeOrder(page, 2);
    const late = await placeOrder(page, 1);

    // The operator moves the first order on to delivered; the second was delivered 15 days ago.
    await shopCli('orders:status', delivered, 'confirmed');
    await shopCli('orders:status', delivered, 'shipped');
    expect(await shopCli('orders:status', delivered, 'delivered')).toContain('shipped → delivered on');
    expect(await shopCli('orders:status', late, 'delivered', '--force', '--at', daysAgo(15))).toContain(`delivered on`);

    await page.goto('/#/account');
    await expect(row(page, delivered)).toContainText('Isporučena');
    await expect(withdrawButton(page, delivered)).toBeVisible();
    await expect(row(page, delivered)).toContainText(/Rok za odustanak: \d{1,2}\. \d{1,2}\. \d{4}\./);
    await expect(row(page, late)).toContainText('Isporučena');
    await expect(row(page, late).getByRole('button', { name: 'Odustani od ugovora' })).toHaveCount(0);
    await screenshots(page, 'withdrawal-history');

    // Step one: the statement, filled in. Esc closes it and gives the focus back to its button.
    await withdrawButton(page, delivered).click();
    await expect(dialog(page)).toBeVisible();
    const statement = dialog(page).getByTestId('withdrawal-statement');
    await expect(statement).toContainText('Ovim izjavljujem da odustajem od ugovora o kupnji sljedeće robe:');
    await expect(statement).toContainText('2 × Pure Fit');
    await expect(statement).toContainText('Ivana Horvat');
    await expect(statement).toContainText(delivered);
    await expect(statement.getByLabel('Email za potvrdu')).toHaveValue(p.email);
    // The number grouped as the country writes it.
    await expect(statement).toContainText(`potvrdu šaljemo SMS-om na ${p.phone}.`);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(withdrawButton(page, delivered)).toBeFocused();
    await withdrawButton(page, delivered).press('Enter');
    await expect(dialog(page)).toBeVisible();
    await statement.getByLabel('Email za potvrdu').fill('nije-email');
    await statement.getByRole('button', { name: 'Potvrdi odustanak' }).click();
    await expect(statement.getByText('Email mora biti u odgovarajućem formatu.')).toBeVisible();
    await statement.getByLabel('Email za potvrdu').fill(p.email);
    await screenshots(page, 'withdrawal-statement');
    await phoneView(page, 'withdrawal-statement');

    // Step two: sent. The dialog says when it was received and where the acknowledgement goes.
    await statement.getByRole('button', { name: 'Potvrdi odustanak' }).click();
    const done = dialog(page).getByTestId('withdrawal-done');
    await expect(done).toContainText('Odustanak je zaprimljen');
    await expect(done).toContainText(
      new RegExp(
        `Vašu izjavu zaprimili smo (\\d{1,2}\\. \\d{1,2}\\. \\d{4}\\.) u (\\d{2}:\\d{2})\\. Potvrdu s datumom i vremenom šaljemo na ${p.email.replace(/\./g, '\\.')}\\.`,
      ),
    );
    await expect(done).toContainText('kurirom, o našem trošku');
    const [, date, time] = /zaprimili smo (\S+ \S+ \S+) u (\d{2}:\d{2})/.exec((await done.textContent())!)!;
    await screenshots(page, 'withdrawal-done');
    await phoneView(page, 'withdrawal-done');
    await done.getByRole('button', { name: 'Zatvori' }).click();
    await expect(dialog(page)).toBeHidden();

    // The history shows the new status, and no button any more.
    await expect(row(page, delivered)).toContainText('Odustanak zaprimljen');
    await expect(withdrawButton(page, delivered)).toHaveCount(0);
    await expect(row(page, delivered).locator('.order-status')).toBeFocused();

    // The acknowledgement is in the outbox, by e-mail, with the content and the date and time.
    const outbox = await shopCli('outbox', '10');
    expect(outbox).toContain(`email  to ${p.email}`);
    expect(outbox).toContain(`Potvrda odustanka od ugovora – narudžba ${delivered}`);
    expect(outbox).toContain(`potvrđujemo da smo ${date} u ${time} zaprimili vašu izjavu o odustanku od ugovora:`);
    expect(outbox).toContain('– 2 × Pure Fit“');
    // The operator's list shows the withdrawal too; a reload keeps it.
    expect(await shopCli('orders:list', 'withdrawn')).toMatch(new RegExp(`${delivered} .* withdrawn HR`));

    await page.reload();
    await expect(row(page, delivered)).toContainText('Odustanak zaprimljen');
    // Tracking follows the order: delivered, then withdrawn — never "in preparation".
    await page.goto(`/#/track?id=${delivered}`);
    const lines = page.getByTestId('track-lines').locator('li');
    await expect(lines).toHaveCount(5);
    await expect(lines.nth(3)).toContainText('Paket je dostavljen. Hvala vam na povjerenju!');
    await expect(lines.nth(4)).toContainText('Zaprimili smo vaš odustanak od narudžbe.');
    await expect(page.getByText('Paket u pripremi za slanje')).toHaveCount(0);
    await screenshots(page, 'track-withdrawn');
  });
});

test.describe('checkout: the order button and the facts above it', () => {
  test('HR: "Naruči s obvezom plaćanja", the total with delivery, 14 days with the refund page, the seller; RS in its own words', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/#/');
    await loggedInShopper(page);
    const offer = await rpcCall(page.request, 'offers.f.getSlog', { Slog: 'pure-fit' });
    await page.evaluate((id) => localStorage.setItem('cart', JSON.stringify([{ ID: id, quantity: 2 }])), offer.ID);
    // A fresh load, as a shopper coming back: the app reads the login and the stored cart at start.
    await page.goto('/#/checkout?country=HR');
    await page.reload();

    const form = page.getByTestId('checkout-details');
    const facts = form.getByTestId('pre-contract-facts');
    await expect(form.getByRole('button', { name: 'Naruči s obvezom plaćanja' })).toBeVisible();
    await expect(facts).toContainText('Ukupno za plaćanje, s dostavom');
    await expect(facts.getByTestId('facts-to-pay')).toHaveText(/^\d+,\d{2} €$/);
    await expect(facts.getByTestId('facts-to-pay')).toHaveText(
      (await page.getByTestId('summary-to-pay').textContent())!,
    );
    await expect(facts).toContainText(
      'Od narudžbe možete odustati bez navođenja razloga u roku od 14 dana od primitka paketa.',
    );
    const link = facts.getByRole('link', { name: 'Kako odustati i povrat' });
    await expect(link).toHaveAttribute('href', '#/politika-povrata');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(facts).toContainText('Prodavatelj: Zdravo trgovina d.o.o., Ilica 128, 10000 Zagreb');
    // The facts sit right above the button.
    const factsBox = (await facts.boundingBox())!;
    const buttonBox = (await form.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).boundingBox())!;
    expect(buttonBox.y - (factsBox.y + factsBox.height)).toBeLessThan(40);
    await screenshots(page, 'checkout-hr-facts');
    await page.setViewportSize(PHONE);
    await form.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).scrollIntoViewIfNeeded();
    await phoneView(page, 'checkout-hr-facts');

    await page.goto('/#/checkout?country=RS');
    await page.reload();
    await expect(form.getByRole('button', { name: 'Poruči sa obavezom plaćanja' })).toBeVisible();
    await expect(facts).toContainText('Ukupno za plaćanje, sa dostavom');
    await expect(facts).toContainText('RSD');
    await expect(facts).toContainText(
      'Prodavac: Zdravo Srbija d.o.o. Beograd, Bulevar kralja Aleksandra 86, 11000 Beograd',
    );

    // The button places the order, as before.
    await page.goto('/#/checkout?country=HR');
    await page.reload();
    await form.getByRole('button', { name: 'Naruči s obvezom plaćanja' }).click();
    await expect(page).toHaveURL(/#\/checkout\/\d+$/);
    await expect(page.getByTestId('thank-you')).toContainText('Hvala na narudžbi!');
  });
});
