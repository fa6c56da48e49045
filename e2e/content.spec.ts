// Static pages, blog articles and the community page (docs/product.md §2 Static pages, Blogs, Community; §9):
// each opens with its heading and a key sentence, RS reads ekavian where HR reads ijekavian, the
// contacts follow the country, the order buttons go where the spec says, the community buttons open
// the country's groups in a new tab; screenshots at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { test, expect, hydrated, screenshots, DESKTOP, PHONE } from './fixtures.ts';

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.locator('main h1').first();

const PAGES: readonly { path: string; heading: string | RegExp; sentences: readonly (string | RegExp)[] }[] = [
  {
    path: '/privacy-policy',
    heading: 'Politika privatnosti',
    sentences: [
      'Odgovorit ćemo najkasnije u roku od 30 dana.',
      'mlađoj od 13 godina',
      /Kolačić sesije/,
      /sadržaj vaše košarice i odabranu državu/,
    ],
  },
  {
    path: '/terms-of-use',
    heading: 'Uvjeti korištenja',
    sentences: [
      'Prodajemo dodatke prehrani.',
      /u roku od 30 do 60 minuta/,
      'Prodavatelj je Zdravo trgovina d.o.o., Ilica 128, 10000 Zagreb.',
      /klikom na Odustani od ugovora/,
    ],
  },
  {
    path: '/politika-dostave',
    heading: 'Politika dostave',
    sentences: [
      'samo radnim danom, od ponedjeljka do petka',
      'Nakon potvrde u pozivu paket stiže za 1–2 radna dana.',
      'SMS i Viber poruku',
      /gotovinom kuriru/,
      /od ponedjeljka do petka od 8:00 do 20:00 i subotom od 9:00 do 14:00/,
    ],
  },
  {
    path: '/politika-povrata',
    heading: 'Politika povrata',
    sentences: [
      'u roku od 90 dana od dana dostave',
      'naknadu od 20 %',
      'Troškovi dostave ne vraćaju se.',
      'u roku od 5 do 10 radnih dana od odobrenja',
      'u roku od 7 dana od dostave',
      'isključivo na izvorni način plaćanja',
      /od ponedjeljka do petka od 8:00 do 20:00 i subotom od 9:00 do 14:00/,
      /odjeće/,
      'u roku od 14 dana od dana kada ste primili paket',
      /kliknite Potvrdi odustanak/,
      /cijeli plaćeni iznos, zajedno s troškom dostave/,
      'Vrijede oba prava, a za vas uvijek vrijedi ono koje je povoljnije:',
    ],
  },
  { path: '/o-nama', heading: 'O nama', sentences: [/mala regionalna web trgovina/] },
  {
    path: '/nasa-prica',
    heading: 'Naša priča',
    sentences: [/Sve je počelo za kuhinjskim stolom/, /više je od 45\.000 članova/],
  },
  {
    path: '/kontaktiraje-nas',
    heading: 'Kontaktirajte nas',
    sentences: ['+385 1 555 3070', 'podrska@zdravo.hr', 'Ilica 128, 10000 Zagreb'],
  },
  {
    path: '/blog/mršavljenje',
    heading: 'Mršavljenje bez gladovanja: kako zdravo izgubiti kilograme',
    sentences: [/Tanjur koji zasiti/, /nije zamjena za raznoliku prehranu/],
  },
  {
    path: '/blog/kosa',
    heading: 'Zdrava i sjajna kosa iz dana u dan',
    sentences: [/Biotin, cink i selen doprinose održavanju normalne kose/],
  },
  {
    path: '/blog/libido',
    heading: 'Libido i vitalnost: prirodna podrška',
    sentences: [/Cink\s+doprinosi održavanju normalne razine testosterona/],
  },
  {
    path: '/blog/generalno',
    heading: 'Jesu li kapsule sigurne?',
    sentences: [/Kako čitati deklaraciju/, /zakonski su hrana/, /ispod 25 °C/],
  },
  { path: '/community', heading: 'Naša zajednica', sentences: [/Više od 45\.000 članova/] },
];

