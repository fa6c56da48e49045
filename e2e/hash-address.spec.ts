// The address a shopper copies is the shop's own `#/` form (the address bar shows it). For a route
// the server renders at its real path, the page's first script hops there before anything paints, so
// it arrives as HTML (docs/decisions/036-speed-where-shoppers-arrive.md).
import { expect, screenshots, test } from './fixtures.ts';

test("an offer's #/ address arrives as its rendered page, in the country the address names, and sells", async ({ page }) => {
  const documents: string[] = [];
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname + new URL(req.url()).search);
    if (req.url().endsWith('/_rpc')) calls.push(req.postData() ?? '');
  });
  await page.goto('/#/offers/pure-fit?country=RS');
  await expect(page.locator('main h1')).toHaveText('Pure Fit');
  await expect(page.locator('html')).toHaveAttribute('data-country', 'RS');
  await expect(page.getByTestId('offer-page').getByText(/RSD/).first()).toBeVisible();
  // The second document is the offer's real path in the address's country; the address is the shop's again.
  expect(documents).toEqual(['/', '/offers/pure-fit?country=RS']);
  await expect(page).toHaveURL(/\/\?country=RS#\/offers\/pure-fit$/);
  // Hydrated from the HTML: the buy button acts, and the offer was not asked for again.
  await page.getByTestId('offer-page').getByRole('button', { name: /Dodaj u korpu/ }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(calls.some((body) => body.includes('offers.f.getSlog'))).toBe(false);
  await screenshots(page, 'hash-address-offer-rs');
});

test("an unknown offer's #/ address hops once, then stays and says so", async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  await page.goto('/#/offers/no-such-product');
  await expect(page.locator('main h1')).toHaveText('Proizvod nije pronađen');
  await expect(page).toHaveURL(/\/#\/offers\/no-such-product$/);
  // There and back (the server sends an offer it does not sell to the shop's route), no further.
  expect(documents).toEqual(['/', '/offers/no-such-product', '/']);
});

test('the landing and a route the server does not render do not hop', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && req.url().startsWith('http')) documents.push(new URL(req.url()).pathname);
  });
  await page.goto('/#/');
  await expect(page.locator('main h1')).toHaveText('Prirodna podrška za zdravlje i ljepotu');
  // A fresh document (a change of the hash alone would not load one).
  await page.goto('about:blank');
  await page.goto('/#/most-popular');
  await expect(page.locator('main h1')).toHaveText('Najpopularniji proizvodi');
  expect(documents).toEqual(['/', '/']);
});
