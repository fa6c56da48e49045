// Refunds and the courier's money in real Chromium. A shopper withdraws from a delivered order and
// gives the IBAN for the refund (a mistyped one is refused in the form); a manager sees on
// "Odustanci" the amount to pay back, the due day and the account, the card goes red once the desk's
// clock is past the due day, and the refund is marked paid with its reference. Then a courier's payout
// statement with one matched line, one paid short and one for an unknown parcel, while one delivered
// parcel is missing from it: the desk shows exactly those four, and the numbers' money still with the
// courier is the missing and the short amounts. axe on every new screen; 1280 and 390 px screenshots.
import type { Page } from '@playwright/test';
import { formatMoney, localDay } from '@zdravo/contract';
import { printedIban, refundDueOn } from '@zdravo/contract/refund';
import { REMITTANCE_COLUMNS } from '@zdravo/contract/courier-remittance';
import { toCsv } from '@zdravo/contract/desk/csv';
import { test, expect, shopCli, DESKTOP, PHONE, screenshot } from './fixtures.ts';
import { axe, enrolledFromCli } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';

const run = Date.now().toString(36);
const IBAN = 'HR1210010051863000160';

/** The desk at 1280 px, then at 390 px (e2e/screenshots/, git-ignored); back at 1280 after. */
async function deskShots(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.locator('.desk__bar')).toBeVisible();
    await screenshot(page, `${name}-${label}.png`, { fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A local calendar day `days` from today (negative: ago), on the shop's clock. */
const dayFromToday = (days: number): string => localDay(new Date(Date.now() + days * 86_400_000).toISOString());
/** "2026-11-25" as the courier's file and the desk write it: "25.11.2026" / "25. 11. 2026." */
const courierDay = (day: string): string => day.split('-').reverse().join('.');
const deskDay = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}.`;
};
const eur = (minor: number): string => formatMoney(minor / 100, 'HR');
const amount = (minor: number): string => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

/** The order confirmed, handed to the courier under `tracking`, delivered on `day` — as the team's CLI records them. */
async function delivered(number: string, courier: string, tracking: string, day: string): Promise<void> {
  await shopCli('orders:status', number, 'confirmed');
  await shopCli('orders:status', number, 'shipped', '--courier', courier, '--number', tracking);
  await shopCli('orders:status', number, 'delivered', '--at', day);
}

async function importStatement(desk: Page, courier: string, name: string, csv: string): Promise<void> {
  await desk.getByLabel('Kurir', { exact: true }).selectOption({ label: courier });
  await desk
    .getByLabel('Datoteka (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await desk.getByRole('button', { name: 'Uvezi izvod' }).click();
  await expect(desk.locator('.desk-ok[role=status]').filter({ hasText: 'Izvod' })).toHaveText(
    `Izvod ${name} je uvezen.`,
  );
}

test.use({ viewport: DESKTOP });

test('a refund with its amount, due day and IBAN, red after the due day, paid; a payout statement: matched, short, unknown, missing', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  const today = dayFromToday(0);

  // ── The shopper: a delivered order, withdrawn with the account for the refund. ──
  await page.goto('/#/');
  const shopper = person(`povrat${run}`, '97');
  const names = { FirstName: 'Ivana', LastName: 'Horvat' };
  await signedUp(page.request, shopper, names);
  const refunded = await placedOrder(page.request, {
    quantity: 2,
    ...names,
    PhoneNumber: shopper.phone,
    IdempotencyKey: `e2e-refund-${run}`,
  });
  await delivered(refunded.LeadID, 'GLS Hrvatska', `GL${run}1`.toUpperCase(), today);
  await page.goto('/#/account');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page
    .getByTestId('order-history')
    .getByTestId(`order-${refunded.LeadID}`)
    .getByRole('button', { name: 'Odustani od ugovora' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Odustanak od ugovora' });
  const ibanField = dialog.getByLabel('Broj računa (IBAN) za povrat novca');
  await expect(dialog).toContainText('Paket ste platili gotovinom, pa novac vraćamo na vaš tekući račun.');
  await ibanField.fill('HR12 1001 0051 8630 0016 1');
  await dialog.getByRole('button', { name: 'Potvrdi odustanak' }).click();
  await expect(dialog).toContainText('Provjerite IBAN, npr. HR12 1001 0051 8630 0016 0.');
  await ibanField.fill('hr12 1001 0051 8630 0016 0');
  violations.push(...(await axe(page, 'the withdrawal form with the IBAN')));
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `withdrawal-iban-${label}.png`);
  }
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Potvrdi odustanak' }).click();
  await expect(dialog.getByTestId('withdrawal-done')).toContainText('Odustanak je zaprimljen');

  // ── The manager: the refund's facts on the withdrawal's card. ──
  const desk = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await enrolledFromCli(desk, `povrat.${run}@zdravo.test`, 'manager', 'Marija Voditelj', 'HR');
  await desk.getByRole('navigation').getByRole('link', { name: 'Odustanci' }).click();
  const card = desk.getByRole('article', { name: `Narudžba ${refunded.LeadID}` });
  const refund = card.getByRole('region', { name: 'Povrat novca' });
  const dueOn = refundDueOn(new Date().toISOString());
  await expect(refund).toContainText(eur(Math.round(refunded.Total * 100)));
  await expect(refund).toContainText(deskDay(dueOn));
  await expect(refund).toContainText(printedIban(IBAN));
  await expect(refund).not.toHaveAttribute('data-overdue');
  await expect(card).toContainText('Iznos za povrat uplatite na tekući račun naveden iznad, najkasnije do roka');
  await expect(card).not.toContainText('plaćeni iznos');
  violations.push(...(await axe(desk, 'withdrawals with a refund')));
  await deskShots(desk, 'desk-refund');

  // The desk's clock one day past the due day: the card is red and says so.
  const [y, m, d] = dueOn.split('-').map(Number) as [number, number, number];
  await desk.clock.setFixedTime(new Date(Date.UTC(y, m - 1, d + 1, 9, 0)));
  await desk.reload();
  await expect(refund).toHaveAttribute('data-overdue', 'true');
  await expect(refund).toContainText('Rok je prošao: uplatite odmah');
  violations.push(...(await axe(desk, 'an overdue refund')));
  await deskShots(desk, 'desk-refund-overdue');

  // Paid: the day the money left (the server's today) and the bank's reference.
  await refund.getByLabel('Datum uplate').fill(today);
  await refund.getByLabel('Poziv na broj / referenca uplate').fill(`HR00-${run}`);
  await refund.getByRole('button', { name: 'Označi kao uplaćeno' }).click();
  await expect(desk.getByRole('status')).toHaveText(`${refunded.LeadID}: povrat označen kao uplaćen.`);
  await expect(refund).toContainText(`Uplaćeno ${deskDay(today)} (referenca HR00-${run}), označio/la Marija Voditelj`);
  await expect(refund).not.toHaveAttribute('data-overdue');
  await desk.clock.setFixedTime(new Date());

  // ── The courier's money: GLS pays the withdrawn order's cash in full (its own column names)… ──
  const gls = REMITTANCE_COLUMNS.gls!;
  await desk.getByRole('navigation').getByRole('link', { name: 'Novac od kurira' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Novac od kurira' })).toBeVisible();
  await importStatement(
    desk,
    'GLS Hrvatska',
    `gls-${run}.csv`,
    toCsv([
      [gls.trackingNumber, gls.collected, gls.fee, gls.payoutDate],
      [`GL${run}1`.toUpperCase(), amount(Math.round(refunded.Total * 100)), '1,10', courierDay(today)],
    ]),
  );
  await expect(desk.locator('[data-kind="matched"] strong')).toHaveText('1');
  await desk.getByRole('button', { name: 'Sve isplate' }).click();

  // What HR's couriers still held before this statement's parcels (the journeys before this one
  // delivered HR parcels that no statement paid): the numbers below move by this statement alone.
  const money = desk.getByRole('region', { name: 'Novac od pouzeća kod kurira' });
  const outstandingHr = money.locator('tr[data-country="HR"] td[data-outstanding]');
  await desk.getByRole('navigation').getByRole('link', { name: 'Brojke' }).click();
  await expect(outstandingHr).toHaveAttribute('data-outstanding', /^\d+$/);
  const before = Number(await outstandingHr.getAttribute('data-outstanding'));
  await desk.getByRole('navigation').getByRole('link', { name: 'Novac od kurira' }).click();

  // …and Overseas' statement: one matched, one paid 1,50 € short, one unknown; a delivered parcel missing.
  const orders = [];
  for (const i of [1, 2, 3]) {
    const o = await placedOrder(page.request, {
      quantity: 1,
      ...names,
      PhoneNumber: shopper.phone,
      IdempotencyKey: `e2e-remit-${run}-${i}`,
    });
    await delivered(o.LeadID, 'Overseas Express', `OV${run}${i}`.toUpperCase(), dayFromToday(-1));
    orders.push({ number: o.LeadID, tracking: `OV${run}${i}`.toUpperCase(), minor: Math.round(o.Total * 100) });
  }
  const [matched, short, missing] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
  const ov = REMITTANCE_COLUMNS.overseas!;
  const statement = toCsv([
    ['Rb.', ov.trackingNumber, 'Primatelj', ov.collected, ov.fee, ov.payoutDate],
    ['1', matched.tracking, 'Ivana Horvat', amount(matched.minor), '1,20', courierDay(today)],
    ['2', short.tracking, 'Ivana Horvat', amount(short.minor - 150), '1,20', courierDay(today)],
    ['3', `OV${run}9`.toUpperCase(), 'Nepoznat', '12,00', '1,20', courierDay(today)],
  ]);
  await importStatement(desk, 'Overseas Express', `overseas-${run}.csv`, statement);
  const view = desk.getByRole('article', {
    name: new RegExp(`Isplata ${deskDay(today).replace(/\./g, '\\.')} · Overseas Express`),
  });
  for (const [kind, n] of [
    ['matched', '1'],
    ['short', '1'],
    ['over', '0'],
    ['unknown', '1'],
    ['missing', '1'],
  ] as const) {
    await expect(view.locator(`[data-kind="${kind}"] strong`)).toHaveText(n);
  }
  // The statement's sums: what it says was collected, the fees, and what the courier pays us (the difference).
  const collected = matched.minor + short.minor - 150 + 1200;
  await expect(view.locator('.remittance-sums')).toContainText(`Naplaćeno po izvodu${eur(collected)}`);
  await expect(view.locator('.remittance-sums')).toContainText(`Naknada kurira${eur(360)}`);
  await expect(view.locator('.remittance-sums')).toContainText(
    `Za uplatu (naplaćeno − naknada)${eur(collected - 360)}`,
  );
  await expect(view.locator('tr[data-match="matched"]')).toHaveCount(1);
  await expect(view.locator('tr[data-match="matched"]')).toContainText(matched.number);
  await expect(view.locator('tr[data-match="short"]')).toContainText(eur(-150));
  await expect(view.locator('tr[data-match="unknown"]')).toContainText(`OV${run}9`.toUpperCase());
  await expect(view.locator('tr[data-match="missing"]')).toHaveCount(1);
  await expect(view.locator('tr[data-match="missing"]')).toContainText(missing.number);
  violations.push(...(await axe(desk, 'a payout')));
  await deskShots(desk, 'desk-remittance');

  // The same statement again is refused whole, each row named.
  await desk.getByRole('button', { name: 'Sve isplate' }).click();
  await desk.getByLabel('Kurir', { exact: true }).selectOption({ label: 'Overseas Express' });
  await desk
    .getByLabel('Datoteka (CSV)')
    .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(statement, 'utf8') });
  await desk.getByRole('button', { name: 'Uvezi izvod' }).click();
  await expect(desk.getByRole('alert')).toContainText('Izvod nije uvezen i ništa nije upisano.');
  await expect(desk.getByRole('alert').getByRole('listitem')).toHaveCount(3);
  violations.push(...(await axe(desk, 'payouts')));
  await deskShots(desk, 'desk-remittances');

  // By keyboard: the payout opens from its button and goes back to the list.
  await desk.getByRole('button', { name: `Otvori isplatu ${deskDay(today)}, Overseas Express` }).focus();
  await desk.keyboard.press('Enter');
  await expect(view.locator('[data-kind="missing"] strong')).toHaveText('1');
  await expect(view.getByRole('heading', { level: 2 })).toBeFocused();
  await desk.getByRole('button', { name: 'Sve isplate' }).focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('heading', { name: 'Isplate', exact: true })).toBeVisible();

  // ── The numbers: the cash still with the couriers grew by exactly the missing parcel and the short amount. ──
  await desk.getByRole('navigation').getByRole('link', { name: 'Brojke' }).click();
  await expect(outstandingHr).toHaveAttribute('data-outstanding', String(before + missing.minor + 150));
  await expect(money.locator('tr[data-country="HR"]')).toContainText(eur(before + missing.minor + 150));
  violations.push(...(await axe(desk, 'numbers with the couriers’ money')));
  await money.scrollIntoViewIfNeeded();
  await deskShots(desk, 'desk-numbers-courier-money');

  expect(violations).toEqual([]);
  await desk.context().close();
});
