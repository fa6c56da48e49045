// The club in the desk, in real Chromium: a shopper with an account asks to join from /club (the phone
// typed with spaces, as people do); a manager sees that account on the join request in the desk's Klub
// screen, takes the fee with today's date, and the request becomes the membership; the shopper's next
// order is priced for a member (the member price on the offer, the club line and free delivery in the
// cart, the same total on the thank-you page). With the clock given to club:remind, each renewal
// reminder is in the outbox once, however often and however concurrently the pass runs.
import type { Page } from '@playwright/test';
import { localDay, shopDateTime } from '../packages/contract/src/index.ts';
import { test, expect, screenshots, shopCli, DESKTOP, PHONE } from './fixtures.ts';
import { person } from './people.ts';
import { enrolledFromCli } from './desk-staff.ts';
import { rpcCall } from './rpc.ts';

/** A manager (BA: the desk reads ijekavian) invited by the CLI, enrolled with the key the page shows, on the desk's first screen. */
async function managerIn(page: Page, name: string): Promise<void> {
  await enrolledFromCli(page, `klub.menadzer.${Date.now().toString(36)}@zdravo.test`, 'manager', name);
}

/** '1.234,56 €' → 123456. */
const cents = (money: string): number => Math.round(Number(money.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const shift = (day: string, n: number): string =>
  localDay(new Date(new Date(`${day}T12:00:00Z`).getTime() + n * 86_400_000).toISOString());

test('a join by the phone of an account shows that account in the desk; the fee makes it a member priced as one; reminders go out once each', async ({
  page,
  browser,
  baseURL,
}) => {
  // Each operator command starts a process of its own (about ten seconds on this machine).
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const p = person('klub.desk', '95');
  const fullName = `Lana Klub ${p.tag}`;
  await rpcCall(page.request, 'shopUsers.f.add', {
    Username: p.email,
    Email: p.email,
    Password: p.password,
    PhoneNumber: p.e164,
    FirstName: 'Lana',
    LastName: `Klub ${p.tag}`,
  });

  // Paid today: the last day is the day before today's date next year.
  const [y, m, d] = localDay(new Date().toISOString()).split('-');
  const lastDay = shift(`${Number(y) + 1}-${m}-${d}`, -1);

  // Not logged in, from the club page, the number typed with spaces.
  await page.goto('/#/club');
  await page.getByTestId('club-join-hero').click();
  const join = page.getByRole('dialog', { name: 'Prijava u klub' });
  await join.getByLabel('Ime i prezime').fill(fullName);
  const field = join.getByLabel('Broj telefona');
  await field.fill('');
  await field.pressSequentially(p.phone);
  await join.getByRole('button', { name: 'Pošalji prijavu' }).click();
  await expect(page.getByTestId('club-joined')).toContainText('Hvala!');

  // The manager's Klub screen: the request, with the account its phone matched, and its orders a click away.
  const desk = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await managerIn(desk, 'Klub Menadžer');
  await desk.getByRole('navigation').getByRole('link', { name: 'Klub' }).click();
  await expect(desk.getByRole('heading', { name: 'Klub', level: 1 })).toBeVisible();
  const row = desk.locator('tr', { hasText: fullName });
  await expect(row).toContainText(p.email);
  await expect(row).toContainText('Zahtjev');
  await expect(row.getByRole('link', { name: `Narudžbe računa Lana Klub ${p.tag}` })).toHaveText('Narudžbe (0)');
  await screenshots(desk, 'desk-club-requests');
  await desk.setViewportSize(DESKTOP);

  // The fee came in today: the dialog keeps focus, Esc closes it, then it activates.
  await row.getByRole('button', { name: `Uplata primljena: ${fullName}` }).click();
  const dialog = desk.getByRole('dialog', { name: 'Aktiviranje članstva' });
  await expect(dialog.getByLabel('Datum uplate')).toHaveValue(localDay(new Date().toISOString()));
  await desk.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Uplata primljena: ${fullName}` }).click();
  await expect(dialog.getByLabel('Datum uplate')).toBeVisible();
  await screenshots(desk, 'desk-club-activate');
  await desk.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Aktiviraj članstvo' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'je član do' })).toHaveText(
    `${fullName} je član do ${shopDateTime(`${lastDay}T12:00:00Z`).date}`,
  );
  await expect(desk.locator('tr', { hasText: fullName })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Članovi' }).click();
  const member = desk.locator('tr', { hasText: p.email }).first();
  await expect(member).toContainText('Aktivno');
  await screenshots(desk, 'desk-club-members');

  // The shopper's next order is a member's: the member price, the club line, free delivery, the same total through to the thank-you page.
  await rpcCall(page.request, 'auth.loginShop', { username: p.email, password: p.password });
  await page.goto('/#/offers/pure-fit?country=HR');
  // The page was loaded signed out (a hash change keeps the document): load it as the signed-in shopper.
  await page.reload();
  const memberPrice = page.locator('.buy-box').getByTestId('member-price');
  await expect(memberPrice).toHaveText(/^Vaša cijena: \d+,\d{2} €$/);
  const unit = cents((await memberPrice.textContent())!.replace('Vaša cijena: ', ''));
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
  const cart = page.getByRole('dialog', { name: /Vaša košarica/ });
  await expect(cart.locator('.quote-sums')).toHaveAttribute('aria-busy', 'false');
  await expect(cart.getByTestId('cart-club')).toContainText('od toga klub (−25%)');
  await expect(cart.getByTestId('cart-delivery')).toHaveText('Besplatno');
  const total = (await cart.getByTestId('cart-to-pay').textContent())!;
  expect(cents(total)).toBe(unit);
  await cart.getByRole('button', { name: 'Nastavi na narudžbu' }).click();
  await page
    .getByTestId('checkout-details')
    .getByRole('button', { name: /Naruči s obvezom plaćanja/ })
    .click();
  await expect(page.getByTestId('thanks-total')).toHaveText(total);
  const orders = await rpcCall(page.request, 'shopOrders.f.getAll', {});
  expect(Math.round(orders[0]!.Total * 100)).toBe(unit);

  // The desk counts that order on the member's account.
  await desk.reload();
  await desk.getByRole('button', { name: 'Članovi' }).click();
  await expect(desk.locator('tr', { hasText: p.email }).first()).toContainText('Narudžbe (1)');

  // Ending within 365 days: the year paid today is there (its last day is 364 days away).
  await desk.getByRole('button', { name: 'Ističe uskoro' }).click();
  await desk.getByLabel('Ističe u narednih (dana)').fill('365');
  await desk.getByRole('button', { name: 'Prikaži' }).click();
  await expect(desk.locator('tr', { hasText: p.email })).toContainText('Aktivno');
  await expect(
    desk.locator('tr', { hasText: p.email }).getByRole('button', { name: `Produži članstvo: ${fullName}` }),
  ).toBeVisible();
  await screenshots(desk, 'desk-club-expiring');

  // Renewal reminders with a controlled clock: a pass 14 days before the last day, then that pass again and
  // two passes 3 days before, all at once.
  await expect(member).toContainText(`– ${shopDateTime(`${lastDay}T12:00:00Z`).date}`);
  await shopCli('club:remind', '--at', shift(lastDay, -14));
  await Promise.all([
    shopCli('club:remind', '--at', shift(lastDay, -14)),
    shopCli('club:remind', '--at', shift(lastDay, -3)),
    shopCli('club:remind', '--at', shift(lastDay, -3)),
  ]);
  const outbox = (await shopCli('outbox', '1000')).split('\n');
  const ours = outbox
    .flatMap((line, i) => (line.includes(`sms  to ${p.e164}`) ? [outbox[i + 1]!.trim()] : []))
    .filter((text) => text.includes('članstvo'));
  expect(ours).toHaveLength(2);
  expect(ours.filter((text) => text.includes('istječe za 14 dana'))).toHaveLength(1);
  expect(ours.filter((text) => text.includes('istječe za 3 dana'))).toHaveLength(1);
  expect(ours[0]).toContain('100,00 €');

  await desk.setViewportSize(PHONE);
});
