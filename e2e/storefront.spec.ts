// The storefront in real Chromium: landing → tile → offer → cart; prices and spelling per
// country; search; listing by group; bundles with stars; an unknown slug; a corrupt stored cart;
// the phone layout; and screenshots of every storefront screen at 390 and 1280 px in HR and RS.
import type { APIRequestContext, Page } from '@playwright/test';
import { type CountryCode, formatMoney } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract/methods';
import { test, expect, atRest, hydrated, screenshots, screenshot, PHONE, DESKTOP } from './fixtures.ts';
import { rpcCall } from './rpc.ts';

const h1 = (page: Page) => page.locator('main h1').first();
const cartDialog = (page: Page) => page.getByRole('dialog', { name: /Vaša (košarica|korpa)/ });

/** The catalog as the server answers it for a country: the numbers the screens must show. */
async function catalog(request: APIRequestContext, country: CountryCode): Promise<Map<string, Offer>> {
  const offers = await rpcCall(request, 'offers.f.getAll', { includeReviews: true }, { country });
  return new Map(offers.map((o) => [o.Slog, o]));
}

const money = (amount: number, country: CountryCode) => formatMoney(Math.round(amount * 100) / 100, country);

test.describe('shopping journey', () => {
  test.use({ viewport: DESKTOP });

  test('landing → tile → offer → add 2 → cart totals → change quantity → remove', async ({ page, request }) => {
    const pureFit = (await catalog(request, 'HR')).get('pure-fit')!;
    await page.goto('/#/');
    // The landing at rest (hydrated, its lazy parts in), as a shopper who reads before tapping sees it:
    // taps before the page works are first-paint.spec's subject, not this journey's.
    await hydrated(page);
    await page
      .locator('.tiles')
      .getByRole('link', { name: /Mršavljenje/ })
      .click();
    await expect(h1(page)).toHaveText('Pure Fit');
    await expect(page.getByTestId('offer-page').getByTestId('price-new').first()).toHaveText(
      money(pureFit.NewPrice, 'HR'),
    );
    await page.getByRole('button', { name: 'Povećaj količinu' }).click();
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();

    const cart = cartDialog(page);
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-subtotal')).toHaveText(money(pureFit.NewPrice * 2, 'HR'));
    // HR shows savings only while a real reduction counts (the 30-day rule, docs/decisions/023).
    if (pureFit.OldPrice > pureFit.NewPrice)
      await expect(cart.getByTestId('cart-savings')).toHaveText(money((pureFit.OldPrice - pureFit.NewPrice) * 2, 'HR'));
    else await expect(cart.getByTestId('cart-savings')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Košarica, 2 artikla' })).toBeAttached();

    await cart.getByRole('button', { name: 'Povećaj količinu' }).click();
    await expect(cart.getByTestId('cart-subtotal')).toHaveText(money(pureFit.NewPrice * 3, 'HR'));
    await cart.getByRole('button', { name: 'Smanji količinu' }).click();
    await cart.getByRole('button', { name: 'Smanji količinu' }).click();
    await expect(cart.getByTestId('cart-subtotal')).toHaveText(money(pureFit.NewPrice, 'HR'));
    await expect(cart.getByRole('button', { name: 'Smanji količinu' })).toBeDisabled();

    await cart.getByRole('button', { name: 'Ukloni Pure Fit iz košarice' }).click();
    await expect(cart).toContainText('Vaša košarica je prazna.');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    await cart.getByRole('button', { name: 'Zatvori' }).click();
    await expect(cart).toBeHidden();
  });

  test('2 × pure-fit and 1 × a bundle total exactly what the catalog says, after a reload too', async ({
    page,
    request,
  }) => {
    const offers = await catalog(request, 'HR');
    const pureFit = offers.get('pure-fit')!;
    const bundle = [...offers.values()].find((o) => o.ChildOffers !== null)!;
    await page.goto('/#/offers/pure-fit');
    await page.getByRole('button', { name: 'Povećaj količinu' }).click();
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
    await cartDialog(page).getByRole('button', { name: 'Zatvori' }).click();
    await page.goto(`/#/offers/${bundle.Slog}`);
    await expect(h1(page)).toHaveText(bundle.Name);
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();

    const subtotal = money(pureFit.NewPrice * 2 + bundle.NewPrice, 'HR');
    await expect(cartDialog(page).getByTestId('cart-subtotal')).toHaveText(subtotal);
    await page.reload();
    await page.getByRole('button', { name: 'Košarica, 3 artikla' }).click();
    await expect(cartDialog(page).getByTestId('cart-subtotal')).toHaveText(subtotal);
    // Checkout with the page transition.
    await cartDialog(page).getByRole('button', { name: 'Nastavi na narudžbu' }).click();
    await expect(page).toHaveURL(/#\/checkout$/);
  });
});

test.describe('countries', () => {
  test.use({ viewport: DESKTOP });

  for (const [country, symbol] of [
    ['HR', '€'],
    ['RS', 'RSD'],
    ['BA', 'KM'],
  ] as const) {
    test(`${country} sees prices in ${symbol}`, async ({ page, request }) => {
      const pureFit = (await catalog(request, country)).get('pure-fit')!;
      await page.goto(`/?country=${country}#/offers/pure-fit`);
      const price = page.getByTestId('offer-page').getByTestId('price-new').first();
      await expect(price).toHaveText(money(pureFit.NewPrice, country));
      await expect(price).toContainText(symbol);
    });
  }

  test('RS reads ekavian; switching country re-prices the cart', async ({ page, request }) => {
    const [hr, rs] = [(await catalog(request, 'HR')).get('pure-fit')!, (await catalog(request, 'RS')).get('pure-fit')!];
    await page.goto('/?country=RS#/offers/pure-fit');
    await expect(page.getByRole('tab', { name: 'Opis' })).toBeVisible();
    await expect(page.getByTestId('offer-page')).toContainText(rs.Heading);
    await expect(page.getByTestId('offer-page')).toContainText('korena konjaka');
    await page.getByRole('button', { name: 'Dodaj u korpu' }).click();
    await expect(cartDialog(page).getByTestId('cart-subtotal')).toHaveText(money(rs.NewPrice, 'RS'));
    await expect(cartDialog(page)).toContainText('Međuzbir');
    await cartDialog(page).getByRole('button', { name: 'Zatvori' }).click();
    await page.locator('footer.site-footer').getByRole('link', { name: 'Hrvatska' }).click();
    await page.getByRole('button', { name: /^Košarica, 1/ }).click();
    await expect(cartDialog(page).getByTestId('cart-subtotal')).toHaveText(money(hr.NewPrice, 'HR'));
    await expect(cartDialog(page)).toContainText('Međuzbroj');
  });
});

test.describe('the cart panel by keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('Tab and Shift+Tab stay inside the open panel (aria-modal); Escape closes it', async ({ page }) => {
    await page.goto('/#/offers/pure-fit?country=HR');
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
    const cart = cartDialog(page);
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-to-pay')).toBeVisible();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cart-panel'))), `Tab ${i + 1}`).toBe(
        true,
      );
    }
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('.cart-panel'))),
        `Shift+Tab ${i + 1}`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
  });
});

