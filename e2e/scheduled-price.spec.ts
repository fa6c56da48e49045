// A scheduled price in the browser, on the shop's real clock: a merchandiser schedules a lower RS price
// that starts a few seconds from now and ends a few seconds later. The RS offer page shows the old price
// before the start, the lower one once it has started and the old one again after the end — with no
// restart and no catalog change in between: each process's catalog ends at the next start or end of a
// schedule (docs/desk.md, "The catalog"; decision 063).
import type { Page } from '@playwright/test';
import { formatMoney, fromMinor } from '@zdravo/contract';
import { test, expect, hydrated, DESKTOP } from './fixtures.ts';
import { deskCall, enrolledFromCli } from './desk-staff.ts';

const run = Date.now().toString(36);
// An offer no other journey prices in RS.
const SLOG = 'prosta-vital';
const LOWER = { new: 379_000, old: 759_000 };

/** Reloads the offer page until it shows `text` (the catalog may take its next start or end to move). */
async function showsAfterReloads(shop: Page, text: string, timeout: number) {
  await expect(async () => {
    await shop.reload();
    await hydrated(shop);
    await expect(shop.getByTestId('offer-page')).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout, intervals: [500, 1_000] });
}

test('a scheduled RS price shows from its start to its end, without a restart', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `zakazano.${run}@zdravo.test`, 'merchandiser', 'Iva Zakazana');
  const row = (await deskCall(page, 'desk.catalog.list', {})).find((r) => r.slog === SLOG)!;
  const { version } = await deskCall(page, 'desk.catalog.get', { id: row.id });

  const shopper = await browser.newContext({ viewport: DESKTOP });
  const shop = await shopper.newPage();
  await shop.goto(`/offers/${SLOG}?country=RS`);
  await hydrated(shop);
  const usual = formatMoney(fromMinor(409_000), 'RS');
  const lower = formatMoney(fromMinor(LOWER.new), 'RS');
  await expect(shop.getByTestId('offer-page')).toContainText(usual);

  const startsAt = Date.now() + 6_000;
  const endsAt = startsAt + 12_000;
  await deskCall(page, 'desk.catalog.schedulePrice', {
    offerId: row.id,
    version,
    country: 'RS',
    price: LOWER,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  });

  // Before the start: still the usual price (the schedule is written, not yet in force).
  await shop.reload();
  await hydrated(shop);
  expect(Date.now()).toBeLessThan(startsAt);
  await expect(shop.getByTestId('offer-page')).toContainText(usual);
  await expect(shop.getByTestId('offer-page')).not.toContainText(lower);

  // From the start: the lower price, and not before it.
  await showsAfterReloads(shop, lower, 20_000);
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt);

  // After the end: the usual price again.
  await showsAfterReloads(shop, usual, 25_000);
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
  await expect(shop.getByTestId('offer-page')).not.toContainText(lower);
  await shopper.close();
});
