// The desk's catalog in real Chromium: a merchandiser invited from the CLI enrols, lands on "Katalog"
// (the only screen in the menu), finds a product by name, filters by status; axe finds nothing at
// 1280 px and the screen reads at 390 px. Once the CLI counts a product's stock the list shows what is
// left per country (and in its bundle), the low-stock mark at the line. Screenshots at both widths.
import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE, screenshot, shopCli } from './fixtures.ts';
import { axe, enrolledFromCli } from './desk-staff.ts';

const run = Date.now().toString(36);

async function shots(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${label}.png`, { fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a merchandiser lands on Katalog, finds a product by name and filters by status', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `katalog.${run}@zdravo.test`, 'merchandiser', 'Lejla Katalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Katalog' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Recenzije' })).toHaveCount(0);
  await expect(page.getByTestId('catalog-row-pure-fit')).toContainText('Pure Fit');
  await expect(page.getByTestId('catalog-row-pure-fit')).toContainText('Objavljeno');
  expect(await axe(page, 'catalog')).toEqual([]);
  await shots(page, 'desk-catalog');

  await page.getByLabel('Traži po nazivu ili adresi').fill('pure');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByLabel('Traži po nazivu ili adresi').fill('');
  await page.getByLabel('Status').selectOption('draft');
  await expect(page.getByText('Nijedan proizvod ne odgovara pretrazi.')).toBeVisible();
  expect(await axe(page, 'catalog, no match')).toEqual([]);
});

test('the list shows what is left per country once the stock is counted', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `zalihe.${run}@zdravo.test`, 'merchandiser', 'Mirza Zalihe');
  // The cells: product, group, then BA, RS, HR, ME. Nobody else counts Alpha Potent in RS.
  const rs = (slog: string) => page.getByTestId(`catalog-row-${slog}`).locator('td').nth(3);
  await expect(rs('alpha-potent')).toContainText('ne broji se');

  expect(await shopCli('stock:set', 'alpha-potent', 'RS', '40')).toContain('available 40');
  await page.reload();
  await expect(rs('alpha-potent')).toContainText('Dostupno: 40');
  await expect(rs('alpha-potent')).not.toContainText('Nisko stanje');
  // Its bundle is as available as its one counted product.
  await expect(rs('paket-muska-snaga')).toContainText('Dostupno: 40');
  // The other countries sell from other warehouses: still not counted there.
  await expect(page.getByTestId('catalog-row-alpha-potent').locator('td').nth(4)).toContainText('ne broji se');

  expect(await shopCli('stock:set', 'alpha-potent', 'RS', '3')).toContain('available 3');
  await page.reload();
  await expect(rs('alpha-potent')).toContainText('Dostupno: 3');
  await expect(rs('alpha-potent')).toContainText('Nisko stanje');
  expect(await axe(page, 'catalog with stock')).toEqual([]);
  await page.getByTestId('catalog-row-alpha-potent').scrollIntoViewIfNeeded();
  await shots(page, 'desk-catalog-stock');
  await page.setViewportSize(PHONE);
  await expect(rs('alpha-potent')).toContainText('Nisko stanje');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
