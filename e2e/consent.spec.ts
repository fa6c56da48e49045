// Consent and the per-country tag manager in real Chromium, on a server with containers for HR and
// RS (BA and ME have none), the tag manager's URL answered locally. Before a choice nothing loads;
// after 'Odbij sve' nothing loads, across navigation and reloads; after 'Prihvati sve' the HR
// container loads with Consent Mode defaults denied first and the grant after; RS loads its own;
// BA loads nothing. The banner works by keyboard; 'Postavke' starts unticked, Esc returns focus;
// the footer link changes the choice later. Screenshots of the banner and its settings.
import type { Page } from '@playwright/test';
import { test, expect, atRest, PHONE, DESKTOP, hydrated, screenshot } from './fixtures.ts';
import { startServer, type E2eServer } from './server.ts';
import { TAG_MANAGER_ENV, TAG_MANAGER_IDS, gtmLoads, interceptTagManager, readDataLayer } from './tag-manager.ts';

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer(TAG_MANAGER_ENV);
});
test.afterAll(async () => server?.stop());

const url = (hash: string) => `${server.baseURL}/${hash}`;
const banner = (page: Page) => page.getByTestId('consent-banner');
const settings = (page: Page) => page.getByRole('dialog', { name: 'Postavke kolačića' });

/** Waits for the shell and the landing to be there and the page to work (its hydration mark). */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await hydrated(page);
}

/** Clicks a choice and waits for the server to have recorded it. */
async function choose(page: Page, click: () => Promise<void>) {
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/_rpc') && (r.request().postData() ?? '').includes('shopConsents.add'),
  );
  await click();
  const answer = (await (await recorded).json()) as { status: string };
  expect(answer.status).toBe('ok');
}

