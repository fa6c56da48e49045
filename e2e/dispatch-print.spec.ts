// Dispatch's pick list and packing slips in real Chromium: two confirmed HR parcels list their
// products; chosen, they make a pick list with the products summed and, on paper (the print
// stylesheet, emulated), one packing slip each with what is inside, the cash to collect, the return
// address and the withdrawal information; then the batch is marked shipped in one press — one parcel
// under the number typed, the other under its order number — and a parcel that came back gets its
// reason. axe on the screen; screenshots at 1280 and 390 px, and the printed page at 1280.
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshots, screenshot, DESKTOP } from './fixtures.ts';
import { axe, enrolledFromCli } from './desk-staff.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';

const run = Date.now().toString(36);

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  return context.newPage();
}

test('a picked batch: the pick list sums the products, each parcel prints its slip, and the batch ships in one press', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const page = await newPage(browser, baseURL);
  await enrolledFromCli(page, `ispis.${run}@zdravo.test`, 'agent', 'Lana Agent', 'HR');
  const desk = async (method: string, params: object) =>
    (await (await page.request.post('/desk/_rpc', { data: { action: 'call', method, params } })).json()) as {
      status: string;
      data: unknown;
    };

  // Two shoppers order (Pure Fit ×2, Beauty Fem ×1); the agent confirms both on the call.
  const orders = [];
  for (const [slog, quantity, street] of [
    ['pure-fit', 2, 'Ilica 12'],
    ['beauty-fem', 1, 'Vukovarska 3'],
  ] as const) {
    const buyer = person('ispis.kupac', '97');
    const shopper = await newPage(browser, baseURL);
    await signedUp(shopper.request, buyer, { FirstName: 'Iva', LastName: 'Perić' });
    const order = await placedOrder(shopper.request, {
      slog,
      quantity,
      FirstName: 'Iva',
      LastName: 'Perić',
      PhoneNumber: buyer.phone,
      IdempotencyKey: `ispis-${buyer.tag}`,
    });
    expect((await desk('desk.queue.take', { orderId: order.ID })).status).toBe('ok');
    expect(
      (
        await desk('desk.calls.record', {
          orderId: order.ID,
          outcome: 'confirmed',
          address: { street, postalCode: '10000', place: 'Zagreb' },
        })
      ).status,
    ).toBe('ok');
    orders.push(order);
  }
  const [fit, fem] = orders as [(typeof orders)[0], (typeof orders)[0]];

  await page.getByRole('link', { name: 'Slanje paketa' }).click();
  await expect(page.getByRole('heading', { name: 'Slanje paketa', level: 1 })).toBeVisible();
  await page.getByLabel('Država', { exact: true }).selectOption('HR');
  const fitRow = page.locator(`tr[data-order="${fit.LeadID}"]`);
  const femRow = page.locator(`tr[data-order="${fem.LeadID}"]`);
  // Each parcel says what is inside, not only how many pieces.
  await expect(fitRow.getByRole('list', { name: 'Sadržaj' })).toHaveText('2× Pure Fit');
  await expect(femRow.getByRole('list', { name: 'Sadržaj' })).toHaveText('1× Beauty Fem');
  // Nothing ticked: the batch button says it ships them all.
  await expect(page.getByText('Odabrano: 0')).toBeVisible();
  // (Every parcel on the list: other journeys on this server may have left HR parcels to ship too.)
  const listed = await page.locator('tr[data-order]').count();
  expect(listed).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: `Označi sve kao poslane (${listed})` })).toBeVisible();

  // Chosen by keyboard: the pick list sums just these two.
  await fitRow.getByRole('checkbox', { name: `Odaberi ${fit.LeadID}` }).check();
  await femRow.getByRole('checkbox', { name: `Odaberi ${fem.LeadID}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Odabrano: 2')).toBeVisible();
  const pick = page.getByRole('region', { name: 'Popis robe za pakiranje' });
  await expect(pick).toContainText('Paketa: 2, komada ukupno: 3.');
  await expect(pick.getByRole('table').getByRole('row')).toHaveText(['ProizvodKoličina', 'Pure Fit2', 'Beauty Fem1']);
  const violations = await axe(page, 'dispatch-picked');
  await screenshots(page, 'desk-dispatch-picked');
  await page.setViewportSize(DESKTOP);

  // On paper: the desk's bar and lists are gone; the pick list, then a slip per parcel.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.desk__bar')).toBeHidden();
  await expect(page.getByRole('table').filter({ hasText: fit.LeadID })).toBeHidden();
  const slip = page.getByRole('article', { name: `Otpremnica ${fit.LeadID}` });
  await expect(slip).toBeVisible();
  await expect(slip).toContainText('Ilica 12');
  await expect(slip).toContainText('Pure Fit2');
  await expect(slip).toContainText(/Za naplatu pouzećem: \d+,\d\d €/);
  await expect(slip).toContainText('Adresa za povrat');
  await expect(slip).toContainText(
    'Od narudžbe možete odustati bez navođenja razloga u roku od 14 dana od primitka paketa.',
  );
  await expect(page.getByRole('article', { name: `Otpremnica ${fem.LeadID}` })).toContainText('Beauty Fem1');
  await screenshot(page, 'desk-dispatch-print-1280.png', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(slip).toBeHidden();

  // The batch ships in one press: one parcel under the number typed, the other under its order number.
  await fitRow.getByLabel(`Broj pošiljke za ${fit.LeadID}`).fill('6612399001');
  await page.getByRole('button', { name: /Označi odabrane kao poslane \(2\)/ }).click();
  await expect(page.locator('.desk-ok[role=status]')).toHaveText('Označeno kao poslano: 2.');
  await expect(fitRow).toHaveCount(0);
  await expect(femRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Na putu' }).click();
  await expect(fitRow).toContainText('GLS Hrvatska 6612399001');
  await expect(femRow).toContainText(`GLS Hrvatska ${fem.LeadID}`);

  // A parcel that came back gets its reason on the desk.
  await femRow.getByLabel(`Ishod dostave za ${fem.LeadID}`).selectOption('refused');
  await femRow.getByLabel(`Razlog povrata za ${fem.LeadID}`).selectOption('damaged');
  violations.push(...(await axe(page, 'dispatch-reason')));
  await femRow.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.locator('.desk-ok[role=status]')).toHaveText(`Narudžba ${fem.LeadID}: Odbijeno.`);
  expect(violations).toEqual([]);
});
