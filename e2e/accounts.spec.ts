// Accounts in real Chromium: sign-up with every validation message, the success modal
// and auto-login, duplicates, logout, login by e-mail and by phone, a wrong password, profile edit
// (HR and RS wording), password change, and a reset with the code read from the operator CLI's
// outbox — old sessions end. Screenshots of /login, /account and /forgotPassword.
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshots, shopCli } from './fixtures.ts';
import { person, type Person } from './people.ts';

const submit = (page: Page, name: RegExp | string) =>
  page.locator('main').getByRole('button', { name, exact: typeof name === 'string' });
const profileIcon = (page: Page) => page.getByTestId('header-profile');
const loginLabel = (page: Page) => page.getByTestId('header-login');

async function openRegister(page: Page, country = 'HR') {
  await page.goto(`/#/login?mode=register&country=${country}`);
  await expect(page.getByRole('tab', { name: 'Registracija' })).toHaveAttribute('aria-selected', 'true');
}

async function fillRegister(page: Page, p: { email: string; password: string; phone: string }) {
  await page.getByLabel('Email', { exact: true }).fill(p.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(p.password);
  await typePhone(page, p.phone);
}

/** Typed like a person does: the field refuses pasted-in non-digits typed as text (its keyboard guard). */
async function typePhone(page: Page, phone: string) {
  const field = page.getByLabel('Broj telefona');
  await field.fill('');
  await field.pressSequentially(phone);
}

async function signUp(page: Page, p: Person) {
  await openRegister(page);
  await fillRegister(page, p);
  await submit(page, 'Napravi račun').click();
  await expect(page.getByRole('dialog')).toContainText('Uspješna registracija');
  await expect(profileIcon(page)).toBeVisible();
  await page.getByRole('button', { name: 'Nastavi s kupnjom' }).click();
  await expect(page).toHaveURL(/#\/$/);
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('Email ili broj telefona').fill(username);
  await page.getByLabel('Lozinka', { exact: true }).fill(password);
  await page.getByLabel('Lozinka', { exact: true }).press('Enter'); // Enter submits
  await expect(page).toHaveURL(/#\/$/);
  await expect(profileIcon(page)).toBeVisible();
}

async function logOut(page: Page) {
  await page.goto('/#/account?tab=settings');
  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(loginLabel(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/$/); // logout goes home (after the page fade)
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return context.newPage();
}

test.describe('accounts', () => {
  test('sign-up shows each rule message, then the success modal, auto-login and the profile icon', async ({ page }) => {
    const p = person('kupac', '91');
    await openRegister(page);
    await submit(page, 'Napravi račun').click();
    await expect(page.getByText('Molimo unesite vaš email', { exact: true })).toBeVisible();
    await expect(page.getByText('Lozinka mora biti popunjena i duža od 8 slova', { exact: true })).toBeVisible();
    await expect(page.getByText('Molimo unesite vaš broj telefona', { exact: true })).toBeVisible();
    await fillRegister(page, { email: 'ana@primjer', password: 'kratka', phone: '+385 12' });
    await expect(page.getByText('Email mora biti u odgovarajućem formatu.', { exact: true })).toBeVisible();
    await expect(page.getByText('Broj telefona mora biti u odgovarajućem formatu.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Broj telefona')).toHaveAttribute('aria-invalid', 'true');
    await screenshots(page, 'login-register-errors-hr');

    // The phone field keeps at most 15 digits.
    await typePhone(page, '+385 91 234 5678 9999');
    await expect(page.getByLabel('Broj telefona')).not.toHaveValue(/9999$/);

    await fillRegister(page, p);
    await page.getByLabel('Ime (nije obvezno)', { exact: true }).fill('Ana');
    await submit(page, 'Napravi račun').click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Uspješno ste se registrirali');
    await expect(profileIcon(page)).toBeVisible();
    await screenshots(page, 'login-registered-modal');
    await modal.getByRole('button', { name: 'Nastavi s kupnjom' }).click();
    await expect(page).toHaveURL(/#\/$/);
    // A logged-in visitor who opens /login goes to /.
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('HR: the mobile typed the usual way after the "+385 " prefill (with its 0) signs up; a foreign number is refused without a server call', async ({
    page,
  }) => {
    const p = person('kupac', '91');
    const adds: string[] = [];
    page.on('request', (r) => {
      if ((r.postData() ?? '').includes('shopUsers.f.add')) adds.push(r.url());
    });
    await openRegister(page, 'HR');
    const field = page.getByLabel('Broj telefona');
    await expect(field).toHaveValue('+385 ');
    await page.getByLabel('Email', { exact: true }).fill(p.email);
    await page.getByLabel('Lozinka', { exact: true }).fill(p.password);

    // QA #14: the prefill deleted, then "912345678" — the field reads +91 (India): the spec's
    // format message, from the client rule alone.
    await typePhone(page, '912345678');
    // Not a shop country's number: its digits stay as typed (grouped by the selected country's mask).
    await expect(field).toHaveValue(/^\+91[\d ]+$/);
    expect((await field.inputValue()).replace(/\D/g, '')).toBe('912345678');
    await submit(page, 'Napravi račun').click();
    await expect(page.getByText('Broj telefona mora biti u odgovarajućem formatu.', { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(adds).toEqual([]);

    // QA #2: after the prefill, "091 234 5678" as people write it: the 0 after the dial code is dropped.
    await field.fill('');
    await page.getByRole('button', { name: /^Država: / }).click();
    await page.getByRole('option', { name: /Hrvatska/ }).click();
    await expect(field).toHaveValue('+385 ');
    await field.press('End');
    await field.pressSequentially(p.localPhone);
    const digits = p.localPhone.replace(/\D/g, '').slice(1); // 9 digits after the dial code
    // Grouped as Croatians write a mobile: +385 91 234 5678.
    await expect(field).toHaveValue(`+385 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`);
    await expect(page.getByText('Broj telefona mora biti u odgovarajućem formatu.', { exact: true })).toBeHidden();
    await screenshots(page, 'login-register-phone-trunk-hr');
    await submit(page, 'Napravi račun').click();
    await expect(page.getByRole('dialog')).toContainText('Uspješna registracija');
    await expect(profileIcon(page)).toBeVisible();
    await page.getByRole('button', { name: 'Nastavi s kupnjom' }).click();
    await expect(page).toHaveURL(/#\/$/);
    expect(adds).toHaveLength(1);

    // The account has the number login finds, typed either way.
    await logOut(page);
    await logIn(page, p.localPhone, p.password);
    await logOut(page);
    await logIn(page, p.phone, p.password);
  });

  test('signing up again with the same e-mail or phone shows the spec messages', async ({ page, browser }) => {
    const p = person('kupac', '91');
    await signUp(page, p);
    const other = await newPage(browser);
    await openRegister(other);
    await fillRegister(other, { ...p, phone: person('kupac', '91').phone });
    await submit(other, 'Napravi račun').click();
    await expect(other.getByText('Račun sa navedenim emailom postoji', { exact: true })).toBeVisible();
    await fillRegister(other, { ...p, email: `drugi.${p.tag}@example.com` });
    await submit(other, 'Napravi račun').click();
    await expect(other.getByText('Račun sa navedenim brojem telefona postoji', { exact: true })).toBeVisible();
    await other.context().close();
  });

  test('log out, log in with e-mail and with phone; a wrong password is refused', async ({ page }) => {
    const p = person('kupac', '91');
    await signUp(page, p);
    await logOut(page);
    await logIn(page, p.email, p.password);
    await logOut(page);
    await logIn(page, p.localPhone, p.password);
    await logOut(page);

    await page.goto('/#/login');
    await submit(page, 'Prijavi se').click();
    await expect(
      page.getByText('Korisničko ime mora biti popunjeno i duže od 8 slova ili broj telefona unesen', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Email ili broj telefona').fill(p.email);
    await page.getByLabel('Lozinka', { exact: true }).fill('pogresna-lozinka');
    await page.getByRole('button', { name: 'Prikaži lozinku' }).click();
    await expect(page.getByLabel('Lozinka', { exact: true })).toHaveAttribute('type', 'text');
    await submit(page, 'Prijavi se').click();
    await expect(page.getByText('Pogrešan email ili lozinka', { exact: true })).toBeVisible();
    await expect(loginLabel(page)).toBeVisible();
    await screenshots(page, 'login-errors-hr');
  });

  test('edit the profile (HR and RS wording), change the password and log in with the new one', async ({ page }) => {
    const p = person('kupac', '91');
    await signUp(page, p);
    await page.goto('/#/account');
    await expect(page.getByRole('tab', { name: 'Povijest narudžbi' })).toHaveAttribute('aria-selected', 'true');
    // Orders come with the orders issue: until then the tab shows its empty or failure text.
    await expect(
      page.getByText(/Nema evidentiranih narudžbi na vašem računu\.|Došlo je do greške prilikom dohvatanja podataka/),
    ).toBeVisible();
    await screenshots(page, 'account-orders-hr');

    await page.getByRole('tab', { name: 'Postavke računa' }).click();
    await page.getByLabel('Ime', { exact: true }).fill('Marija');
    await page.getByLabel('Prezime', { exact: true }).fill('Horvat');
    await submit(page, 'Spremi').click();
    await expect(page.getByText('Promjene uspješno sačuvane', { exact: true })).toBeVisible();
    await expect(page.locator('.account__who')).toContainText('Marija Horvat');
    await screenshots(page, 'account-settings-hr');

    await page.goto('/#/account?tab=settings&country=RS');
    await expect(page.getByRole('tab', { name: 'Podešavanja naloga' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Prezime', { exact: true }).fill('Petrović');
    await submit(page, 'Sačuvaj').click();
    await expect(page.getByText('Promene uspešno sačuvane', { exact: true })).toBeVisible();
    await screenshots(page, 'account-settings-rs');
    await page.getByRole('tab', { name: 'Istorija porudžbina' }).click();
    await screenshots(page, 'account-orders-rs');

    await page.goto('/#/account?tab=settings&country=HR');
    await submit(page, 'Promijeni lozinku').click();
    await expect(page.getByText('Popunite sva potrebna polja', { exact: true })).toBeVisible();
    await page.getByLabel('Stara lozinka').fill('nije-ta-lozinka');
    await page.getByLabel('Nova lozinka').fill('Nova-Lozinka-77');
    await submit(page, 'Promijeni lozinku').click();
    // A wrong old password is named as such, not as a failed change.
    await expect(page.getByText('Trenutna lozinka nije ispravna.', { exact: true })).toBeVisible();
    await page.getByLabel('Stara lozinka').fill(p.password);
    await submit(page, 'Promijeni lozinku').click();
    await expect(page.getByText('Lozinka uspješno promijenjena', { exact: true })).toBeVisible();
    await logOut(page);
    await logIn(page, p.email, 'Nova-Lozinka-77');
  });

  test('forgot password: the code from the outbox sets a new password and ends the old sessions', async ({
    page,
    browser,
  }) => {
    const p = person('kupac', '91');
    await signUp(page, p); // this browser stays logged in: its session must end with the reset

    const other = await newPage(browser);
    await other.goto('/#/forgotPassword');
    await submit(other, 'Pošalji kod').click();
    await expect(other.getByText('Upišite email ili broj telefona', { exact: true })).toBeVisible();
    await screenshots(other, 'forgot-request-hr');
    await other.getByLabel('Email ili broj telefona').fill(p.email);
    await submit(other, 'Pošalji kod').click();
    await expect(other.getByLabel('Kod iz poruke')).toBeVisible();

    const listing = await shopCli('outbox');
    const line = listing.split('\n').findIndex((l) => l.includes(`to ${p.email}`));
    const code = /kod za novu lozinku je (\d{6})/.exec(listing.split('\n').slice(line).join('\n'))?.[1];
    expect(code, listing).toBeDefined();

    await other.getByLabel('Kod iz poruke').fill(code === '000000' ? '111111' : '000000');
    await other.getByLabel('Nova lozinka').fill('Resetirana-2026');
    await submit(other, 'Postavi novu lozinku').click();
    await expect(other.getByText('Informacije su pogrešno unesene', { exact: true })).toBeVisible();
    await screenshots(other, 'forgot-code-errors-hr');
    await other.getByLabel('Kod iz poruke').fill(code ?? '');
    await submit(other, 'Postavi novu lozinku').click();
    await expect(other).toHaveURL(/#\/login/);
    await expect(other.getByText('Lozinka je promijenjena. Prijavite se novom lozinkom.')).toBeVisible();

    // The first browser's session ended on the server.
    await page.goto('/#/account');
    await expect(page.getByText('Prijavite se da biste vidjeli svoje narudžbe i podatke.')).toBeVisible();
    await expect(loginLabel(page)).toBeVisible();
    await screenshots(page, 'account-logged-out-hr');

    await logIn(other, p.phone, 'Resetirana-2026');
    await other.context().close();
  });

  test('screens in RS: login, register and forgot password', async ({ page }) => {
    await page.goto('/#/login?country=RS');
    await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
    await screenshots(page, 'login-rs');
    await openRegister(page, 'RS');
    await submit(page, 'Napravi nalog').click();
    await expect(page.getByText('Molimo unesite vaš email', { exact: true })).toBeVisible();
    await screenshots(page, 'login-register-errors-rs');
    await page.goto('/#/forgotPassword?country=RS');
    await expect(page.getByText('Kod stiže emailom ili SMS-om i važi 10 minuta.')).toBeVisible();
    await screenshots(page, 'forgot-request-rs');
  });
});

test.describe('phone input and connection loss', () => {
  test('the country menu: search (debounced), no-match text, pick a country', async ({ page }) => {
    await openRegister(page, 'BA');
    await expect(page.getByLabel('Broj telefona')).toHaveValue(/^\+387/); // the visitor's country
    await page.getByRole('button', { name: /^Država: Bosna i Hercegovina/ }).click();
    const search = page.getByPlaceholder('search');
    await expect(page.getByRole('option')).toHaveCount(4);
    await screenshots(page, 'phone-input-menu-ba');
    await search.fill('xyz');
    await expect(page.getByText('No entries to show', { exact: true })).toBeVisible();
    await search.fill('srb');
    await expect(page.getByRole('option')).toHaveCount(1);
    await search.press('Enter');
    await expect(page.getByRole('button', { name: /^Država: Srbija/ })).toBeVisible();
    await expect(page.getByLabel('Broj telefona')).toHaveValue(/^\+381/);
    // Typing another dial code moves the flag (country guess).
    await typePhone(page, '+382 67 123 456');
    await expect(page.getByRole('button', { name: /^Država: Crna Gora/ })).toBeVisible();
  });

  test.describe('when the connection drops', () => {
    test.use({ allowConsoleErrors: true }); // the aborted request is logged by the browser

    test('a login lost in transit is retried after 2 s', async ({ page }) => {
      const p = person('kupac', '91');
      await signUp(page, p);
      await logOut(page);
      let dropped = false;
      await page.route('**/_rpc', async (route) => {
        if (!dropped && (route.request().postData() ?? '').includes('auth.loginShop')) {
          dropped = true;
          await route.abort('connectionreset');
        } else await route.continue();
      });
      await page.goto('/#/login');
      await page.getByLabel('Email ili broj telefona').fill(p.email);
      await page.getByLabel('Lozinka', { exact: true }).fill(p.password);
      await submit(page, 'Prijavi se').click();
      await expect(page.getByText('Veza sa serverom je prekinuta. Pokušavamo ponovo…')).toBeVisible();
      await expect(page).toHaveURL(/#\/$/, { timeout: 6000 });
      await expect(profileIcon(page)).toBeVisible();
    });
  });
});
