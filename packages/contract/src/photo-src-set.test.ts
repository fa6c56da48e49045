// An uploaded catalog photo's srcset names each width it is kept in; any other picture has none.
import { describe, expect, it } from 'vitest';
import { CATALOG_PHOTO_WIDTHS, photoSrcSet } from './catalog.ts';

describe('photoSrcSet', () => {
  it('lists the 480 and 960 px files of an uploaded photo, the widths it is kept in', () => {
    expect(CATALOG_PHOTO_WIDTHS).toEqual([480, 960]);
    expect(photoSrcSet('/media/catalog/AbCdEfGhIjKlMnOpQrSt_-.webp')).toBe(
      '/media/catalog/AbCdEfGhIjKlMnOpQrSt_--480.webp 480w, /media/catalog/AbCdEfGhIjKlMnOpQrSt_-.webp 960w',
    );
  });
  it('has none for a picture under /images/ or anything else', () => {
    for (const url of ['/images/offers/pure-fit-1.svg?v=abc', '/media/reviews/AbCdEfGhIjKlMnOpQrSt_-.webp'])
      expect(photoSrcSet(url)).toBeUndefined();
  });
});
