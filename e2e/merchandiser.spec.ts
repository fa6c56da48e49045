// The catalog run by the team, end to end in real Chromium: a merchandiser creates a product in the
// desk's editor — texts in the three variants, ingredients, prices in four countries — and publishes it
// in BA and RS only, with two photos it uploads, the second moved first by the keyboard. A BA shopper finds it by the server's search and in its group's listing, opens
// it, reads its ingredients and the label's statements as text, and orders it; an agent sees the order
// in the queue. In HR its address is not found and the search does not list it.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SEARCH_PAGE_PATH } from '@zdravo/contract';
import { test, expect, hydrated, DESKTOP } from './fixtures.ts';
import { axe, enrolledFromCli } from './desk-staff.ts';
import { rpcCall } from './rpc.ts';

const run = Date.now().toString(36);
const slog = `suncani-d-${run}`;
const name = `Sunčani D ${run}`;

async function fillTexts(
  page: Page,
  variant: string,
  t: {
    name: string;
    heading: string;
    sub: string;
    description: string;
    use: string;
    advantage: string;
    benefit: string;
  },
) {
  await page.getByLabel(/^(Varijanta|Inačica) teksta$/).selectOption(variant);
  const texts = page.getByTestId(`texts-${variant}`);
  await texts.getByLabel('Naziv', { exact: true }).fill(t.name);
  await texts.getByLabel('Naslov', { exact: true }).fill(t.heading);
  await texts.getByLabel('Podnaslov', { exact: true }).fill(t.sub);
  await texts.getByLabel(/^Opis/).fill(t.description);
  await texts.getByLabel(/^Način upotrebe/).fill(t.use);
  await texts.getByLabel(/^Prednosti/).fill(t.advantage);
  await texts.getByLabel(/^Koristi/).fill(t.benefit);
}

/** A small photo made here (a coloured square with a white block), as a phone's JPEG would come. */
const photoFile = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .composite([
      { input: { create: { width: 300, height: 300, channels: 3, background: '#ffffff' } }, left: 100, top: 100 },
    ])
    .jpeg()
    .toBuffer(),
});

async function price(page: Page, country: string, status: string, fresh: string, old: string) {
  const box = page.getByTestId(`country-${country}`);
  await box.getByLabel('Status').selectOption(status);
  await box.getByLabel(/^Cijena/).fill(fresh);
  await box.getByLabel(/^Referentna cijena/).fill(old);
}