/** Ijekavian (and HR-only) words that must not appear on an RS (ekavian) page. */
const IJEKAVIAN =
  /\b(prehran\w*|lijek\w*|liječ\w*|ljekarn\w*|vrijem\w*|mjese\w*|djec\w*|uvjet\w*|tjed\w*|ovdje|gdje|prije|poslije|cijen\w*|mlijek\w*|lijep\w*|sljedeć\w*|savjet\w*|dijel\w*|osjeć\w*|vidjet\w*|primjer\w*|trebat ćemo|tko)\b/i;

test.describe('content pages (HR)', () => {
  for (const { path, heading, sentences } of PAGES) {
    test(`#${path} opens with its heading and key sentences`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(h1(page)).toHaveText(heading);
      for (const sentence of sentences) await expect(main(page).getByText(sentence).first()).toBeVisible();
      await expect(page).toHaveTitle(
        typeof heading === 'string' ? new RegExp(heading.replace(/[?.:]/g, '\\$&')) : heading,
      );
    });
  }
});

test.describe('spelling per country', () => {
  test('HR reads ijekavian, RS ekavian on the same page', async ({ page }) => {
    await page.goto('/#/politika-dostave?country=HR');
    await expect(main(page).getByText('samo radnim danom, od ponedjeljka do petka')).toBeVisible();
    await expect(main(page)).toContainText('Narudžbe obrađujemo');

    await page.goto('/#/politika-dostave?country=RS');
    await expect(h1(page)).toHaveText('Politika dostave');
    await expect(main(page).getByText('samo radnim danom, od ponedeljka do petka')).toBeVisible();
    await expect(main(page)).toContainText('Porudžbine obrađujemo');
    await expect(main(page)).not.toContainText('ponedjeljka');
  });

  test('the blog heading follows the variant', async ({ page }) => {
    await page.goto('/#/blog/generalno?country=RS');
    await expect(h1(page)).toHaveText('Da li su kapsule bezbedne?');
    await expect(main(page)).toContainText('nije zamena za raznovrsnu ishranu');
  });

  for (const { path } of PAGES) {
    test(`#${path} in RS has no ijekavian words`, async ({ page }) => {
      await page.goto(`/#${path}?country=RS`);
      await expect(h1(page)).toBeVisible();
      const text = await main(page).innerText();
      expect(text.match(IJEKAVIAN)?.[0] ?? null).toBeNull();
    });
  }
});

test.describe('contacts per country', () => {
  test('contact shows the RS phone, e-mail and address for ?country=RS', async ({ page }) => {
    await page.goto('/#/kontaktiraje-nas?country=RS');
    await expect(h1(page)).toHaveText('Kontaktirajte nas');
    const phone = page.getByTestId('contact-phone');
    await expect(phone).toHaveText('+381 11 555 2040');
    await expect(phone).toHaveAttribute('href', 'tel:+381115552040');
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:podrska@zdravo.rs');
    await expect(page.getByTestId('contact-address')).toHaveText('Bulevar kralja Aleksandra 86, 11000 Beograd');
    await expect(main(page)).toContainText('Kontakt za državu: Srbija');
    await expect(main(page)).not.toContainText('+385');
  });

  test('the refund policy gives the country phone and an example in its currency', async ({ page }) => {
    await page.goto('/#/politika-povrata?country=BA');
    await expect(main(page).getByRole('link', { name: '+387 33 555 120' }).first()).toHaveAttribute(
      'href',
      'tel:+38733555120',
    );
    await expect(main(page)).toContainText('80,00 KM');
  });
});

