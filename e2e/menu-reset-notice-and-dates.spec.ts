// Smaller things a browser shows: the shop menu's cards fill their panel
// at 1280 px, one date style on the account's screens and on /track, a review photo's alt says whose
// photo of what (reviews.spec.ts checks it on a real upload), the notice after a password reset
// stands apart from the field under it, and the shopper's phone grouped as the country writes it.
import { expect, screenshots, screenshot, shopCli, test, DESKTOP } from './fixtures.ts';
import { person } from './people.ts';
import { placedOrder, signedUp } from './rpc.ts';

const DATE = /^\d{1,2}\. \d{1,2}\. \d{4}\.$/;

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test("the shop menu: the offers' cards fill the panel beside the groups, no empty band under them", async ({
    page,
  }) => {
    await page.goto('/#/');
    await page.getByRole('button', { name: 'Proizvodi', exact: true }).click();
    const panel = page.locator('.shop-menu__panel--wide');
    await expect(panel.locator('.offer-card').first()).toBeVisible();
    await expect(panel.locator('.offer-card img').first()).toHaveJSProperty('complete', true);
    await screenshot(panel, 'details-shop-menu-1280.png');
    const groups = (await panel.locator('.shop-menu__groups').boundingBox())!;
    const offers = (await panel.locator('.shop-menu__offers').boundingBox())!;
    const box = (await panel.boundingBox())!;
    // Both columns end together (within a line), and the panel ends right under them.
    expect(Math.abs(groups.y + groups.height - (offers.y + offers.height))).toBeLessThan(28);
    expect(box.y + box.height - Math.max(groups.y + groups.height, offers.y + offers.height)).toBeLessThan(32);
    // Each visible card ends right under what it shows: no blank band under its prices.
    for (const card of await panel.locator('.carousel__slide:not([aria-hidden="true"]) .offer-card').all()) {
      const blank = await card.evaluate((el) => {
        const shown = [...el.querySelectorAll('.offer-card__body > *')].filter(
          (child) => child.getClientRects().length > 0,
        );
        return (
          el.getBoundingClientRect().bottom - Math.max(...shown.map((child) => child.getBoundingClientRect().bottom))
        );
      });
      expect(blank).toBeLessThan(24);
    }
  });

  test('after a password reset the notice stands apart from the e-mail field under it', async ({ page }) => {
    await page.goto('/#/login?reset=1');
    const notice = page.getByRole('status').filter({ hasText: 'Lozinka je promijenjena' });
    await expect(notice).toBeVisible();
    const field = page.locator('.auth-form input').first();
    const gap =
      (await field.boundingBox())!.y - ((await notice.boundingBox())!.y + (await notice.boundingBox())!.height);
    // The label sits between them; the notice must not touch it.
    const label = (await page.locator('.auth-form label').first().boundingBox())!;
    expect(label.y - ((await notice.boundingBox())!.y + (await notice.boundingBox())!.height)).toBeGreaterThanOrEqual(
      12,
    );
    expect(gap).toBeGreaterThan(12);
    await screenshots(page, 'details-reset-notice');
  });

  test('one date style on the account and on /track; the phone grouped as the country writes it', async ({ page }) => {
    test.setTimeout(90_000);
    const p = person('datumi', '95');
    await page.goto('/#/');
    await signedUp(page.request, p, { FirstName: 'Mara', LastName: 'Perić' });
    const { LeadID: leadId } = await placedOrder(page.request, {
      FirstName: 'Mara',
      LastName: 'Perić',
      PhoneNumber: p.phone,
      IdempotencyKey: `e2e-dates-${p.tag}`,
    });
    for (const status of ['confirmed', 'shipped', 'delivered']) await shopCli('orders:status', leadId, status);

    await page.goto('/#/account');
    const row = page.getByTestId('order-history').getByTestId(`order-${leadId}`);
    await expect(row).toBeVisible();
    const dates: string[] = [];
    dates.push((await row.locator('td[data-label="Datum"]').textContent())!.trim());
    for (const stamp of await row.getByTestId('order-events').locator('time').allTextContents())
      dates.push(stamp.replace(/ \d{2}:\d{2}$/, ''));
    dates.push(/(\d{1,2}\. \d{1,2}\. \d{4}\.)/.exec((await row.locator('.orders__deadline').textContent())!)![1]!);
    expect(dates.length).toBeGreaterThan(3);
    for (const date of dates) expect(date).toMatch(DATE);

    // The withdrawal statement names the phone as the country writes it, not as stored (+385…).
    await row.getByRole('button', { name: 'Odustani od ugovora' }).click();
    const statement = page.getByTestId('withdrawal-statement');
    await expect(statement).toContainText(`potvrdu šaljemo SMS-om na ${p.phone}.`);
    await expect(statement.getByText(DATE)).toHaveCount(
      await statement.getByText(/\d{1,2}\.\s?\d{1,2}\.\s?\d{4}/).count(),
    );
    await page.keyboard.press('Escape');

    await page.goto(`/#/track?id=${leadId}`);
    const stamps = page.locator('.track__time');
    await expect(stamps.first()).toBeVisible();
    for (const stamp of await stamps.allTextContents())
      expect(stamp).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2}$/);
  });
});
