// Honest price reductions in HR (docs/decisions/023): an offer at the seed's price
// announces no reduction; after the operator lowers it, the offer page strikes the lowest price of the
// 30 days before (the seed's price), measures "−X %" and the savings from it and names it ("Najniža
// cijena u posljednjih 30 dana"); BA keeps the catalog's old price. (What the sale strip may claim:
// e2e/honest-shop.spec.ts.) (The 30-day expiry itself is tested with a controlled clock on the server.)
import { test, expect, shopCli, screenshots, DESKTOP } from './fixtures.ts';

const money = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} €`;

test.describe('price reductions in HR', () => {
  test.use({ viewport: DESKTOP });

  test('lowered by the operator: struck from the 30-day low, its percentage and savings, the low named; BA unchanged', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/#/offers/fem-balance?country=HR');
    const box = page.locator('.buy-box');
    const newPrice = box.getByTestId('price-new');
    await expect(newPrice).toHaveText(/€$/);
    const before = Math.round(Number((await newPrice.textContent())!.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    // The seed's price is the only one the shop applied: nothing is announced as a reduction.
    await expect(box.getByTestId('price-old')).toHaveCount(0);
    await expect(box.getByTestId('price-prior')).toHaveCount(0);
    await expect(box.locator('.buy-box__save')).toHaveCount(0);

    const lowered = before - 700;
    await shopCli('offers:price', 'fem-balance', 'HR', (lowered / 100).toFixed(2));
    // The running server shows it within its version poll (2 s).
    await expect(async () => {
      await page.reload();
      await expect(newPrice).toHaveText(money(lowered), { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(box.getByTestId('price-old')).toHaveText(money(before));
    await expect(box.getByTestId('price-prior')).toHaveText(`Najniža cijena u posljednjih 30 dana: ${money(before)}`);
    const percent = Math.round((700 / before) * 100);
    await expect(box.locator('.buy-box__save')).toContainText(`-${percent}%`);
    await expect(box.locator('.buy-box__save')).toContainText(money(700));
    await screenshots(page, 'price-reduction-hr');

    // BA: the catalog's own old price, as the spec has it.
    await page.goto('/#/offers/fem-balance?country=BA');
    await expect(box.getByTestId('price-new')).toHaveText(/KM$/);
    await expect(box.getByTestId('price-old')).toHaveText(/KM$/);
    await expect(box.getByTestId('price-prior')).toHaveCount(0);
  });
});
