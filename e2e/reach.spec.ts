// Reach: shared product links land on the offer, the offer page shares its link, and every route
// passes axe's WCAG 2.1 AA checks at phone and desktop width.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atRest, expect, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Every route of docs/product.md §2, with the element that says its screen has loaded. */
const ROUTES: readonly string[] = [
  '/',
  '/login',
  '/forgotPassword',
  '/account',
  '/offers/pure-fit',
  '/offers/paket-vitka-linija',
  '/most-popular',
  '/shop/celulit',
  '/bundles',
  '/club',
  '/community',
  '/quiz',
  '/checkout',
  '/checkout/ZD-7Q4K2',
  '/track',
  '/nasa-prica',
  '/o-nama',
  '/kontaktiraje-nas',
  '/politika-dostave',
  '/politika-povrata',
  '/terms-of-use',
  '/privacy-policy',
  '/blog/mršavljenje',
  '/blog/kosa',
  '/blog/libido',
  '/blog/generalno',
  '/nothing-here',
];

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  // Spinners gone and the page transition over, so axe sees the screen a shopper reads.
  await expect(page.locator('[role="status"] .spinner, .spinner')).toHaveCount(0, { timeout: 15_000 });
  await atRest(page);
}

test.describe('shared product links', () => {
  test('/p/pure-fit lands on the offer in the shop', async ({ page }) => {
    await page.goto('/p/pure-fit');
    await expect(page).toHaveURL(/\/#\/offers\/pure-fit$/);
    await expect(page.locator('main h1').first()).toHaveText('Pure Fit');
  });

  test('the offer page copies its share link on a desktop', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#/offers/pure-fit');
    await page.getByRole('button', { name: 'Podijelite proizvod' }).click();
    await expect(page.getByText('Poveznica je kopirana')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // This host names no country: the link carries the shop's.
    expect(copied).toBe(new URL('/p/pure-fit?country=HR', page.url()).href);
  });

  test('RS: the shared link opens the RS shop in dinars, also in a browser that never saw the shop; an unknown product says so', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#/offers/pure-fit?country=RS');
    await expect(page.locator('.buy-box').getByTestId('price-new')).toHaveText(/RSD$/);
    await page
      .getByRole('button', { name: 'Podelite proizvod' })
      .or(page.getByRole('button', { name: 'Podijelite proizvod' }))
      .click();
    // What the shopper sees once the link is on the clipboard (a tap before the page works is replayed when it does).
    await expect(page.getByText('Link je kopiran')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL('/p/pure-fit?country=RS', page.url()).href);

    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const other = await fresh.newPage();
      await other.goto(copied);
      await expect(other).toHaveURL(/\/\?country=RS#\/offers\/pure-fit$/);
      await expect(other.locator('.buy-box').getByTestId('price-new')).toHaveText(/RSD$/);
      const gone = await other.goto('/p/nema-takvog-proizvoda?country=RS');
      expect(gone?.status()).toBe(404);
      await expect(other.locator('h1')).toHaveText('Proizvod nije pronađen');
      await other.getByRole('link', { name: 'Pogledajte proizvode' }).click();
      await expect(other).toHaveURL(/\/\?country=RS#\/most-popular$/);
      await expect(other.locator('.offer-card').first().getByTestId('price-new')).toHaveText(/RSD$/);
    } finally {
      await fresh.close();
    }
  });
});

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.setTimeout(120_000);
  for (const [label, size] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`every route at ${label} has no violations`, async ({ page }) => {
      await page.setViewportSize(size);
      const found: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`/#${route}`);
        await settled(page);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of result.violations) {
          found.push(
            `${route}: ${v.id} (${v.impact}) — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
        }
      }
      expect(found).toEqual([]);
    });
  }
});
