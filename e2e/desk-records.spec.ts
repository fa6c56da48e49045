// The desk's records in real Chromium: a shopper withdraws from an order in the account; a manager
// sees it on "Odustanci" with its statement, the acknowledgement and "stop the parcel", marks it
// "Paket zaustavljen" (it moves to the done list with who marked it); then downloads the quiz leads'
// CSV, which holds the quiz answers of the lead who consented to keep them and not the other's.
// Screenshots at 1280 px, then 390 px; axe checks both screens.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { QUIZ_HEALTH_CONSENT_VERSION } from '@zdravo/contract';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import { test, expect, DESKTOP, PHONE, screenshot } from './fixtures.ts';
import { axe, enrolledFromCli } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';

const run = Date.now().toString(36);

/** The desk at 1280 px first, then at 390 px (e2e/screenshots/, git-ignored); back at 1280 after. */
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

/** A logged-in HR shopper (in the page's cookie jar) with one order of Pure Fit; answers its number. */
async function shopperWithOrder(page: Page): Promise<string> {
  const p = person(`zapisi${run}`, '98');
  const names = { FirstName: 'Ivana', LastName: 'Horvat' };
  await signedUp(page.request, p, names);
  return (
    await placedOrder(page.request, {
      quantity: 2,
      ...names,
      PhoneNumber: p.phone,
      IdempotencyKey: `e2e-records-${run}`,
    })
  ).LeadID;
}

/** A manager invited from the CLI, enrolled through the desk's page, on the desk's first screen. */
async function manager(page: Page): Promise<void> {
  await enrolledFromCli(page, `zapisi.${run}@zdravo.test`, 'manager', 'Marija Voditelj', 'HR');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Odustanci' })).toBeVisible();
}

test.use({ viewport: DESKTOP });

test('a withdrawal reaches the desk with "stop the parcel", is marked done; the quiz CSV keeps answers only with their consent', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const violations: string[] = [];

  // The shopper withdraws in the account's order history.
  await page.goto('/#/');
  const number = await shopperWithOrder(page);
  await page.goto('/#/account');
  const row = page.getByTestId('order-history').getByTestId(`order-${number}`);
  await row.getByRole('button', { name: 'Odustani od ugovora' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odustanak od ugovora' });
  await dialog.getByRole('button', { name: 'Potvrdi odustanak' }).click();
  await expect(dialog.getByTestId('withdrawal-done')).toContainText('Odustanak je zaprimljen');

  // A manager sees it, with the statement, the acknowledgement and the to-do.
  const desk = await (await browser.newContext({ baseURL, viewport: DESKTOP, acceptDownloads: true })).newPage();
  await manager(desk);
  await desk.getByRole('navigation').getByRole('link', { name: 'Odustanci' }).click();
  const card = desk.getByRole('article', { name: `Narudžba ${number}` });
  await expect(card).toContainText('Zaustavite paket: ne smije se poslati.');
  await expect(card).toContainText('Ovim izjavljujem da odustajem od ugovora o kupnji sljedeće robe:');
  await expect(card).toContainText('2 × Pure Fit');
  await expect(card).toContainText(/E-mail na \S+@\S+: (čeka slanje|poslana)/);
  await expect(card.getByRole('link', { name: 'Otvori narudžbu' })).toHaveAttribute('href', /^#\/orders\/\d+$/);
  violations.push(...(await axe(desk, 'withdrawals')));
  await deskShots(desk, 'desk-withdrawals');

  // Done: the card leaves the open list and reads who stopped the parcel, and when.
  await card.getByRole('button', { name: 'Paket zaustavljen' }).click();
  await expect(desk.getByRole('status').filter({ hasText: number })).toHaveText(`${number}: Paket zaustavljen.`);
  await expect(card).toHaveCount(0);
  await desk.getByRole('button', { name: 'Završeni' }).click();
  await expect(desk.getByRole('article', { name: `Narudžba ${number}` })).toContainText(
    /Paket zaustavljen: \d{1,2}\. \d{1,2}\. \d{4}\., označio\/la Marija Voditelj/,
  );
  await expect(desk.getByRole('article', { name: `Narudžba ${number}` })).toContainText('Otkazana');

  // Two quiz sign-ups in HR: one ticked the consent to keep the answers, the other did not.
  const consenting = `kviz.da.${run}@example.com`;
  const plain = `kviz.ne.${run}@example.com`;
  const answers = QUIZ_SETS[5].map((_, qi) => (qi === 1 ? [1, 2] : [0]));
  for (const body of [
    {
      Email: consenting,
      FirstLastName: 'Ana Kovač',
      Group: 'kviz-pure-fit-hr',
      Country: 'HR',
      Consent: { Version: 1 },
      Quiz: { Goal: 5, Answers: answers, HealthConsent: QUIZ_HEALTH_CONSENT_VERSION },
    },
    { Email: plain, FirstLastName: '=1+2 Šimić', Group: 'kviz-pure-fit-hr', Country: 'HR', Consent: { Version: 1 } },
  ]) {
    expect((await desk.request.post('/api/leads/addSubscriber', { data: body })).ok()).toBe(true);
  }
  await desk.getByRole('navigation').getByRole('link', { name: 'Kviz i pretplatnici' }).click();
  await desk.getByLabel('Država').selectOption('HR');
  await desk.getByRole('button', { name: 'Prikaži' }).click();
  const leadRow = (email: string) => desk.locator(`tr[data-lead="${email}"]`);
  await expect(leadRow(consenting).getByRole('definition').first()).toHaveText('18-25');
  await expect(leadRow(consenting).getByRole('term').first()).toHaveText('Koliko imate godina?');
  await expect(leadRow(plain)).toContainText('Bez pristanka: odgovori se ne čuvaju.');
  violations.push(...(await axe(desk, 'quiz leads')));
  await deskShots(desk, 'desk-quiz-leads');

  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Preuzmi CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^zdravo-kviz-hr-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFID;')).toBe(true);
  const lineOf = (email: string) => csv.split('\r\n').find((l) => l.includes(email))!;
  expect(lineOf(consenting)).toContain(';Da;');
  expect(csv).toContain('Koliko imate godina? 18-25');
  // The other person's row: the flag says no, the goal and the answers are empty, the name cannot run as a formula.
  expect(lineOf(plain)).toMatch(/;'=1\+2 Šimić;.*;Ne;;$/);
  expect(csv.match(/Koliko imate godina\?/g)).toHaveLength(csv.split('\r\n').filter((l) => l.includes(';Da;')).length);

  expect(violations).toEqual([]);
  await desk.context().close();
});
