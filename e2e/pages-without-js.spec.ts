// Pages without JavaScript (docs/decisions/034-pages-without-javascript.md): the shell's
// links to the readable pages — policies, about, the story, the blog, the community, the club and
// its questions, the listings — are real addresses the server renders in the page's country, with
// the notice at the top and no consent banner. With JavaScript the same address becomes the shop.
import type { Page } from '@playwright/test';
import { expect, hydrated, screenshots, test } from './fixtures.ts';

const NOTICE = {
  BA: 'Stranicu možete čitati, ali za korpu i narudžbu uključite JavaScript u pretraživaču.',
  RS: 'Stranicu možete da čitate, ali za korpu i porudžbinu uključite JavaScript u pregledaču.',
  HR: 'Stranicu možete čitati, ali za košaricu i narudžbu uključite JavaScript u pregledniku.',
} as const;
type Country = keyof typeof NOTICE;

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** A page as read without a script: its heading, the notice at the very top, no consent banner. */
async function expectReadable(page: Page, country: Country): Promise<void> {
  await expect(h1(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-country', country);
  const note = page.locator('.noscript-note');
  await expect(note).toHaveText(NOTICE[country]);
  expect((await note.boundingBox())!.y).toBeLessThan(10);
  await expect(page.locator('.consent-banner')).toBeHidden();
}

/** Follows the link with this address (as rendered for the country) and checks where it lands. */
async function follow(page: Page, area: string, path: string, country: Country): Promise<void> {
  // The first one a person can see (the sale strip, which also led to a listing, shows only during an event).
  const link = page.locator(`${area} a[href="${path}?country=${country}"]`).filter({ visible: true }).first();
  await expect(link).toBeAttached();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}\\?country=${country}$`));
  await expectReadable(page, country);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const country of ['BA', 'RS', 'HR'] as const) {
    test(`${country}: the footer and the menu lead to the readable pages, each rendered in ${country}`, async ({
      page,
    }) => {
      // Ten pages, each a first render for this country on the server.
      test.setTimeout(60_000);
      await page.goto(`/?country=${country}`);
      await expectReadable(page, country);
      // Policies, the story, about, the blog (its address with "š"), the community, from the footer.
      for (const path of [
        '/politika-povrata',
        '/privacy-policy',
        '/o-nama',
        '/kontaktiraje-nas',
        '/blog/mr%C5%A1avljenje',
        '/community',
      ]) {
        await follow(page, '.site-footer', path, country);
      }
      // The header: the club with its questions, a listing; from there an offer.
      await follow(page, '.site-header', '/club', country);
      // Its questions open without a script; joining needs one, so no "Učlanite se" is shown.
      await expect(page.locator('.club summary').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Učlanite se' })).toHaveCount(0);
      await follow(page, '.site-header', '/most-popular', country);
      await expect(page.locator('main a[href^="/offers/"]').first()).toBeVisible();
      const offer = page.locator(`main a[href^="/offers/"][href$="?country=${country}"]`).first();
      await offer.click();
      await expect(page).toHaveURL(/\/offers\/[a-z0-9-]+\?country=/);
      await expectReadable(page, country);
      // The reviews load with a script: without one there is no endless spinner, and the footer (which
      // waits for a loading screen part) is there.
      await expect(page.locator("main .catalog-state[role='status']")).toBeHidden();
      await expect(page.locator('.site-footer')).toBeVisible();
    });
  }

  test('the pages look finished: screenshots of a policy and the club in BA', async ({ page }) => {
    await page.goto('/politika-povrata?country=BA');
    await expectReadable(page, 'BA');
    await screenshots(page, 'nojs-policy-ba');
    await page.goto('/club?country=BA');
    await expectReadable(page, 'BA');
    await screenshots(page, 'nojs-club-ba');
  });
});

test.describe('with JavaScript', () => {
  test("a readable page's real address becomes the shop's: the rendered page is taken over, its links stay in the shop", async ({
    page,
  }) => {
    await page.goto('/o-nama?country=RS');
    await expect(page).toHaveURL(/\/\?country=RS#\/o-nama$/);
    await expect(h1(page)).toHaveText('O nama');
    // Taken over once the scripts have run (a tap before that opens the rendered page itself, which is fine).
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.locator('.site-footer a[href="/politika-povrata?country=RS"]').first().click();
    await expect(page).toHaveURL(/#\/politika-povrata$/);
    await expect(h1(page)).not.toHaveText('O nama');
    expect(documents).toEqual([]);
  });

  test("the blog's address with 'š' arrives as that article", async ({ page }) => {
    await page.goto('/blog/mr%C5%A1avljenje?country=HR');
    await expect(page).toHaveURL(/#\/blog\/mr(%C5%A1|š)avljenje$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-stale', /.*/);
    await expect(h1(page)).toBeVisible();
  });
});
