// The product editor in real Chromium: a merchandiser opens Alpha Potent from "Katalog", sees what
// shoppers of each country will see with the prices typed (HR's 30-day rule said plainly), puts a
// Croatian word in the Bosnian heading and saves by Enter — saved, with the glossary's warning named.
// The same product saved meanwhile in another tab: the stale save is refused naming who saved first.
// The preview shows the unsaved name and price as the shop's page in RS (ekavian, RSD) and in HR (its
// override, €), switching country re-renders it, and nothing is saved.
// axe finds nothing at 1280 px; screenshots at 1280 and 390 px.
import type { Page } from '@playwright/test';
import { test, expect, DESKTOP, PHONE, screenshot } from './fixtures.ts';
import { shopDateTime, shopTimeZone } from '@zdravo/contract';
import { axe, enrolledFromCli } from './desk-staff.ts';

const run = Date.now().toString(36);

async function shots(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${label}.png`, { fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a merchandiser edits a product: prices as shoppers will see them, glossary warnings, the version check', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `urednik.${run}@zdravo.test`, 'merchandiser', 'Amra Urednik');
  await page.getByRole('link', { name: 'Uredi: Alpha Potent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha Potent' })).toBeVisible();
  const ba = page.getByTestId('country-BA');
  await expect(ba.getByLabel('Status')).toHaveValue('published');
  // The shop's own currency symbol, as on every desk screen (KM, never BAM).
  await expect(ba.getByLabel('Cijena (KM)', { exact: true })).toBeVisible();
  await expect(page.getByTestId('price-preview-BA')).toContainText('precrtano');
  expect(await axe(page, 'catalog editor')).toEqual([]);
  await shots(page, 'desk-catalog-editor');

  // HR: a price above the 30-day low is no reduction, whatever the reference price says.
  const hr = page.getByTestId('country-HR');
  await hr.getByLabel('Cijena (€)', { exact: true }).fill('50,00');
  await expect(page.getByTestId('price-preview-HR')).toContainText('Sniženje se u Hrvatskoj neće prikazati');
  await hr.getByLabel('Cijena (€)', { exact: true }).fill('');
  await hr.getByLabel('Cijena (€)', { exact: true }).pressSequentially('30,00');
  await expect(page.getByTestId('price-preview-HR')).toContainText('najniža cijena iz 30 dana');

  // Another tab saves first.
  const other = await page.context().newPage();
  await other.setViewportSize(DESKTOP);
  await other.goto(page.url());
  const code = other.getByLabel('Šifra u Scaleleadu');
  await code.fill(`${await code.inputValue()}-2`);
  await other.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(other.getByText(/Sačuvano \(verzija \d+\)/)).toBeVisible();

  // The first tab's save is refused and names who saved.
  const heading = page.getByLabel('Naslov', { exact: true });
  await heading.fill('Stavite ga u košaricu');
  await heading.press('Enter');
  await expect(page.getByTestId('stale')).toContainText('Amra Urednik');
  expect(await axe(page, 'catalog editor, stale')).toEqual([]);

  // Opened again, the edit is saved by Enter, and the glossary names the Croatian word.
  await page.getByRole('button', { name: 'Otvori najnoviju verziju' }).click();
  await expect(page.getByLabel('Šifra u Scaleleadu')).toHaveValue(/-2$/);
  await page.getByLabel('Naslov', { exact: true }).fill('Stavite ga u košaricu');
  await page.getByLabel('Naslov', { exact: true }).press('Enter');
  await expect(page.getByText(/Sačuvano \(verzija \d+\)/)).toBeVisible();
  await expect(page.getByTestId('glossary-warnings')).toContainText('BA, polje „Naslov“: „košaricu“ — kaže se korpa.');
  expect(await axe(page, 'catalog editor, saved')).toEqual([]);
  await shots(page, 'desk-catalog-editor-saved');

  // Bad input is named under its field.
  await page.getByLabel(/^Adresa \(/).fill('ima razmak');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Samo mala slova, brojevi i crtice između njih.')).toBeVisible();
});

test('a merchandiser schedules a price and takes it back', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `promocija.${run}@zdravo.test`, 'merchandiser', 'Nina Promocija');
  await page.getByRole('link', { name: 'Uredi: Alpha Potent' }).click();
  const panel = page.getByRole('form', { name: 'Zakazane cijene' });
  await expect(panel.getByText('Nema zakazanih cijena.')).toBeVisible();
  // The shop's clock (as the desk shows times): the form takes its start and end so.
  const shopClock = new Intl.DateTimeFormat('sv-SE', {
    timeZone: shopTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const local = (ms: number) => shopClock.format(new Date(ms)).replace(' ', 'T');
  const listed = (ms: number) => {
    const { date, time } = shopDateTime(new Date(Math.floor(ms / 60_000) * 60_000).toISOString());
    return `${date} ${time}`;
  };
  const from = Date.now() + 86_400_000;
  await panel.getByLabel('Država').selectOption('RS');
  await panel.getByLabel('Cijena (RSD)', { exact: true }).fill('3990');
  await panel.getByLabel('Početak').fill(local(from));
  await panel.getByLabel('Kraj (nije obavezno)').fill(local(from + 86_400_000));
  await panel.getByRole('button', { name: 'Zakaži' }).click();
  await expect(panel.getByTestId('schedules')).toContainText(
    `RS: 3.990,00 RSD (referentna 3.990,00 RSD), od ${listed(from)} do ${listed(from + 86_400_000)}`,
  );
  // Done: said once, and the form is empty for the next one.
  await expect(panel.getByRole('status')).toHaveText('Cijena je zakazana.');
  await expect(panel.getByLabel('Cijena (RSD)', { exact: true })).toHaveValue('');
  await expect(panel.getByLabel('Početak')).toHaveValue('');
  await expect(panel.getByLabel('Kraj (nije obavezno)')).toHaveValue('');
  expect(await axe(page, 'catalog editor, a scheduled price')).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'desk-catalog-schedule-1280.png');

  // The editor goes on with the new version: a save after it is not refused.
  await page.getByLabel('Popularnost').fill('881');
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText(/Sačuvano \(verzija \d+\)/)).toBeVisible();

  // A refused one (its end before its start): the field says why, and the earlier "scheduled" is gone.
  await panel.getByLabel('Cijena (RSD)', { exact: true }).fill('3890');
  await panel.getByLabel('Početak').fill(local(from + 2 * 86_400_000));
  await panel.getByLabel('Kraj (nije obavezno)').fill(local(from + 86_400_000));
  await panel.getByRole('button', { name: 'Zakaži' }).click();
  await expect(panel.locator('.field__error').first()).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
  await screenshot(page, 'desk-catalog-schedule-refused-1280.png');

  await panel.getByRole('button', { name: /^Ukloni zakazanu cijenu: RS/ }).click();
  await expect(panel.getByText('Nema zakazanih cijena.')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Zakazana cijena je uklonjena.');
});

test('a merchandiser previews the unsaved product as two countries will see it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `pregled.${run}@zdravo.test`, 'merchandiser', 'Dina Pregled');
  await page.getByRole('link', { name: 'Uredi: Hemo Calm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hemo Calm' })).toBeVisible();
  const texts = page.getByRole('region', { name: 'Tekstovi' });
  await texts.getByLabel('Varijanta teksta').selectOption('eke');
  await texts.getByLabel('Naziv', { exact: true }).fill('Hemo Calm Lepota');
  await texts.getByLabel('Varijanta teksta').selectOption('hr');
  await texts.getByLabel('Naziv', { exact: true }).fill('Hemo Calm Ljepota za Hrvatsku');
  await page.getByTestId('country-RS').getByLabel('Cijena (RSD)', { exact: true }).fill('4321');

  const panel = page.getByRole('region', { name: 'Pregled' });
  await panel.getByLabel('Država').selectOption('RS');
  await panel.getByRole('button', { name: 'Prikaži pregled' }).click();
  const frame = page.frameLocator('[data-testid="offer-preview"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Hemo Calm Lepota');
  await expect(frame.locator('body')).toContainText(/4\.321,00\sRSD/);
  await expect(panel.getByTestId('preview-badge')).toContainText('Pregled: nije objavljeno · RS');
  await expect(page.getByTestId('offer-preview')).toHaveAttribute('sandbox', 'allow-same-origin');
  // The shop's pictures load in it.
  await expect
    .poll(() =>
      frame.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBeGreaterThan(0);
  // The shop's page inside is the shop's own (its specs run axe on it); the frame cannot run scripts.
  expect(await axe(page, 'catalog editor, preview', '[data-testid="offer-preview"]')).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'desk-catalog-preview-rs-1280.png');

  // Another country: its own words and currency, at once.
  await panel.getByLabel('Država').selectOption('HR');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Hemo Calm Ljepota za Hrvatsku');
  await expect(frame.locator('body')).toContainText('€');
  await expect(frame.locator('body')).not.toContainText('RSD');
  await expect(panel.getByTestId('preview-badge')).toContainText('· HR');
  await page.setViewportSize(PHONE);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'desk-catalog-preview-hr-390.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize(DESKTOP);

  // Nothing was saved.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hemo Calm' })).toBeVisible();
  await page.getByRole('region', { name: 'Tekstovi' }).getByLabel('Varijanta teksta').selectOption('eke');
  await expect(page.getByRole('region', { name: 'Tekstovi' }).getByLabel('Naziv', { exact: true })).not.toHaveValue(
    'Hemo Calm Lepota',
  );
});
