// The account's data rights in real Chromium: 'Preuzmi moje podatke' downloads a JSON file with the
// shopper's profile and orders; 'Obriši račun' asks for the password (a wrong one is said plainly,
// Esc cancels and returns focus), then the account is gone: logged out, and the old credentials no
// longer log in. Screenshots of the section and the dialog at 390 and 1280 px, HR and RS.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, atRest, PHONE, DESKTOP, screenshot } from './fixtures.ts';
import { person, type Person } from './people.ts';
import type { CountryCode } from '@zdravo/contract';
import { rpcAnswer as call, rpcCall } from './rpc.ts';

/** A shopper with one order, logged in in this page's browser context (page.request shares its cookies). */
async function shopperWithOrder(page: Page, country: CountryCode = 'HR'): Promise<{ p: Person; leadId: string }> {
  const p = person('podaci', '95');
  expect(
    await call(
      page.request,
      'shopUsers.f.add',
      {
        Username: p.email,
        Email: p.email,
        Password: p.password,
        PhoneNumber: p.phone,
        FirstName: 'Mia',
        LastName: 'Jurić',
      },
      { country },
    ),
  ).toMatchObject({ status: 'ok' });
  expect(
    await call(page.request, 'auth.loginShop', { username: p.email, password: p.password }, { country }),
  ).toMatchObject({ status: 'ok' });
  const offer = await rpcCall(page.request, 'offers.f.getSlog', { Slog: 'pure-fit' }, { country });
  const placed = await call(
    page.request,
    'shopOrders.add',
    {
      Articles: [{ ID: offer.ID, Quantity: 2 }],
      FirstName: 'Mia',
      LastName: 'Jurić',
      PhoneNumber: p.phone,
      IdempotencyKey: `e2e-${p.tag}`,
    },
    { country },
  );
  expect(placed.status).toBe('ok');
  const orders = await rpcCall(page.request, 'shopOrders.f.getAll', undefined, { country });
  return { p, leadId: orders[0]!.LeadID };
}

const section = (page: Page) => page.getByTestId('data-rights');

test.describe('data rights in the account', () => {
  test.use({ viewport: DESKTOP });

  test('downloads the data as JSON, and deletes the account after the password', async ({ page }) => {
    const { p, leadId } = await shopperWithOrder(page);
    await page.goto('/#/account?tab=settings&country=HR');
    await expect(section(page)).toBeVisible();
    await expect(section(page)).toContainText('odgovaramo najkasnije u roku od 30 dana');

    // The download.
    const downloaded = page.waitForEvent('download');
    await section(page).getByRole('button', { name: 'Preuzmi moje podatke' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^moji-podaci-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as {
      profile: { Email: string; FirstName: string };
      orders: Array<{ LeadID: string; Articles: Array<{ Name: string; Quantity: number }> }>;
      reviews: unknown[];
      subscriptions: Record<string, unknown[]>;
      consents: unknown[];
    };
    expect(data.profile).toMatchObject({ Email: p.email, FirstName: 'Mia' });
    expect(data.orders).toEqual([
      expect.objectContaining({
        LeadID: leadId,
        Articles: [expect.objectContaining({ Name: 'Pure Fit', Quantity: 2 })],
      }),
    ]);
    expect(data).toMatchObject({
      reviews: [],
      subscriptions: { newsletter: [], callBacks: [], club: [] },
      consents: [],
    });
    await expect(section(page).getByRole('status')).toContainText('Datoteka je preuzeta');

    // Deleting: Esc cancels and gives the focus back.
    const remove = section(page).getByRole('button', { name: 'Obriši račun' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Obrisati račun?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    // A wrong password, then the right one.
    await remove.click();
    await dialog.getByRole('button', { name: 'Trajno obriši račun' }).click();
    await expect(dialog.getByText('Upišite lozinku.')).toBeVisible();
    await dialog.getByLabel('Lozinka', { exact: true }).fill('nije-moja-lozinka');
    await dialog.getByRole('button', { name: 'Trajno obriši račun' }).click();
    await expect(dialog.getByText('Lozinka nije ispravna.')).toBeVisible();
    await expect(page.getByTestId('header-profile')).toBeVisible();
    await dialog.getByLabel('Lozinka', { exact: true }).fill(p.password);
    await dialog.getByRole('button', { name: 'Trajno obriši račun' }).click();
    const goodbye = page.getByRole('dialog', { name: 'Račun je obrisan' });
    await expect(goodbye).toBeVisible();
    await goodbye.getByRole('button', { name: 'Na početnu' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();

    // Gone for good: the session and the credentials.
    expect(await call(page.request, 'auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(await call(page.request, 'auth.loginShop', { username: p.email, password: p.password })).toMatchObject({
      status: 'error',
      data: 'INVALID_CREDENTIALS',
    });
    await page.goto('/#/account');
    await expect(page.getByRole('link', { name: 'Prijavi se' }).or(page.locator('.account__guest'))).toBeVisible();
  });

  test('screenshots: the data-rights section and the delete dialog at 390 and 1280 px, HR and RS', async ({ page }) => {
    await shopperWithOrder(page);
    for (const country of ['HR', 'RS']) {
      for (const [label, size] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(`/#/account?tab=settings&country=${country}`);
        await expect(section(page)).toBeVisible();
        await section(page).scrollIntoViewIfNeeded();
        await atRest(page);
        await screenshot(section(page), `data-rights-${country}-${label}.png`);
        await section(page)
          .getByRole('button', { name: country === 'RS' ? 'Obriši nalog' : 'Obriši račun' })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await atRest(page);
        await screenshot(page, `delete-dialog-${country}-${label}.png`);
        await page.keyboard.press('Escape');
      }
    }
  });
});