test('a merchandiser creates a product, publishes it in BA and RS; a BA shopper orders it; HR does not know it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await enrolledFromCli(page, `asortiman.${run}@zdravo.test`, 'merchandiser', 'Selma Asortiman');
  await page.getByRole('link', { name: 'Novi proizvod' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novi proizvod' })).toBeVisible();

  await page.getByLabel(/^Adresa \(/).fill(slog);
  await page.getByLabel('Grupa').selectOption('kosa');
  await page.getByLabel('Popularnost').fill('1');
  await page.getByLabel('Šifra u Scaleleadu').fill(`SL-${run}`);
  await page.getByLabel('Slika sastava').fill('hairgrow-plus-ingredients.svg');
  // Two photos uploaded, the second moved first from the keyboard.
  await page
    .getByLabel(/^Učitaj fotografije/)
    .setInputFiles([await photoFile('prva.jpg', '#3a7d44'), await photoFile('druga.jpg', '#7d3a44')]);
  await expect(page.getByTestId('photo-upload-state')).toHaveText('Učitano: 2. Sačuvajte proizvod da ih objavite.');
  const uploaded = /\/media\/catalog\/[A-Za-z0-9_-]{22}\.webp/;
  const first = (await page.getByTestId('photo-1').textContent())!.match(uploaded)![0];
  const second = (await page.getByTestId('photo-2').textContent())!.match(uploaded)![0];
  expect(first).not.toBe(second);
  // The second photo's alt text per variant, typed before it is moved: the text moves with it.
  const alt = { ije: `Bočica Sunčani D ${run} pored čaše mlijeka`, eke: `Bočica Sunčani D ${run} pored čaše mleka` };
  await page.getByTestId('photo-2').getByLabel('Ijekavica (BA, ME)').fill(alt.ije);
  await page.getByTestId('photo-2').getByLabel('Ekavica (RS)').fill(alt.eke);
  await page.getByRole('button', { name: 'Slika 2 gore' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('photo-1')).toContainText(second);
  await expect(page.getByTestId('photo-2')).toContainText(first);
  await expect(page.getByTestId('photo-1').getByLabel('Ijekavica (BA, ME)')).toHaveValue(alt.ije);
  await expect(page.getByTestId('photo-2').getByLabel('Ijekavica (BA, ME)')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Slika 1 dolje' })).toBeFocused();
  await price(page, 'BA', 'published', '24,90', '39,90');
  await price(page, 'RS', 'published', '2490', '3990');
  await price(page, 'HR', 'draft', '12,90', '19,90');
  await price(page, 'ME', 'draft', '12,90', '19,90');
  await fillTexts(page, 'ije', {
    name,
    heading: 'Vitamin D za svaki dan',
    sub: 'Jedna kapsula dnevno, cijele sedmice.',
    description: 'Vitamin D doprinosi održavanju normalnih kostiju.',
    use: 'Jedna kapsula dnevno uz obrok.',
    advantage: 'Jedna kapsula dnevno',
    benefit: 'Vitamin D doprinosi normalnoj funkciji imunološkog sistema',
  });
  await fillTexts(page, 'eke', {
    name,
    heading: 'Vitamin D za svaki dan',
    sub: 'Jedna kapsula dnevno, cele nedelje.',
    description: 'Vitamin D doprinosi održavanju normalnih kostiju.',
    use: 'Jedna kapsula dnevno uz obrok.',
    advantage: 'Jedna kapsula dnevno',
    benefit: 'Vitamin D doprinosi normalnoj funkciji imunološkog sistema',
  });
  await page.getByLabel(/^(Varijanta|Inačica) teksta$/).selectOption('hr');
  await page
    .getByTestId('texts-hr')
    .getByLabel('Podnaslov', { exact: true })
    .fill('Jedna kapsula dnevno, cijeli tjedan.');
  await page.getByLabel('Dnevna doza').fill('1 kapsula');
  await page.getByLabel('Pakovanje', { exact: true }).fill('60 kapsula');
  const row = page.getByTestId('ingredient-1');
  await row.getByLabel('Naziv (BA)').fill('Vitamin D3');
  await row.getByLabel('Pojašnjenje').fill('holekalciferol');
  await row.getByLabel('Količina u dnevnoj dozi').fill('25 µg');
  await row.getByLabel('% NRV').fill('500');
  expect(await axe(page, 'new product')).toEqual([]);
  await page.screenshot({ path: 'test-results/merchandiser-photos-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('photos').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/merchandiser-photos-390.png' });
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page).toHaveURL(/#\/catalog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A BA shopper: the server's search, the group's listing, the page with its ingredients as text.
  const shop = await browser.newPage({ viewport: DESKTOP });
  await shop.goto(`${SEARCH_PAGE_PATH}?q=${encodeURIComponent('vitamin d')}&country=BA`);
  await expect(shop.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await shop.goto('/#/most-popular/kosa?country=BA');
  await hydrated(shop);
  await expect(shop.locator('main')).toContainText(name);
  await shop.goto(`/offers/${slog}?country=BA`);
  await hydrated(shop);
  await expect(shop.locator('main h1').first()).toHaveText(name);
  await expect(shop.locator('main')).toContainText('Vitamin D3');
  // The photos in the order the merchandiser left them: the second uploaded is the packshot.
  const mainPhoto = shop.locator(`main img[src="${second}"]`).first();
  await expect(mainPhoto).toBeVisible();
  // A desktop's half-width gallery takes the 960 px file.
  await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(second);
  await expect(mainPhoto).toHaveAttribute('alt', alt.ije);
  // Full size in the viewer, the photo keeps its own words.
  await mainPhoto.click();
  await expect(shop.getByTestId('photo-viewer').locator('.viewer__img')).toHaveAttribute('alt', alt.ije);
  await shop.keyboard.press('Escape');
  await expect(shop.getByTestId('photo-viewer')).toHaveCount(0);
  // A phone's screen takes the 480 px file of the same photo.
  const narrow = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await narrow.goto(`/offers/${slog}?country=BA`);
  await hydrated(narrow);
  await expect
    .poll(() =>
      narrow
        .locator(`main img[src="${second}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc),
    )
    .toContain(second.replace('.webp', '-480.webp'));
  await narrow.screenshot({ path: 'test-results/merchandiser-offer-390.png' });
  await narrow.close();
  await expect(shop.locator('main')).toContainText('Ne prekoračujte preporučenu dnevnu dozu.');
  await expect(shop.locator('main')).toContainText('Čuvati van dohvata djece.');

  const email = `kupac.${run}@example.com`;
  const phone = `+38761${String(Date.now()).slice(-6)}`;
  await rpcCall(
    shop.request,
    'shopUsers.f.add',
    {
      Username: email,
      Email: email,
      Password: 'Lozinka-2026',
      PhoneNumber: phone,
      FirstName: 'Merima',
      LastName: `Kupac${run}`,
    },
    { country: 'BA' },
  );
  await rpcCall(shop.request, 'auth.loginShop', { username: email, password: 'Lozinka-2026' }, { country: 'BA' });
  const offers = await rpcCall(shop.request, 'offers.f.getAll', {}, { country: 'BA' });
  const ours = offers.find((o) => o.Slog === slog);
  expect(ours?.Images.slice(0, 2)).toEqual([second, first]);
  expect(ours?.ImageAlts?.slice(0, 2)).toEqual([alt.ije, null]);
  const rs = await rpcCall(shop.request, 'offers.f.getSlog', { Slog: slog }, { country: 'RS' });
  expect(rs.ImageAlts?.slice(0, 2)).toEqual([alt.eke, null]);
  await rpcCall(
    shop.request,
    'shopOrders.add',
    { Articles: [{ ID: ours!.ID, Quantity: 1 }], FirstName: 'Merima', LastName: `Kupac${run}`, PhoneNumber: phone },
    { country: 'BA' },
  );
  const orders = await rpcCall(shop.request, 'shopOrders.f.getAll', undefined, { country: 'BA' });
  expect(JSON.stringify(orders[0])).toContain(name);

  // HR: the address is not found, the search does not list it.
  expect((await shop.request.get(`/offers/${slog}?country=HR`)).status()).toBe(404);
  await shop.goto(`${SEARCH_PAGE_PATH}?q=${encodeURIComponent('vitamin d')}&country=HR`);
  await expect(shop.locator('body')).not.toContainText(run);
  expect((await rpcCall(shop.request, 'offers.f.getAll', {}, { country: 'HR' })).some((o) => o.Slog === slog)).toBe(
    false,
  );
  await shop.close();

  // The order is in the agents' queue, under the shopper's name.
  const desk = await browser.newPage({ viewport: DESKTOP });
  await enrolledFromCli(desk, `agent.${run}@zdravo.test`, 'agent', 'Adna Agent', 'BA');
  await expect(desk.locator('main')).toContainText(`Kupac${run}`);
  await desk.close();
});
