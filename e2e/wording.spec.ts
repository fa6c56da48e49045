// Each country reads its own words: Croatia "košarica" and "tjedan", Bosnia and Herzegovina and
// Serbia "korpa", Serbia "nedelja"; the spec's quoted messages read the same everywhere.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const COUNTRIES = ['HR', 'BA', 'RS', 'ME'] as const;
const shot = (name: string) => fileURLToPath(new URL(`screenshots/${name}`, import.meta.url));
const CART_WORD = { HR: 'košaricu', BA: 'korpu', RS: 'korpu', ME: 'korpu' } as const;
const CART_TITLE = { HR: 'Vaša košarica', BA: 'Vaša korpa', RS: 'Vaša korpa', ME: 'Vaša korpa' } as const;

async function openIn(page: Page, country: string, route: string): Promise<void> {
  await page.goto(`/?country=${country}#${route}`);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
}

test.describe('wording per country', () => {
  for (const country of COUNTRIES) {
    test(`${country}: the cart is "${CART_TITLE[country]}"`, async ({ page }) => {
      await openIn(page, country, '/offers/pure-fit');
      await page.getByRole('button', { name: `Dodaj u ${CART_WORD[country]}` }).click();
      await expect(page.getByRole('dialog', { name: new RegExp(CART_TITLE[country]) })).toBeVisible();
    });
  }

  test('HR reads "tjedan", RS "nedelja" (the same sentence on the About page)', async ({ page }) => {
    await openIn(page, 'HR', '/o-nama');
    await expect(page.getByRole('main')).toContainText('ne vide za tjedan dana');
    await openIn(page, 'RS', '/o-nama');
    await expect(page.getByRole('main')).toContainText('ne vide za nedelju dana');
  });

  for (const country of COUNTRIES) {
    test(`${country}: the spec's messages read exactly as the spec writes them`, async ({ page }) => {
      await openIn(page, country, '/');
      await page.locator('header.site-header').getByRole('button', { name: /^(Pretraživanje|Pretraga)$/ }).click();
      await page.getByRole('combobox').fill('zzzz nema toga');
      await expect(page.getByRole('dialog')).toContainText('Nije pronađen ni jedan artikal');
      await page.keyboard.press('Escape');
      await openIn(page, country, '/checkout');
      await expect(page.getByRole('main')).toContainText('Nema artikala za narudžbu.');
    });
  }

  test('screenshots of the landing, an offer, the cart and checkout at 390 px, HR beside BA', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const country of ['HR', 'BA'] as const) {
      const tag = country.toLowerCase();
      await openIn(page, country, '/');
      await page.screenshot({ path: shot(`wording-landing-${tag}-390.png`) });
      await openIn(page, country, '/offers/pure-fit');
      await page.screenshot({ path: shot(`wording-offer-${tag}-390.png`) });
      await page.getByRole('button', { name: `Dodaj u ${CART_WORD[country]}` }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: shot(`wording-cart-${tag}-390.png`) });
      await page.getByRole('dialog').getByRole('button', { name: /Nastavi na/ }).click();
      await expect(page.getByTestId('order-summary')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: shot(`wording-checkout-${tag}-390.png`), fullPage: true });
      await page.evaluate(() => localStorage.removeItem('cart'));
    }
  });
});
