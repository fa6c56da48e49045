// staticContent.images.f.upload on each database: JPEG, PNG and WebP are taken, re-encoded and served
// without EXIF/GPS; everything else gets a clear code and leaves nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UploadedImage } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import type { TestShopper } from '../../testing.ts';
import { getAs, hasGpsTag, jpegWithGps, png, pngBomb, pngOfSize, upload, webp } from './testing.ts';
import { removeUnattachedImages, storeUpload, UNATTACHED_MAX, UPLOADS_PER_DAY } from './images.ts';

describe.each(testDbKinds)('review photo upload on %s', (kind) => {
  let t: TestApp;
  let shopper: TestShopper;
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom('review_images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = (await loggedInShopper(t)).shopper;
  });
  afterAll(async () => t.close());

  it('takes a JPEG with EXIF GPS, turns it upright, and serves bytes with no EXIF at all', async () => {
    const original = await jpegWithGps();
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const { answer } = await upload(t, shopper, { bytes: original, filename: 'IMG_2041.jpg', type: 'image/jpeg' });
    expect(answer.status).toBe('ok');
    const image = answer.data as UploadedImage;
    expect(image.ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const url of [image.Full, image.Thumb]) {
      const res = await getAs(t, shopper, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Not published yet: its author's alone, kept by no cache.
      expect(res.headers['cache-control']).toBe('private, no-store');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('FixtureCam'))).toBe(false);
    }
    const full = await sharp((await getAs(t, shopper, image.Full)).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([48, 64]); // orientation 6 applied
  });

  it('takes PNG and WebP', async () => {
    for (const [bytes, name] of [
      [await png(), 'a.png'],
      [await webp(), 'b.webp'],
    ] as const) {
      const { answer } = await upload(t, shopper, { bytes, filename: name, type: 'application/octet-stream' });
      expect(answer.status).toBe('ok');
      const res = await getAs(t, shopper, (answer.data as UploadedImage).Full);
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a script named .jpg, an SVG, a 6 MB file, a PNG bomb, an empty file and a missing file, storing nothing', async () => {
    const before = await stored();
    const cases: [Parameters<typeof upload>[2], string][] = [
      [
        { bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), filename: 'photo.jpg', type: 'image/jpeg' },
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          filename: 'x.svg',
          type: 'image/svg+xml',
        },
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [
        {
          bytes: Buffer.concat([await jpegWithGps(), Buffer.alloc(6 * 1024 * 1024)]),
          filename: 'big.jpg',
          type: 'image/jpeg',
        },
        'PAYLOAD_TOO_LARGE',
      ],
      [{ bytes: pngBomb(), filename: 'bomb.png', type: 'image/png' }, 'IMAGE_TOO_MANY_PIXELS'],
      [{ bytes: Buffer.alloc(0), filename: 'empty.jpg', type: 'image/jpeg' }, 'IMAGE_EMPTY'],
      [null, 'VALIDATION_ERROR'],
    ];
    for (const [file, code] of cases) {
      const { answer, status } = await upload(t, shopper, file);
      expect({ name: file?.filename ?? 'no file', data: answer.data }).toEqual({
        name: file?.filename ?? 'no file',
        data: code,
      });
      expect(status).toBeLessThan(500);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses by each edge and by aspect ratio before decoding: a 146 KB line of 50,000,000 × 1 pixels is refused at once', async () => {
    const before = await stored();
    const line = pngOfSize(50_000_000, 1);
    expect(line.length).toBeLessThan(200_000);
    const started = Date.now();
    const cases: [Buffer, string][] = [
      [line, 'a 50-megapixel line'],
      [pngOfSize(10_001, 2_000, 64), 'an edge above 10,000 px'],
      [pngOfSize(2_001, 200, 64), 'a strip of 1:10.005'],
    ];
    for (const [bytes, name] of cases) {
      const { answer } = await upload(t, shopper, { bytes, filename: 'line.png', type: 'image/png' });
      expect({ name, data: answer.data }).toEqual({ name, data: 'IMAGE_TOO_MANY_PIXELS' });
    }
    // Refused from the header alone (decoding the line took 20–33 s); generous for a slow machine.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await stored()).toBe(before);
    // A panorama inside the bounds is taken.
    const panorama = await sharp({ create: { width: 2_000, height: 200, channels: 3, background: '#88aa44' } })
      .png()
      .toBuffer();
    expect((await upload(t, shopper, { bytes: panorama, filename: 'pano.png', type: 'image/png' })).answer.status).toBe(
      'ok',
    );
  });

  it('the cap of waiting photos holds under 50 parallel uploads (counted where the photo is stored)', async () => {
    const racer = (await loggedInShopper(t)).shopper;
    const bytes = await png();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => upload(t, racer, { bytes, filename: `r${i}.png`, type: 'image/png' })),
    );
    const ok = answers.filter((a) => a.answer.status === 'ok').length;
    expect(ok).toBe(UNATTACHED_MAX);
    expect(new Set(answers.filter((a) => a.answer.status !== 'ok').map((a) => a.answer.data))).toEqual(
      new Set(['RATE_LIMITED']),
    );
  });

  it('a photo whose account was deleted while it was decoded answers UNAUTHORIZED, not a foreign-key error', async () => {
    const { user } = await loggedInShopper(t);
    const id = (await t.db.selectFrom('users').select('id').where('email', '=', user.Email).executeTakeFirstOrThrow())
      .id;
    const before = await stored();
    await t.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    await t.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await storeUpload(t.db, id, { bytes: await png(), imageName: 'late.png', tag: 'offer' })).toEqual({
      ok: false,
      code: 'UNAUTHORIZED',
    });
    expect(await stored()).toBe(before);
  });

  it('needs login and a name', async () => {
    expect(
      (await upload(t, t.shopper(), { bytes: await png(), filename: 'a.png', type: 'image/png' })).answer,
    ).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(
      (await upload(t, shopper, { bytes: await png(), filename: 'a.png', type: 'image/png' }, { ImageName: '  ' }))
        .answer,
    ).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
  });

  it('limits uploads per shopper, and removes photos never attached after 24 hours', async () => {
    const other = (await loggedInShopper(t)).shopper;
    const bytes = await png();
    let last = '';
    for (let i = 0; i < UPLOADS_PER_DAY; i++) {
      const { answer } = await upload(t, other, { bytes, filename: `p${i}.png`, type: 'image/png' });
      last = answer.status === 'ok' ? 'ok' : String(answer.data);
      if (last !== 'ok') break;
    }
    expect(last).toBe('RATE_LIMITED');
    const count = await stored();
    expect(await removeUnattachedImages(t.db, Date.now())).toBe(0);
    expect(await removeUnattachedImages(t.db, Date.now() + 25 * 3_600_000)).toBe(count);
    expect(await stored()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/media/reviews/AAAAAAAAAAAAAAAAAAAAAA.webp' })).statusCode).toBe(
      404,
    );
  });
});