test.describe('search', () => {
  test.use({ viewport: DESKTOP });

  test('finds offers by a case-insensitive part of the name; the keyboard opens one', async ({ page }) => {
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Pretraživanje' }).click();
    const search = page.getByRole('dialog', { name: 'Pretraživanje' });
    await search.getByRole('combobox', { name: 'Pretraživanje' }).fill('GROW');
    // Names rank first; other texts may mention the word too.
    await expect(search.getByRole('option').first()).toContainText(/hairgrow/i);
    await search.getByRole('combobox').fill('fit');
    const options = search.getByRole('option');
    await expect(options.first()).toContainText('Pure Fit');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText('Pure Fit');
    await expect(search).toBeHidden();
  });

  test('says so when nothing matches, and Escape closes', async ({ page }) => {
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Pretraživanje' }).click();
    const search = page.getByRole('dialog', { name: 'Pretraživanje' });
    await search.getByRole('combobox').fill('zzqx');
    await expect(search).toContainText('Nije pronađen nijedan artikl');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  test('HR: finds what shoppers type — categories, benefits, ingredients — and offers the categories when nothing matches', async ({
    page,
  }) => {
    await page.goto('/#/?country=HR');
    await page.getByRole('button', { name: 'Pretraživanje' }).click();
    const search = page.getByRole('dialog', { name: 'Pretraživanje' });
    const box = search.getByRole('combobox');
    const expected: [string, string][] = [
      ['kosa', 'HairGrow Plus'],
      ['celulit', 'Cellu Lift'],
      ['cink', 'Prosta Vital'],
      ['čaj', 'Pure Fit'],
      ['prostata', 'Prosta Vital'],
      ['hemoroidi', 'Hemo Calm'],
    ];
    for (const [query, name] of expected) {
      await box.fill(query);
      await expect(search.getByRole('option', { name: new RegExp(name) }), query).toHaveCount(1);
    }
    await box.fill('prostata');
    await expect(search.getByRole('option').first()).toContainText('Prosta Vital');
    await screenshots(page, 'search-prostata');

    await box.fill('zzqx');
    await expect(search).toContainText('Pogledajte naše kategorije:');
    await screenshots(page, 'search-none');
    await search.getByTestId('search-categories').getByRole('link', { name: 'Kosa', exact: true }).click();
    await expect(search).toBeHidden();
    await expect(h1(page)).toHaveText('Kosa');
  });
});

test.describe('listing and bundles', () => {
  test.use({ viewport: DESKTOP });

  test('lists a group with the category sidebar', async ({ page, request }) => {
    const offers = [...(await catalog(request, 'HR')).values()];
    await page.goto('/#/most-popular');
    await expect(h1(page)).toHaveText('Najpopularniji proizvodi');
    await expect(page.locator('.offer-card')).toHaveCount(offers.length);
    const nav = page.getByRole('navigation', { name: 'Kategorije proizvoda' });
    for (const name of [
      'Najpopularniji',
      'Mršavljenje',
      'Celulit',
      'Kosa',
      'Bore',
      'Proširene vene',
      'Menstrualna podrška',
      'Libido',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav).toContainText('Sve kategorije');
    await nav.getByRole('link', { name: 'Kosa', exact: true }).click();
    await expect(h1(page)).toHaveText('Kosa');
    await expect(page.locator('.offer-card')).toHaveCount(offers.filter((o) => o.Group === 'kosa').length);
    await expect(nav.getByRole('link', { name: 'Kosa', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goto('/#/shop/celulit');
    await expect(h1(page)).toHaveText('Celulit');
    await expect(page.getByTestId('offer-card-cellu-lift')).toBeVisible();
  });

  test('bundles show stars with the rating and the right plural word', async ({ page, request }) => {
    const bundles = [...(await catalog(request, 'HR')).values()].filter((o) => o.ChildOffers !== null);
    await page.goto('/#/bundles');
    await expect(h1(page)).toHaveText('Paketi');
    await expect(page.locator('.offer-card')).toHaveCount(bundles.length);
    const first = bundles[0]!;
    const card = page.getByTestId(`offer-card-${first.Slog}`);
    await expect(card.getByTestId('rating-line')).toContainText(String(first.Rating!.toFixed(1)).replace('.', ','));
    await expect(card.getByTestId('rating-line')).toContainText(/ocjen[ae]\)/);
    // Each star filled to the rating's share, the last partly (docs/decisions/052).
    await expect(card.locator('.stars__star').nth(4)).toHaveAttribute(
      'data-fill',
      String(Math.round(Math.min(1, Math.max(0, Math.round(first.Rating! * 10) / 10 - 4)) * 100)),
    );
    await card.getByRole('link', { name: `Naruči paket: ${first.Name}` }).click();
    await expect(h1(page)).toHaveText(first.Name);
  });
});

test('bundles: a spinner while loading, the error text on failure, and a retry', async ({ page }) => {
  let fail = true;
  await page.route('**/_rpc', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('not-eq')) return route.fallback();
    await new Promise((r) => setTimeout(r, 600));
    if (!fail) return route.fallback();
    // An answered failure (HTTP 200, status error), as the server gives it: no console noise.
    const calls = JSON.parse(body) as unknown;
    const answer = (c: { meta?: unknown }) => ({ status: 'error', data: 'SERVER_ERROR', meta: c.meta });
    await route.fulfill({ json: Array.isArray(calls) ? calls.map(answer) : answer(calls as { meta?: unknown }) });
  });
  await page.goto('/#/bundles');
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Došlo je do greške!');
  fail = false;
  await page.getByRole('button', { name: 'Pokušajte ponovo' }).click();
  await expect(page.locator('.offer-card').first()).toBeVisible();
});

test.describe('an address the shop does not sell', () => {
  // The one console line is the browser's note of the 404 answer itself, and nothing else.
  test.use({ allowConsoleErrors: true });

  test('an unknown slug answers not found, says so and leads to the products', async ({ page, consoleErrors }) => {
    await page.goto('/#/offers/no-such-product');
    await expect(h1(page)).toHaveText('Proizvod nije pronađen');
    await page.getByRole('main').getByRole('link', { name: 'Pogledajte proizvode' }).click();
    await expect(h1(page)).toHaveText('Najpopularniji proizvodi');
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});

test('a corrupt or foreign cart in storage is dropped; unknown IDs are removed', async ({ page }) => {
  await page.goto('/#/');
  await page.evaluate(() => localStorage.setItem('cart', '{not json'));
  await page.reload();
  await expect(h1(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Košarica, 0 artikala' })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('cart', JSON.stringify([{ ID: 1, quantity: 2 }, { ID: 99999, quantity: 1 }, { id: 3 }])),
  );
  await page.reload();
  // The unknown ID goes as soon as the catalog has answered, before the cart is even opened.
  await page.getByRole('button', { name: 'Košarica, 2 artikla' }).click();
  await expect(cartDialog(page).locator('.cart-line')).toHaveCount(1);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? 'null')).toEqual([
    { ID: 1, quantity: 2 },
  ]);
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: PHONE });

  test('the menu, and the listing with its category dropdown', async ({ page }) => {
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Otvori izbornik' }).click();
    const menu = page.getByRole('dialog', { name: 'Izbornik' });
    await menu.getByRole('button', { name: 'Proizvodi' }).click();
    await menu.getByRole('link', { name: 'Bore' }).click();
    await expect(h1(page)).toHaveText('Bore');
    const nav = page.getByRole('navigation', { name: 'Kategorije proizvoda' });
    const toggle = nav.getByRole('button', { name: 'Kategorija: Bore' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Libido', exact: true })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Libido', exact: true }).click();
    await expect(h1(page)).toHaveText('Libido');
    await expect(nav.getByRole('button', { name: 'Kategorija: Libido' })).toBeVisible();
  });
});

test('screenshots of the storefront at 390 and 1280 px, HR and RS', async ({ page }) => {
  test.setTimeout(90_000);
  for (const country of ['HR', 'RS'] as const) {
    const tag = country.toLowerCase();
    await page.setViewportSize(DESKTOP);
    await page.goto(`/?country=${country}#/`);
    await expect(page.locator('.best-sellers .offer-card').first()).toBeVisible();
    await screenshots(page, `store-landing-${tag}`);
    await page.goto('/#/most-popular/mrsavljenje');
    await expect(page.locator('.offer-card').first()).toBeVisible();
    await screenshots(page, `store-listing-${tag}`);
    await page.goto('/#/offers/pure-fit');
    await expect(h1(page)).toHaveText('Pure Fit');
    await screenshots(page, `store-offer-${tag}`);
    await page.goto('/#/bundles');
    await expect(page.locator('.offer-card').first()).toBeVisible();
    await screenshots(page, `store-bundles-${tag}`);
    await page.goto('/#/offers/paket-vitka-linija');
    await page.getByRole('button', { name: /^Dodaj u (košaricu|korpu)$/ }).click();
    await expect(cartDialog(page).getByTestId('cart-subtotal')).toBeVisible();
    for (const [label, size] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await atRest(page);
      await screenshot(page, `store-cart-${tag}-${label}.png`);
    }
    await page.evaluate(() => localStorage.removeItem('cart'));
    // The header's shop menu and the search overlay, at desktop width.
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/');
    await page
      .getByRole('navigation', { name: /Glavni/ })
      .getByRole('button', { name: 'Proizvodi' })
      .click();
    await expect(page.locator('.shop-menu__offers .offer-card').first()).toBeVisible();
    await page.locator('.shop-menu__link').nth(2).hover();
    await expect(page.locator('.shop-menu__link').nth(2)).toHaveClass(/is-active/);
    await atRest(page);
    await screenshot(page, `store-shop-menu-${tag}-1280.png`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(Pretraživanje|Pretraga)$/ }).click();
    await page.getByRole('combobox').fill('a');
    await expect(page.getByRole('option').first()).toBeVisible();
    await atRest(page);
    await screenshot(page, `store-search-${tag}-1280.png`);
  }
});

test('the offer page lists approved reviews and re-sorts them', async ({ page, request }) => {
  const res = await request.post('/_rpc', {
    data: { action: 'call', method: 'shopReviews.getAll', params: { OfferID: 1, orders: ['Rating', 'asc'] } },
  });
  const worstFirst = ((await res.json()) as { data: { Review: string }[] }).data;
  expect(worstFirst.length).toBeGreaterThan(1);
  await page.goto('/#/offers/pure-fit');
  const reviews = page.locator('.reviews__list .review__text');
  await expect(reviews.first()).toBeVisible();
  expect(await reviews.count()).toBe(worstFirst.length);
  await page.getByLabel('Poredaj').selectOption('worst');
  await expect(reviews.first()).toHaveText(worstFirst[0]!.Review);
});
