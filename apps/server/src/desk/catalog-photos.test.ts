// Catalog photos (docs/desk.md "The catalog", decision 068): desk.catalog.uploadPhoto takes a photo
// through the review photos' pipeline, keeps it in every width under the data dir and serves it
// read-only; refused files answer the review photos' codes and leave nothing behind; the references
// are saved with the offer in their order, removed from it, and travel through the catalog file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RpcAnswer } from '@zdravo/rpc';
import type { DeskCatalogEditor, DeskCatalogPhoto } from '@zdravo/contract/desk';
import type { CatalogOfferIn } from '@zdravo/contract/desk/catalog-params';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../testing.ts';
import { jpegWithGps, pngBomb } from '../modules/reviews/testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

interface Part {
  bytes: Buffer;
  filename: string;
  type: string;
}

/** desk.catalog.uploadPhoto as the editor sends it: one multipart request to /desk/_rpc. */
async function uploadPhoto(t: TestApp, who: EnrolledStaff, file: Part): Promise<RpcAnswer<DeskCatalogPhoto>> {
  const boundary = `----zdravo${Math.random().toString(16).slice(2)}`;
  const call = {
    action: 'call',
    method: 'desk.catalog.uploadPhoto',
    params: { file: { $file: 'f0' } },
    meta: { id: 1 },
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/desk/_rpc',
    remoteAddress: who.ip,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: [...who.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="rpc"\r\n\r\n${JSON.stringify(call)}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="f0"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json();
}

/** A 1600 × 1200 photo of two colours (so the re-encoded widths are real images, not a flat fill). */
function photo(format: 'jpeg' | 'png', colour: string): Promise<Buffer> {
  const made = sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).composite([
    { input: { create: { width: 400, height: 400, channels: 3, background: '#ffffff' } }, left: 200, top: 200 },
  ]);
  return (format === 'jpeg' ? made.jpeg() : made.png()).toBuffer();
}

const storedFiles = (t: TestApp): string[] => {
  const dir = path.join(t.config.dataDir, 'catalog-photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe.each(testDbKinds)('catalog photos on %s', (kind) => {
  let t: TestApp;
  let ana: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await enrolledStaff(t, 'merchandiser', 'BA');
  });
  afterAll(async () => t.close());

  const upload = async (file: Part): Promise<DeskCatalogPhoto> => {
    const answer = await uploadPhoto(t, ana, file);
    if (answer.status !== 'ok') throw new Error(`upload refused: ${String(answer.data)}`);
    return answer.data;
  };
  const open = async (slog: string): Promise<DeskCatalogEditor> => {
    const { id } = await t.db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirstOrThrow();
    const answer = await ana.browser.call('desk.catalog.get', { id });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const save = async (opened: DeskCatalogEditor, change: (offer: CatalogOfferIn) => void) => {
    const offer = structuredClone(opened.offer) as CatalogOfferIn;
    change(offer);
    return ana.browser.call('desk.catalog.save', { version: opened.version, offer });
  };

  it('takes a JPEG and a PNG, keeps each at 480 and 960 px wide as WebP without metadata, served read-only', async () => {
    const jpeg = await upload({ bytes: await photo('jpeg', '#3a7d44'), filename: 'IMG_1.jpg', type: 'image/jpeg' });
    expect(jpeg.ref).toMatch(/^\/media\/catalog\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(jpeg.sizes.map((s) => s.width)).toEqual([480, 960]);
    expect(jpeg.sizes.at(-1)!.url).toBe(jpeg.ref);
    expect([jpeg.width, jpeg.height]).toEqual([960, 720]);
    for (const size of jpeg.sizes) {
      const res = await t.app.inject({ method: 'GET', url: size.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({
        format: 'webp',
        width: size.width,
        exif: undefined,
      });
    }
    // A camera photo's EXIF (its GPS position too) is not kept.
    const gps = await upload({ bytes: await jpegWithGps(), filename: 'gps.jpg', type: 'image/jpeg' });
    const served = await t.app.inject({ method: 'GET', url: gps.ref });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('FixtureCam'))).toBe(false);

    const png = await upload({
      bytes: await photo('png', '#aa3344'),
      filename: 'b.png',
      type: 'application/octet-stream',
    });
    expect(png.ref).not.toBe(jpeg.ref);
    // Any other name under the prefix is not found, and says so to no cache.
    for (const url of [
      '/media/catalog/x.webp',
      jpeg.ref.replace('.webp', '-320.webp'),
      '/media/catalog/..%2Fzdravo.sqlite',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('refuses a non-image, an oversize file and a pixel bomb with the review photos codes, keeping nothing', async () => {
    const before = storedFiles(t);
    const cases: [Part, string][] = [
      [
        { bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), filename: 'photo.jpg', type: 'image/jpeg' },
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [
        {
          bytes: Buffer.concat([await photo('jpeg', '#000000'), Buffer.alloc(6 * 1024 * 1024)]),
          filename: 'big.jpg',
          type: 'image/jpeg',
        },
        'PAYLOAD_TOO_LARGE',
      ],
      [{ bytes: pngBomb(), filename: 'bomb.png', type: 'image/png' }, 'IMAGE_TOO_MANY_PIXELS'],
      [{ bytes: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' }, 'IMAGE_EMPTY'],
    ];
    for (const [file, code] of cases) {
      const answer = await uploadPhoto(t, ana, file);
      expect({ name: file.filename, status: answer.status, data: answer.data }).toEqual({
        name: file.filename,
        status: 'error',
        data: code,
      });
    }
    expect(storedFiles(t)).toEqual(before);
  });

  it('an agent, a moderator and a stranger are refused before their file is read, and nothing is kept', async () => {
    const before = storedFiles(t);
    // Over the size limit: were the file read first, the answer would be PAYLOAD_TOO_LARGE.
    const big = { bytes: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'a.png', type: 'image/png' };
    for (const role of ['agent', 'moderator'] as const) {
      const who = await enrolledStaff(t, role, 'BA');
      const answer = await uploadPhoto(t, who, big);
      expect({ role, data: answer.data }).toEqual({ role, data: 'FORBIDDEN' });
    }
    const stranger = { ...ana, browser: { ...ana.browser, cookies: new Map<string, string>() } };
    expect((await uploadPhoto(t, stranger, big)).data).toBe('STAFF_LOGIN_REQUIRED');
    expect(storedFiles(t)).toEqual(before);
  });

  it('two uploads saved with the offer, the second first, show in that order in the shop; removing one removes it', async () => {
    const first = await upload({ bytes: await photo('jpeg', '#224488'), filename: '1.jpg', type: 'image/jpeg' });
    const second = await upload({ bytes: await photo('png', '#884422'), filename: '2.png', type: 'image/png' });
    const opened = await open('pure-fit');
    const saved = await save(opened, (offer) => {
      offer.images = [second.ref, first.ref, ...offer.images];
    });
    expect(saved.status).toBe('ok');
    const shop = await t.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    if (shop.status !== 'ok') throw new Error('pure-fit is published in BA');
    expect(shop.data.Images.slice(0, 2)).toEqual([second.ref, first.ref]);
    // The listing uses the first picture too, and the share card is made from it.
    const all = await t.shopper({ country: 'BA' }).call('offers.f.getAll', {});
    if (all.status !== 'ok') throw new Error('the BA listing answers');
    expect(all.data.find((o) => o.Slog === 'pure-fit')?.Images[0]).toBe(second.ref);
    const card = await t.app.inject({ method: 'GET', url: '/p/pure-fit/og.png' });
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);

    const reopened = await open('pure-fit');
    expect(reopened.offer.images.slice(0, 2)).toEqual([second.ref, first.ref]);
    expect(
      (
        await save(reopened, (offer) => {
          offer.images = offer.images.filter((ref) => ref !== first.ref);
        })
      ).status,
    ).toBe('ok');
    const after = await t.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    if (after.status !== 'ok') throw new Error('pure-fit is published in BA');
    expect(after.data.Images).not.toContain(first.ref);
    expect(after.data.Images[0]).toBe(second.ref);

    // A reference to a photo this shop does not have is refused per field; nothing is written.
    const last = await open('pure-fit');
    const unknown = await save(last, (offer) => {
      offer.images = ['/media/catalog/AAAAAAAAAAAAAAAAAAAAAA.webp', ...offer.images];
    });
    expect(unknown).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['offer', 'images', 0], message: 'imageMissing' }],
    });
    expect((await open('pure-fit')).version).toBe(last.version);
  });

  it('alt texts per variant are saved with the offer, follow their picture when moved, and are the shop answer per country', async () => {
    const photoA = await upload({ bytes: await photo('jpeg', '#446688'), filename: 'a.jpg', type: 'image/jpeg' });
    const photoB = await upload({ bytes: await photo('jpeg', '#668844'), filename: 'b.jpg', type: 'image/jpeg' });
    const opened = await open('pure-fit');
    const saved = await save(opened, (offer) => {
      offer.images = [photoA.ref, photoB.ref, ...offer.images];
      offer.imageAlts = {
        [photoA.ref]: {
          ije: 'Bočica Pure Fit pored čaše mlijeka',
          eke: 'Bočica Pure Fit pored čaše mleka',
          hr: 'Bočica Pure Fit pokraj čaše mlijeka',
        },
        [photoB.ref]: { ije: 'Kapsule Pure Fit na dlanu', eke: 'Kapsule Pure Fit na dlanu' },
      };
    });
    expect(saved.status).toBe('ok');
    const altsIn = async (country: 'BA' | 'RS' | 'HR' | 'ME') => {
      const answer = await t.shopper({ country }).call('offers.f.getSlog', { Slog: 'pure-fit' });
      if (answer.status !== 'ok') throw new Error(`pure-fit in ${country}`);
      return answer.data.ImageAlts?.slice(0, 3);
    };
    expect(await altsIn('BA')).toEqual(['Bočica Pure Fit pored čaše mlijeka', 'Kapsule Pure Fit na dlanu', null]);
    expect(await altsIn('RS')).toEqual(['Bočica Pure Fit pored čaše mleka', 'Kapsule Pure Fit na dlanu', null]);
    expect(await altsIn('HR')).toEqual(['Bočica Pure Fit pokraj čaše mlijeka', 'Kapsule Pure Fit na dlanu', null]);

    // Moved: each text stays with its picture. The editor opens them as saved.
    const reopened = await open('pure-fit');
    expect(reopened.offer.imageAlts[photoB.ref]).toEqual({
      ije: 'Kapsule Pure Fit na dlanu',
      eke: 'Kapsule Pure Fit na dlanu',
    });
    expect(
      (
        await save(reopened, (offer) => {
          offer.images = [photoB.ref, photoA.ref, ...offer.images.slice(2)];
        })
      ).status,
    ).toBe('ok');
    expect(await altsIn('RS')).toEqual(['Kapsule Pure Fit na dlanu', 'Bočica Pure Fit pored čaše mleka', null]);

    // A text for a picture the offer does not have, and an empty ekavian one, are refused per field.
    const last = await open('pure-fit');
    const bad = await save(last, (offer) => {
      offer.imageAlts = {
        ...offer.imageAlts,
        '/images/offers/nema.svg': { ije: 'Nešto', eke: 'Nešto' },
        [photoA.ref]: { ije: 'Bočica', eke: ' ' },
      };
    });
    expect(bad).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    const details = (bad as { details: { path: (string | number)[]; message: string }[] }).details;
    expect(details).toEqual(
      expect.arrayContaining([{ path: ['offer', 'imageAlts', photoA.ref, 'eke'], message: 'required' }]),
    );
    expect((await open('pure-fit')).version).toBe(last.version);
  });

  it('catalog:export then catalog:import keeps the photo references; a shop without the photos names the row', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-photos-'));
    const exported = path.join(tmp, 'catalog.json');
    await runShopCommand(t, 'catalog:export', exported);
    const file = JSON.parse(fs.readFileSync(exported, 'utf8')) as {
      offers: { slog: string; images: string[]; imageAlts: Record<string, unknown> }[];
    };
    const pureFit = file.offers.find((o) => o.slog === 'pure-fit')!;
    expect(pureFit.images[0]).toMatch(/^\/media\/catalog\/[A-Za-z0-9_-]{22}\.webp$/);
    // The alt texts travel with the file too (the previous test set two).
    expect(Object.keys(pureFit.imageAlts)).toHaveLength(2);

    const fresh = await createTestApp(kind);
    try {
      // Without the photos folder the file names a picture this shop does not have.
      await expect(runShopCommand(fresh, 'catalog:import', exported)).rejects.toThrow(/Nothing imported/);
      // With it copied along (docs/operations.md), the import gives the same catalog.
      fs.cpSync(path.join(t.config.dataDir, 'catalog-photos'), path.join(fresh.config.dataDir, 'catalog-photos'), {
        recursive: true,
      });
      await runShopCommand(fresh, 'catalog:import', exported);
      const again = path.join(tmp, 'again.json');
      await runShopCommand(fresh, 'catalog:export', again);
      expect(JSON.parse(fs.readFileSync(again, 'utf8'))).toEqual(file);
      const shopIn = async (app: TestApp) =>
        (await app.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: 'pure-fit' })).data;
      expect(await shopIn(fresh)).toEqual(await shopIn(t));
      const served = await fresh.app.inject({ method: 'GET', url: pureFit.images[0]! });
      expect(served.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
