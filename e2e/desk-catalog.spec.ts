// The desk's catalog in real Chromium: a merchandiser invited from the CLI enrols, lands on "Katalog"
// (the only screen in the menu), finds a product by name, filters by status; axe finds nothing at
// 1280 px and the screen reads at 390 px. Screenshots at both widths.
import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE, screenshot } from './fixtures.ts';
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
