// The product's own photos open full size in the photo viewer the reviews use (docs/product.md §2, the
// offer page): a tap on the large image or its zoom button; arrows move, Esc closes and gives the focus
// back. The viewer's code loads on that first tap.
import { expect, hydrated, screenshots, test, DESKTOP, PHONE } from './fixtures.ts';

for (const [country, viewport, zoomLabel] of [
  ['BA', PHONE, 'Uvećaj sliku'],
  ['RS', DESKTOP, 'Uvećaj sliku'],
  ['HR', PHONE, 'Povećaj sliku'],
] as const) {
  test(`${country}: the product photo opens in the viewer, by a tap and by its zoom button`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/#/offers/pure-fit?country=${country}`);
    await hydrated(page);
    const main = page.locator('.gallery__main img');
    const firstImage = await main.getAttribute('src');
    const viewer = page.getByTestId('photo-viewer');
    await expect(page.getByRole('button', { name: zoomLabel })).toBeVisible();
    await screenshots(page, `offer-gallery-zoom-${country}`);
    await page.setViewportSize(viewport);

    await main.click();
    await expect(viewer).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Slike proizvoda' })).toBeVisible();
    await expect(viewer.locator('.viewer__img')).toHaveAttribute('src', firstImage!);
    // The viewer says of the photo what the page says of it.
    await expect(viewer.locator('.viewer__img')).toHaveAttribute('alt', (await main.getAttribute('alt'))!);
    await expect(viewer.locator('.viewer__img')).toHaveAttribute('alt', /Pure Fit/);
    const counter = viewer.locator('.viewer__counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter.textContent())!.split('/')[1]);
    if (total > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`2 / ${total}`);
    }
    await screenshots(page, `offer-photo-viewer-${country}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    const zoom = page.getByRole('button', { name: zoomLabel });
    await zoom.click();
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(zoom).toBeFocused();
  });
}
