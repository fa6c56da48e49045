import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY } from '@zdravo/contract';
import { parseStoredCart, sanitizeCart } from './sanitize.ts';
import { cartTotals } from './lines.ts';
import type { Offer } from '@zdravo/contract';

describe('stored cart', () => {
  it('keeps clean lines and sums duplicate IDs', () => {
    expect(
      sanitizeCart([
        { ID: 1, quantity: 2 },
        { ID: 2, quantity: 1 },
        { ID: 1, quantity: 3 },
      ]),
    ).toEqual([
      { ID: 1, quantity: 5 },
      { ID: 2, quantity: 1 },
    ]);
  });

  it.each([
    ['not JSON', '{oops', null],
    ['an object', '{"ID":1,"quantity":2}', []],
    ['a string', '"cart"', []],
    ['foreign lines', '[{"id":1,"qty":2},null,3,"x",{"ID":"1","quantity":1}]', []],
    [
      'bad numbers',
      '[{"ID":0,"quantity":1},{"ID":1.5,"quantity":1},{"ID":2,"quantity":0},{"ID":3,"quantity":-4},{"ID":4,"quantity":null}]',
      [],
    ],
  ])('drops %s', (_label, raw, expected) => {
    expect(parseStoredCart(raw)).toEqual(expected);
  });

  it('caps a quantity and floors fractions', () => {
    expect(
      sanitizeCart([
        { ID: 7, quantity: 1e9 },
        { ID: 8, quantity: 2.7 },
      ]),
    ).toEqual([
      { ID: 7, quantity: CART_MAX_QUANTITY },
      { ID: 8, quantity: 2 },
    ]);
  });
});

describe('cart totals', () => {
  const offer = (NewPrice: number, OldPrice: number) => ({ NewPrice, OldPrice, Currency: 'EUR' }) as Offer;
  it('counts the units (money comes from the server quote, never summed here)', () => {
    const totals = cartTotals([
      { ID: 1, quantity: 2, offer: offer(32.9, 70) },
      { ID: 11, quantity: 1, offer: offer(54.9, 109.8) },
      { ID: 3, quantity: 3, offer: offer(0.1, 0.3) },
    ]);
    expect(totals).toEqual({ count: 6, currency: 'EUR' });
  });
});
