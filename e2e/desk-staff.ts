// A staff member for a desk journey: invited by the CLI (as the first people of a desk are), enrolled
// in the browser with the key the page shows as text, codes computed as an authenticator app does.
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, shopCli } from './fixtures.ts';

export const STAFF_PASSWORD = 'Desk-Lozinka-2026';

/** A code of the time step `stepsAhead` from now: the desk accepts each step once. */
export const totpCode = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Invites `email` with `role` (BA wording), enrols them in `page` and leaves them signed in on their home screen. */
export async function enrolledInDesk(page: Page, email: string, role: 'agent' | 'moderator' | 'manager', name: string): Promise<{ secret: string }> {
  const link = (await shopCli('staff:invite', email, role, '--country', 'BA')).split('\n').find((l) => l.includes('/desk/'))!;
  await page.goto(`/desk/${link.slice(link.indexOf('#'))}`);
  const key = page.locator('code[data-totp-key]');
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  await page.getByLabel('Ime i prezime').fill(name);
  await page.getByLabel(/Nova lozinka/).fill(STAFF_PASSWORD);
  await page.getByLabel('Kod iz aplikacije').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Završi prijavu' }).click();
  await expect(page.getByRole('list', { name: 'Kodovi za oporavak' }).locator('code')).toHaveCount(10);
  await page.getByRole('button', { name: 'Sačuvao/la sam kodove' }).click();
  return { secret };
}