const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null') as Record<string, unknown> | null);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no consent banner that could not be dismissed', async ({ page }) => {
    await page.goto(url('#/'));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('.noscript-note')).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test.describe('consent and the tag manager', () => {
  test.use({ viewport: DESKTOP });

  test('HR: the banner asks first and nothing reaches the tag manager or the data layer before a choice', async ({
    page,
    context,
  }) => {
    const requests = await interceptTagManager(context);
    await page.goto(url('#/'));
    await settle(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Kolačići i mjerenje');
    for (const name of ['Prihvati sve', 'Odbij sve', 'Postavke'])
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
    // Refusing is exactly as prominent as accepting: the same style and size.
    const box = async (name: string) => banner(page).getByRole('button', { name, exact: true }).boundingBox();
    const [accept, reject] = [await box('Prihvati sve'), await box('Odbij sve')];
    expect(reject?.height).toBe(accept?.height);
    expect(await banner(page).getByRole('button', { name: 'Odbij sve' }).getAttribute('class')).toBe(
      await banner(page).getByRole('button', { name: 'Prihvati sve' }).getAttribute('class'),
    );
    await page.goto(url('#/most-popular'));
    await expect(page.locator('main h1')).toHaveText('Najpopularniji proizvodi');
    await hydrated(page);
    expect(requests).toEqual([]);
    expect(await readDataLayer(page)).toBeNull();
  });

  test("after 'Odbij sve' nothing loads, even after navigating and reloading", async ({ page, context }) => {
    const requests = await interceptTagManager(context);
    await page.goto(url('#/'));
    await settle(page);
    await choose(page, () => banner(page).getByRole('button', { name: 'Odbij sve' }).click());
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({
      analytics: false,
      marketing: false,
      choice: 'reject_all',
      version: 1,
      recorded: true,
    });
    await page.goto(url('#/offers/pure-fit'));
    await expect(page.locator('main h1')).toHaveText('Pure Fit');
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
    await page.reload();
    await settle(page);
    await page.goto(url('#/most-popular'));
    await page.reload();
    await settle(page);
    await expect(banner(page)).toBeHidden();
    expect(requests).toEqual([]);
    expect(await readDataLayer(page)).toBeNull();
  });

  test("after 'Prihvati sve' the HR container loads, Consent Mode denied by default and then granted", async ({
    page,
    context,
  }) => {
    const requests = await interceptTagManager(context);
    await page.goto(url('#/'));
    await settle(page);
    expect(requests).toEqual([]);
    await choose(page, () => banner(page).getByRole('button', { name: 'Prihvati sve' }).click());
    await expect.poll(() => gtmLoads(page)).toHaveLength(1);
    expect(requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_IDS.HR}`]);
    const [load] = await gtmLoads(page);
    expect(load).toEqual({
      id: TAG_MANAGER_IDS.HR,
      consent: {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
      order: ['consent default', 'consent update', 'gtm.js'],
    });
    const layer = (await readDataLayer(page)) ?? [];
    expect(layer[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);

    // The stored choice loads it at once on the next visit, with no banner.
    await page.reload();
    await settle(page);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => gtmLoads(page)).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });

  test('RS loads its own container; BA (no container) loads nothing and asks nothing', async ({ page, context }) => {
    const requests = await interceptTagManager(context);
    await page.goto(url('#/?country=RS'));
    await settle(page);
    await expect(banner(page)).toContainText('Kolačići i merenje');
    await choose(page, () => banner(page).getByRole('button', { name: 'Prihvati sve' }).click());
    await expect.poll(() => requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_IDS.RS}`]);

    const ba = await context.browser()!.newContext({ viewport: DESKTOP });
    const baRequests = await interceptTagManager(ba);
    const baPage = await ba.newPage();
    await baPage.goto(url('#/?country=BA'));
    await settle(baPage);
    await expect(baPage.locator('main h1')).toBeVisible();
    await expect(banner(baPage)).toHaveCount(0);
    await baPage.goto(url('#/most-popular'));
    await baPage.reload();
    await settle(baPage);
    expect(baRequests).toEqual([]);
    expect(await gtmLoads(baPage)).toEqual([]);
    await ba.close();
  });

  test('works by keyboard: Tab reaches the choices right after the skip link, Enter chooses', async ({
    page,
    context,
  }) => {
    const requests = await interceptTagManager(context);
    await page.goto(url('#/'));
    await settle(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Politika privatnosti' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Prihvati sve' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Odbij sve' })).toBeFocused();
    await choose(page, () => page.keyboard.press('Enter'));
    await expect(banner(page)).toBeHidden();
    // The focus goes on to the page's content, not back to <body>.
    await expect(page.locator('#main')).toBeFocused();
    expect(await storedChoice(page)).toMatchObject({ choice: 'reject_all' });
    expect(requests).toEqual([]);
  });

  test("'Postavke' starts unticked, Esc returns to the banner, a choice per category is passed on, and the footer changes it later", async ({
    page,
    context,
  }) => {
    const requests = await interceptTagManager(context);
    await page.goto(url('#/'));
    await settle(page);
    const open = banner(page).getByRole('button', { name: 'Postavke' });
    await open.click();
    await expect(settings(page)).toBeVisible();
    await expect(settings(page).getByRole('switch', { name: /Analitika/ })).not.toBeChecked();
    await expect(settings(page).getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings(page)).toBeHidden();
    await expect(open).toBeFocused();
    expect(await storedChoice(page)).toBeNull();

    // Analytics only: the container loads with analytics granted and advertising denied.
    await open.click();
    await settings(page)
      .getByRole('switch', { name: /Analitika/ })
      .check();
    await choose(page, () => settings(page).getByRole('button', { name: 'Spremi izbor' }).click());
    await expect(settings(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => gtmLoads(page)).toHaveLength(1);
    expect((await gtmLoads(page))[0]?.consent).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(await storedChoice(page)).toMatchObject({ analytics: true, marketing: false, choice: 'custom' });

    // Later, from the footer: the dialog shows the stored choice; switching analytics off is passed on.
    const footerLink = page.getByTestId('consent-footer-link');
    await footerLink.click();
    await expect(settings(page).getByRole('switch', { name: /Analitika/ })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(footerLink).toBeFocused();
    await footerLink.click();
    await settings(page)
      .getByRole('switch', { name: /Analitika/ })
      .uncheck();
    await choose(page, () => settings(page).getByRole('button', { name: 'Spremi izbor' }).click());
    const layer = (await readDataLayer(page)) ?? [];
    expect(layer.filter((e) => Array.isArray(e) && e[0] === 'consent').at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    // Nothing loads any more on the next page load.
    await page.reload();
    await settle(page);
    expect(await gtmLoads(page)).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  test('a new policy version asks again', async ({ page }) => {
    await page.goto(url('#/'));
    await settle(page);
    await page.evaluate(() =>
      localStorage.setItem(
        'consent',
        JSON.stringify({
          id: 'a'.repeat(32),
          analytics: true,
          marketing: true,
          choice: 'accept_all',
          version: 0,
          at: '2020-01-01T00:00:00.000Z',
          recorded: true,
        }),
      ),
    );
    await page.reload();
    await settle(page);
    await expect(banner(page)).toBeVisible();
  });

  test('screenshots: the banner and its settings at 390 and 1280 px, HR and RS', async ({ page }) => {
    for (const country of ['HR', 'RS']) {
      for (const [label, size] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(url(`#/?country=${country}`));
        await settle(page);
        await expect(banner(page)).toBeVisible();
        await screenshot(page, `banner-${country}-${label}.png`);
        // RS reads "Podešavanja" (docs/glossary.md), the others "Postavke".
        await banner(page)
          .getByRole('button', { name: country === 'RS' ? 'Podešavanja' : 'Postavke' })
          .click();
        await expect(
          page.getByRole('dialog', { name: country === 'RS' ? 'Podešavanja kolačića' : 'Postavke kolačića' }),
        ).toBeVisible();
        await atRest(page);
        await screenshot(page, `settings-${country}-${label}.png`);
        await page.keyboard.press('Escape');
      }
    }
  });
});
