// Each country reads its own words on the rendered pages (Montenegro: uslovi korišćenja, dodaci
// ishrani, istorija, podešavanja; Bosnia: hrom, nivo — docs/glossary.md); a page read without a script
// shows only what works (docs/decisions/034-pages-without-javascript.md): an offer's "Prednosti" and
// "Način upotrebe" as open sections, no button that needs a script, the sitemap's addresses rendered;
// the shop menu gives the focus back on Escape.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, screenshots, shopCli, test } from './fixtures.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';

const footer = (page: Page) => page.locator('footer.site-footer');
/** The header's search without a script: a plain GET form, the one control a page keeps. */
const SEARCH_SUBMIT = '.noscript-search__submit';
const SEARCH_FIELD = '.noscript-search__field';

test.describe('Montenegro reads Montenegrin', () => {
  test('the ME footer and an offer read the ME words; BA keeps its own, without krom or razine', async ({ page }) => {
    await page.goto('/offers/pure-fit?country=ME');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer(page)).toContainText('Uslovi korišćenja');
    await expect(footer(page)).toContainText('Dodaci ishrani nisu zamjena');
    await expect(footer(page)).not.toContainText(/Uvjeti|prehran|Postavke/);
    const main = page.getByRole('main');
    await expect(main).toContainText('hrom');
    await expect(main).not.toContainText(/prehran|\bkrom|razin/);
    await page.getByRole('tab', { name: 'Način upotrebe' }).click();
    await expect(main).toContainText('uravnoteženu ishranu');
    await screenshots(page, 'me-offer');

    await page.goto('/offers/pure-fit?country=BA');
    await expect(footer(page)).toContainText('Uvjeti korištenja');
    await expect(page.getByRole('main')).toContainText('normalnog nivoa glukoze');
    await expect(page.getByRole('main')).not.toContainText(/\bkrom|razin/);
  });

  test('the ME account reads Istorija narudžbi and Podešavanja naloga; on a phone the status pill stays a pill', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const p = person('istorija', '99');
    await page.goto('/#/?country=ME');
    await signedUp(page.request, p, { FirstName: 'Jelena', LastName: 'Vuković' }, { country: 'ME' });
    const { LeadID: leadId } = await placedOrder(
      page.request,
      { FirstName: 'Jelena', LastName: 'Vuković', PhoneNumber: p.phone, IdempotencyKey: `e2e-me-${p.tag}` },
      { country: 'ME' },
    );
    for (const status of ['confirmed', 'shipped']) await shopCli('orders:status', leadId, status);

    await page.goto('/#/account?country=ME');
    await expect(page.getByRole('tab', { name: 'Istorija narudžbi' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Podešavanja naloga' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Moj nalog' })).toBeVisible();
    const row = page.getByTestId('order-history').getByTestId(`order-${leadId}`);
    await expect(row.getByTestId('order-events')).toBeVisible();
    const pill = (await row.locator('.order-status').boundingBox())!;
    expect(pill.height).toBeLessThan(40);
    await row.scrollIntoViewIfNeeded();
    await screenshots(page, 'me-order-history-phone');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [country, viewport] of [
    ['BA', PHONE],
    ['RS', DESKTOP],
    ['HR', PHONE],
    ['ME', DESKTOP],
  ] as const) {
    test(`${country}: an offer shows its dosage as an open section and no button that needs a script`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/offers/pure-fit?country=${country}`);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { name: country === 'HR' ? 'Način uporabe' : 'Način upotrebe' }),
      ).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Prednosti' })).toBeVisible();
      await expect(main.getByText(/3 kapsule dnevno/).first()).toBeVisible();
      // No control that does nothing: no button (cart, add to cart, write a review, join, chips, tabs),
      // no form posted by a script, no link to a page that needs one. The search's plain form works.
      await expect(page.locator(`button:not(${SEARCH_SUBMIT}):visible`)).toHaveCount(0);
      await expect(page.locator("form:not([method='get']):visible")).toHaveCount(0);
      await expect(page.locator("a[href^='#/']:visible")).toHaveCount(0);
      // Nor a field a script reads (the quantity, the reviews' order).
      await expect(page.locator(`input:not(${SEARCH_FIELD}):visible, select:visible, textarea:visible`)).toHaveCount(0);
      // The country switch is a plain link to the same page in another country.
      await footer(page).getByRole('link', { name: 'Srbija' }).click();
      await expect(page).toHaveURL(/\/offers\/pure-fit\?country=RS$/);
      await expect(page.locator('html')).toHaveAttribute('data-country', 'RS');
      await screenshots(page, `nojs-offer-${country}`);
    });
  }

  for (const [country, viewport, results] of [
    ['BA', PHONE, 'Rezultati pretrage'],
    ['RS', DESKTOP, 'Rezultati pretrage'],
    ['HR', PHONE, 'Rezultati pretraživanja'],
  ] as const) {
    test(`${country}: search answers from the server, "kolagen" and the typo "kolgen" alike, linking to the offers`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/?country=${country}`);
      const search = page.getByRole('search');
      await search.getByRole('searchbox').fill('kolagen');
      await search.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`/pretraga\\?country=${country}&q=kolagen$`));
      await expect(page.locator('html')).toHaveAttribute('data-country', country);
      await expect(page.getByRole('heading', { name: results })).toBeVisible();
      const found = page.locator('[data-testid="search-page-results"] a');
      await expect(found.first()).toBeVisible();
      const names = await found.locator('.result__name').allTextContents();
      await screenshots(page, `nojs-search-${country}`);
      // The typo finds the same, from the results page's own form.
      await page.getByRole('searchbox').fill('kolgen');
      await page.getByRole('search').getByRole('button').click();
      await expect(found.locator('.result__name')).toHaveText(names);
      // A result is the offer at its real address, rendered in the same country.
      await found.first().click();
      await expect(page).toHaveURL(new RegExp(`/offers/[a-z0-9-]+\\?country=${country}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(names[0]!);
    });
  }

  test('the landing and a listing show no dead control; the logo leads home', async ({ page }) => {
    for (const path of ['/?country=BA', '/most-popular?country=ME', '/club?country=HR']) {
      await page.goto(path);
      await expect(page.locator(`button:not(${SEARCH_SUBMIT}):visible`)).toHaveCount(0);
      await expect(page.locator("a[href^='#/']:visible")).toHaveCount(0);
    }
    await page.goto('/o-nama?country=ME');
    await page.locator('.site-header a[href="/?country=ME"]').first().click();
    await expect(page).toHaveURL(/\/\?country=ME$/);
  });

  test('every address the sitemap lists is a page the server renders, in the country it names', async ({
    page,
    request,
  }) => {
    // Each a first render for ME on the server.
    test.setTimeout(300_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/offers/pure-fit?country=ME');
    expect(sitemap).not.toContain('#');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((loc) => loc.endsWith('country=ME'));
    for (const loc of locs) {
      const path = new URL(loc).pathname + new URL(loc).search;
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('data-country', 'ME');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: DESKTOP });

  test('a phone is grouped while typing as each country writes it, with no trailing space', async ({ page }) => {
    for (const [country, typed, shown] of [
      ['BA', '61234567', '+387 61 234 567'],
      ['RS', '641234567', '+381 64 123 4567'],
      ['HR', '912345678', '+385 91 234 5678'],
      ['HR', '15553070', '+385 1 555 3070'],
      ['ME', '67123456', '+382 67 123 456'],
    ] as const) {
      // A fresh page each time: the same shop's hash change would keep the field.
      await page.goto('about:blank');
      await page.goto(`/?country=${country}#/login?mode=register`);
      const field = page.getByLabel(/Broj telefona/);
      await field.press('End');
      await field.pressSequentially(typed);
      await expect(field).toHaveValue(shown);
    }
  });

  test('Escape inside the "Proizvodi" menu gives the focus back to "Proizvodi"', async ({ page }) => {
    await page.goto('/#/?country=BA');
    const button = page.getByRole('button', { name: 'Proizvodi', exact: true });
    await button.click();
    await page.locator('.shop-menu__link').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.shop-menu__panel--wide')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('with JavaScript the header keeps its search button and overlay, and no plain form', async ({ page }) => {
  await page.goto('/?country=BA');
  await expect(page.locator('.noscript-search')).toHaveCount(0);
  await page.locator('.site-header').getByRole('button', { name: 'Pretraga' }).click();
  await page.getByRole('combobox', { name: 'Pretraga' }).fill('kolgen');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});