test.describe('blog order buttons', () => {
  test('the weight-loss article orders Pure Fit on its offer page', async ({ page }) => {
    await page.goto('/#/blog/mršavljenje');
    await hydrated(page);
    // Where a link leads is what a tap on it opens: its href is the shop's `#/` form, or the real
    // address when the server rendered the article (decision 034), and either opens the offer.
    await main(page).getByRole('link', { name: 'Naručite Pure Fit' }).click();
    await expect(page).toHaveURL(/#\/offers\/pure-fit$/);
    await expect(h1(page)).toHaveText(/pure.?fit/i, { timeout: 15_000 });
  });

  test('the hair article orders HairGrow Plus', async ({ page }) => {
    await page.goto('/#/blog/kosa');
    await main(page).getByRole('link', { name: 'Naručite HairGrow Plus' }).click();
    await expect(page).toHaveURL(/#\/offers\/hairgrow-plus$/);
    await expect(h1(page)).toHaveText('HairGrow Plus');
  });

  test('the libido article orders Libido Rose and shows the whole libido shelf', async ({ page }) => {
    await page.goto('/#/blog/libido');
    await main(page).getByRole('link', { name: 'Naručite Libido Rose' }).click();
    await expect(page).toHaveURL(/#\/offers\/libido$/);
    await expect(h1(page)).toHaveText('Libido Rose');
    await page.goto('/#/blog/libido');
    await main(page).getByRole('link', { name: 'Pogledajte sve proizvode za libido' }).click();
    await expect(page).toHaveURL(/#\/shop\/libido$/);
    await expect(h1(page)).toHaveText('Libido');
    await expect(page.locator('.offer-card').first()).toBeVisible();
  });
});

test.describe('community', () => {
  for (const country of ['HR', 'RS'] as const) {
    test(`the three buttons open the ${country} groups in a new tab`, async ({ page }) => {
      await page.goto(`/#/community?country=${country}`);
      await expect(h1(page)).toHaveText('Naša zajednica');
      const tld = country.toLowerCase();
      const expected = {
        facebook: `https://www.facebook.com/groups/zdravo.${tld}`,
        instagram: `https://www.instagram.com/zdravo.${tld}`,
        tiktok: `https://www.tiktok.com/@zdravo.${tld}`,
      };
      for (const [name, href] of Object.entries(expected)) {
        const link = page.getByTestId(`community-${name}`);
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(main(page).locator('a[target="_blank"]')).toHaveCount(3);
    });
  }
});

test.describe('table of contents', () => {
  test('a contents entry scrolls to its section without changing the route', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'Na ovoj stranici' }).first();
    await toc.getByRole('button', { name: 'Djeca' }).click();
    const heading = main(page).getByRole('heading', { level: 2, name: 'Djeca' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#\/privacy-policy$/);
  });

  test('on a phone the contents are collapsed above the text', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/#/politika-povrata');
    const summary = main(page).locator('summary', { hasText: 'Na ovoj stranici' });
    await expect(summary).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Koliko novca vraćamo' })).toBeHidden();
    await summary.click();
    await main(page).getByRole('button', { name: 'Koliko novca vraćamo' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Koliko novca vraćamo' })).toBeInViewport();
  });
});

test.describe('screenshots', () => {
  const SHOTS: readonly [path: string, name: string][] = [
    ['/politika-povrata', 'content-refund-policy'],
    ['/privacy-policy', 'content-privacy'],
    ['/politika-dostave?country=RS', 'content-shipping-rs'],
    ['/blog/mršavljenje', 'content-blog-weight-loss'],
    ['/blog/generalno?country=RS', 'content-blog-general-rs'],
    ['/blog/libido', 'content-blog-libido'],
    ['/kontaktiraje-nas', 'content-contact'],
    ['/nasa-prica', 'content-our-story'],
    ['/community', 'content-community'],
  ];
  for (const [path, name] of SHOTS) {
    test(`${name} at 390 and 1280 px`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(h1(page)).toBeVisible();
      // No horizontal scrolling at phone width.
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshots(page, name);
    });
  }
});

test.describe('privacy page: the data rights', () => {
  for (const [country, account, reply, noun] of [
    ['HR', 'Obriši račun', 'Odgovorit ćemo najkasnije u roku od 30 dana.', 'svom računu'],
    ['RS', 'Obriši nalog', 'Odgovorićemo najkasnije u roku od 30 dana.', 'svom nalogu'],
  ] as const) {
    test(`${country}: both self-served rights, the account link, the 30 days and measurement only with consent`, async ({
      page,
    }) => {
      await page.goto(`/#/privacy-policy?country=${country}`);
      const rights = main(page).locator('section[aria-labelledby="privacy-rights"]');
      await expect(rights).toContainText('Preuzmi moje podatke');
      await expect(rights).toContainText(account);
      await expect(rights).toContainText(
        country === 'RS' ? 'pravo na pristup i prenos' : 'pravo na pristup i prijenos',
      );
      await expect(rights).toContainText('pravo na brisanje');
      await expect(rights).toContainText(reply);
      await expect(main(page).locator('section[aria-labelledby="privacy-cookies"]')).toContainText(
        /samo uz vaš pristanak/,
      );
      await rights.getByRole('link', { name: noun }).click();
      await expect(page).toHaveURL(/#\/account\?tab=settings$/);
    });
  }
});
