// Review moderation in the desk, in real Chromium: a shopper's review with two photos waits; a
// moderator enrols, lands on the waiting reviews, opens a photo in full (Tab stays in the dialog, Esc
// closes it), publishes the review without that photo — and the offer page shows the review with
// exactly one photo, while the left-out photo's address answers 404. Screenshots at 1280 then 390 px.
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE, screenshot } from './fixtures.ts';
import { enrolledFromCli, PASSWORD } from './desk-staff.ts';
import { rpcCall } from './rpc.ts';

const run = Date.now().toString(36);

/** The page at desk width, then at phone width (full page, or the viewport for a dialog). */
async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${label}.png`, { fullPage });
  }
  await page.setViewportSize(DESKTOP);
}

async function axe(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map(
    (v) =>
      `${screen}: ${v.id} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** One photo through the shop's upload call, as the review form sends it (multipart). */
async function uploadPhoto(request: APIRequestContext, color: string, name: string): Promise<string> {
  const bytes = await sharp({ create: { width: 900, height: 700, channels: 3, background: color } })
    .png()
    .toBuffer();
  const call = {
    action: 'call',
    method: 'staticContent.images.f.upload',
    params: { ImageName: name, ImageTag: 'offer', ImageFile: { $file: 'file0' } },
    meta: { id: 1 },
  };
  const res = await request.post('/_rpc', {
    headers: { 'x-shop-country': 'HR' },
    multipart: { rpc: JSON.stringify(call), file0: { name, mimeType: 'image/png', buffer: bytes } },
  });
  const answer = (await res.json()) as { status: string; data: { ID: string } };
  expect(answer.status, JSON.stringify(answer.data)).toBe('ok');
  return answer.data.ID;
}

/** A shopper's review of pure-fit with two photos, waiting for moderation; answers its photo names. */
async function waitingReviewWithTwoPhotos(request: APIRequestContext, head: string): Promise<[string, string]> {
  const email = `recenzent.${run}@example.com`;
  const n = `${Date.now()}`.slice(-7);
  await rpcCall(request, 'shopUsers.f.add', {
    Username: email,
    Email: email,
    Password: PASSWORD,
    PhoneNumber: `+38599${n}`,
    FirstName: 'Tea',
    LastName: 'Babić',
  });
  await rpcCall(request, 'auth.loginShop', { username: email, password: PASSWORD });
  const photos: [string, string] = [
    await uploadPhoto(request, '#7fb38f', 'kutija.png'),
    await uploadPhoto(request, '#d98c5f', 'kuhinja.png'),
  ];
  const offer = await rpcCall(request, 'offers.f.getSlog', { Slog: 'pure-fit' });
  await rpcCall(request, 'shopReviews.add', {
    OfferID: offer.ID,
    Rating: 4,
    ReviewHead: head,
    Review: 'Pijem ga svako jutro uz doručak. Okus je blag, a osjećam se lakše nego prije.',
    Attachments: photos,
  });
  await rpcCall(request, 'auth.logout', {});
  return photos;
}

test.use({ viewport: DESKTOP });

test('a moderator publishes a review without one of its two photos; the offer page shows exactly one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  const head = `Blag i ugodan ${run}`;
  const [kept, leftOut] = await waitingReviewWithTwoPhotos(request, head);

  // A moderator's desk opens on the reviews waiting; the menu names the screen.
  await enrolledFromCli(page, `moderator.${run}@zdravo.test`, 'moderator', 'Sara Moderator');
  await expect(page.getByRole('heading', { name: 'Recenzije', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recenzije' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByTestId('desk-review').filter({ hasText: head });
  await expect(card).toBeVisible();
  const thumbs = card.getByRole('button', { name: /Otvori fotografiju/ });
  await expect(thumbs).toHaveCount(2);
  await expect(card.locator('img').first()).toHaveJSProperty('complete', true);
  await shots(page, 'desk-reviews-waiting');
  violations.push(...(await axe(page, 'waiting')));

  // The full view: the second photo, focus held inside, Esc closes and focus returns.
  await thumbs.nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Fotografija 2 od 2' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('desk-photo-full')).toHaveAttribute('src', `/desk/media/reviews/${leftOut}.webp`);
  await expect(dialog.getByTestId('desk-photo-full')).toHaveJSProperty('complete', true);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  // The photo shows an address, say: the moderator leaves it out right there.
  await dialog.getByRole('checkbox', { name: 'Ne objavljuj ovu fotografiju' }).check();
  await shots(page, 'desk-reviews-full-view', false);
  violations.push(...(await axe(page, 'full view')));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();

  // The card shows the same choice; publish.
  const leaveOutBoxes = card.getByRole('checkbox', { name: 'Ne objavljuj ovu fotografiju' });
  await expect(leaveOutBoxes.nth(0)).not.toBeChecked();
  await expect(leaveOutBoxes.nth(1)).toBeChecked();
  await card.getByRole('button', { name: 'Objavi bez označenih fotografija (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recenzija je objavljena.' })).toBeVisible();
  await expect(card).toBeHidden();

  // The published list, filtered to the country it was written in, marks the left-out photo.
  await page.getByRole('link', { name: 'Objavljene' }).click();
  await page.getByLabel('Država').selectOption('HR');
  const published = page.getByTestId('desk-review').filter({ hasText: head });
  await expect(published).toBeVisible();
  await expect(published.getByText('Izostavljena: kupci je ne vide')).toHaveCount(1);
  await expect(published.locator('img').nth(1)).toHaveJSProperty('complete', true);
  await shots(page, 'desk-reviews-published');
  violations.push(...(await axe(page, 'published')));

  // The shop: the review with its one kept photo; the left-out one is not served to anyone.
  await page.goto('/#/offers/pure-fit');
  const review = page.getByTestId('review').filter({ hasText: head });
  await expect(review).toBeVisible();
  await expect(review.locator('.review__photo img')).toHaveCount(1);
  await expect(review.locator('.review__photo img')).toHaveAttribute('src', `/media/reviews/${kept}-t.webp`);
  expect((await request.get(`/media/reviews/${leftOut}.webp`)).status()).toBe(404);
  expect((await request.get(`/desk/media/reviews/${leftOut}.webp`)).status()).toBe(404);
  expect(violations).toEqual([]);
});

test('a manager switches the ratings gathered elsewhere per country', async ({ page }) => {
  test.setTimeout(90_000);
  await enrolledFromCli(page, `voditelj.${run}@zdravo.test`, 'manager', 'Ivo Voditelj');
  await page.getByRole('link', { name: 'Recenzije' }).click();
  await page.getByRole('link', { name: 'Ranije ocjene' }).click();
  const hr = page.getByRole('switch', { name: /Hrvatska/ });
  await expect(hr).not.toBeChecked();
  await hr.check();
  await expect(page.getByRole('switch', { name: /Hrvatska/ })).toBeChecked();
  await expect(page.locator('.desk-base__row').filter({ hasText: 'Hrvatska' })).toContainText('Uključeno');
  await shots(page, 'desk-reviews-base');
  expect(await axe(page, 'base')).toEqual([]);
  await page.getByRole('switch', { name: /Hrvatska/ }).uncheck();
  await expect(page.locator('.desk-base__row').filter({ hasText: 'Hrvatska' })).toContainText('Isključeno');
});
