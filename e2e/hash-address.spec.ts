// The address a shopper copies is the shop's own `#/` form (the address bar shows it). For a route
// the server renders at its real path, the page's first script hops there before anything paints, so
// it arrives as HTML (docs/decisions/036-speed-where-shoppers-arrive.md).
import { expect, screenshots, test } from './fixtures.ts';

test("an offer's #/ address arrives as its rendered page, in the country the address names, and sells", async ({
  page,
}) => {
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
  // The second document is the offer's real path in the address's country; the address is the one opened again.
  expect(documents).toEqual(['/', '/offers/pure-fit?country=RS']);
  await expect(page).toHaveURL(/\/#\/offers\/pure-fit\?country=RS$/);
  // Hydrated from the HTML: the buy button acts, and the offer was not asked for again.
  await page
    .getByTestId('offer-page')
    .getByRole('button', { name: /Dodaj u korpu/ })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(calls.some((body) => body.includes('offers.f.getSlog'))).toBe(false);
  await screenshots(page, 'hash-address-offer-rs');
});

test("the review request's link arrives as the rendered offer and opens the review form", async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname + new URL(req.url()).search);
  });
  // The e-mail's link (modules/reviews/request.ts): the query inside the hash is the form's.
  await page.goto('/#/offers/pure-fit?review=1');
  await expect(page.getByTestId('review-logged-out')).toBeVisible();
  expect(documents).toEqual(['/', '/offers/pure-fit?review=1']);
  await expect(page).toHaveURL(/\/#\/offers\/pure-fit\?review=1$/);
  // Closed, the link has done its work.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('review-logged-out')).toBeHidden();
  await expect(page).toHaveURL(/\/#\/offers\/pure-fit$/);
});

test('a listing and a readable page arrive rendered from their #/ address, in its country, and work', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname + new URL(req.url()).search);
  });
  await page.goto('/#/most-popular?country=RS');
  await expect(page.locator('main h1')).toHaveText('Najpopularniji proizvodi');
  await expect(page.locator('html')).toHaveAttribute('data-country', 'RS');
  await expect(page.locator('.offer-card').first()).toContainText('RSD');
  expect(documents).toEqual(['/', '/most-popular?country=RS']);
  await expect(page).toHaveURL(/\/#\/most-popular\?country=RS$/);
  // The shop goes on inside the page: a category is a change of the hash, not a new document.
  await page
    .getByRole('navigation', { name: 'Kategorije proizvoda' })
    .getByRole('link', { name: 'Kosa', exact: true })
    .click();
  await expect(page.locator('main h1')).toHaveText('Kosa');
  expect(documents).toHaveLength(2);

  // A path written with a letter the address escapes.
  await page.goto('about:blank');
  documents.length = 0;
  await page.goto('/#/blog/mršavljenje');
  await expect(page.locator('main h1')).toHaveText(/^Mršavljenje bez gladovanja/);
  expect(documents).toEqual(['/', '/blog/mr%C5%A1avljenje']);
  await expect(page).toHaveURL(/\/#\/blog\/mr%C5%A1avljenje$/);
});

test.describe('an offer the shop does not sell', () => {
  // The one console line is the browser's note of the 404 answer itself.
  test.use({ allowConsoleErrors: true });
  test("an unknown offer's #/ address hops once to its real address, which answers not found and says so", async ({
    page,
    consoleErrors,
  }) => {
    const documents: { path: string; status: number }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document')
        documents.push({ path: new URL(res.url()).pathname, status: res.status() });
    });
    await page.goto('/#/offers/no-such-product');
    await expect(page.locator('main h1')).toHaveText('Proizvod nije pronađen');
    await expect(page).toHaveURL(/\/offers\/no-such-product$/);
    // One hop and no loop back: an offer the country does not sell answers 404 with the page that says so.
    expect(documents).toEqual([
      { path: '/', status: 200 },
      { path: '/offers/no-such-product', status: 404 },
    ]);
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});

test('the landing, a route the server does not render and a path it does not know as written do not hop', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && req.url().startsWith('http')) documents.push(new URL(req.url()).pathname);
  });
  await page.goto('/#/');
  await expect(page.locator('main h1')).toHaveText('Prirodna podrška za zdravlje i ljepotu');
  // A fresh document (a change of the hash alone would not load one).
  await page.goto('about:blank');
  await page.goto('/#/track');
  await expect(page.locator('main h1')).toHaveText('Praćenje pošiljke');
  // The server's paths are written in small letters; the shop's router reads this one as the listing.
  await page.goto('about:blank');
  await page.goto('/#/Most-Popular');
  await expect(page.locator('main h1')).toHaveText('Najpopularniji proizvodi');
  expect(documents).toEqual(['/', '/', '/']);
});
