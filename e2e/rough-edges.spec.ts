// Small things that break a shopper's trust: a tab left open across a deploy, a chunk lost to the
// network, and a server that stops answering.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ABOUT_CHUNK = '**/assets/AboutScreen-*.js';
// A screen the server does not render: a reloaded `#/o-nama` would hop to its rendered page, which
// shows without the screen's chunk (decision 036).
const TRACK_CHUNK = '**/assets/TrackScreen-*.js';
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * The server as it answers after a deploy: another build, and the old page's chunk names gone. The
 * real server's chunk is what a reloaded page gets (its names stand for the new build here), unless
 * the new build cannot serve the screen either.
 */
async function deployNewBuild(
  page: Page,
  options: { newBuildServesScreen: boolean },
): Promise<{ reloads: () => number }> {
  // Counted at the reload's request, not at its load event: the new page's first script preloads
  // the route's chunk before its load event, and that request must already meet the new build.
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads++;
  });
  await page.route('**/build.json', (route) => route.fulfill({ json: { build: 'the-next-build' } }));
  await page.route(TRACK_CHUNK, (route) =>
    reloads > 0 && options.newBuildServesScreen ? route.fallback() : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  return { reloads: () => reloads };
}

async function addPureFitToCart(page: Page): Promise<void> {
  await page.goto('/#/offers/pure-fit');
  await page
    .getByRole('button', { name: /Dodaj u košaricu/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.keyboard.press('Escape');
}

test.describe('a tab opened before a deploy', () => {
  // The browser logs the old chunk's 404 itself.
  test.use({ allowConsoleErrors: true });

  test('reaches a screen of the new build without a manual reload, and keeps the cart', async ({ page }) => {
    await addPureFitToCart(page);
    await page.evaluate(() => ((window as unknown as { oldTab: boolean }).oldTab = true));
    const deploy = await deployNewBuild(page, { newBuildServesScreen: true });

    await page.evaluate(() => (window.location.hash = '#/track'));

    await expect(h1(page)).toHaveText('Praćenje pošiljke');
    expect(await page.evaluate(() => (window as unknown as { oldTab?: boolean }).oldTab)).toBeUndefined();
    expect(deploy.reloads()).toBe(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByText('Nešto je pošlo po zlu')).toHaveCount(0);
  });

  test('reloads once only: if the new build cannot serve the screen either, the error page stays', async ({ page }) => {
    await page.goto('/#/');
    const deploy = await deployNewBuild(page, { newBuildServesScreen: false });

    await page.evaluate(() => (window.location.hash = '#/track'));

    // The error page shows only once a page has asked for the build and chosen not to reload (a page
    // that reloads never shows it): here the reloaded one, which has noted the build it reloaded for,
    // so no second reload can follow.
    await expect(page.getByRole('alert')).toContainText('Nešto je pošlo po zlu');
    await expect(page.getByRole('button', { name: 'Osvježi stranicu' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('zdravo.reloadedForBuild'))).toBe('the-next-build');
    expect(deploy.reloads()).toBe(1);
  });
});

test.describe('a screen chunk lost to the network', () => {
  test.use({ allowConsoleErrors: true });

  test('shows the calm error page with a reload button, and does not reload by itself', async ({ page }) => {
    await page.goto('/#/');
    await page.route(ABOUT_CHUNK, (route) => route.abort('internetdisconnected'));
    let loads = 0;
    page.on('load', () => loads++);

    await page.evaluate(() => (window.location.hash = '#/o-nama'));

    await expect(page.getByRole('alert')).toContainText('Nešto je pošlo po zlu');
    expect(loads).toBe(0);
    await page.unroute(ABOUT_CHUNK);
    await page.getByRole('button', { name: 'Osvježi stranicu' }).click();
    await expect(h1(page)).toHaveText(/O nama/);
  });
});

test.describe('a server that stops answering', () => {
  test.use({ allowConsoleErrors: true });

  test('a call gives up after its timeout and the screen offers a retry', async ({ page }) => {
    await page.clock.install();
    // Every call is received and never answered, like a hung process behind a proxy.
    let catalogAsked!: () => void;
    const asked = new Promise<void>((resolve) => (catalogAsked = resolve));
    await page.route('**/_rpc', (route) => {
      if (route.request().postData()?.includes('offers.f.getAll')) catalogAsked();
    });
    await page.goto('/#/bundles');
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await asked;

    await page.clock.fastForward(19_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward(2_000);
    await expect(page.getByRole('alert')).toContainText('Došlo je do greške!');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Pokušajte ponovo' }).click();
    await page.clock.runFor(1_000);
    await expect(page.locator('.offer-card').first()).toBeVisible();
  });
});
