// A name that would be a formula in the desk's files is refused at enrolment, and the page says the rule
// (docs/desk.md "Accounts and signing in"); the same person then enrols with a real name.
import { test, expect, screenshots } from './fixtures.ts';
import { cliInvitation, code, PASSWORD } from './desk-staff.ts';

test('enrolment refuses a name starting with =, and says why', async ({ page }) => {
  const link = await cliInvitation(`formula.${Date.now().toString(36)}@zdravo.test`, 'agent', 'BA');
  await page.goto(`/desk/${link.slice(link.indexOf('#'))}`);
  const key = page.locator('code[data-totp-key]');
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  await page.getByLabel('Ime i prezime').fill('=HYPERLINK("https://example.com","Klik")');
  await page.getByLabel(/Nova lozinka/).fill(PASSWORD);
  await page.getByLabel('Kod iz aplikacije').fill(await code(secret));
  await page.getByRole('button', { name: 'Završi prijavu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ime i prezime: od 2 do 80 znakova, na početku slovo.');
  await screenshots(page, 'desk-enrol-name-refused');
  await page.getByLabel('Ime i prezime').fill('Lejla Agent');
  await page.getByLabel('Kod iz aplikacije').fill(await code(secret));
  await page.getByRole('button', { name: 'Završi prijavu' }).click();
  await expect(page.getByRole('list', { name: 'Kodovi za oporavak' }).locator('code')).toHaveCount(10);
});
