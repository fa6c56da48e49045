import { describe, expect, it } from 'vitest';
import { attemptFor } from './place-order.ts';
import { checkOrder } from './validate.ts';

const input = { Articles: [{ ID: 1, Quantity: 2 }], FirstName: 'Ana', LastName: 'Kovač', PhoneNumber: '+38761234567' };

describe('checkout attempts', () => {
  it('keeps the key while the order is the same, and makes a new one when it changes', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const first = attemptFor(null, input, key);
    expect(attemptFor(first, { ...input }, key)).toBe(first);
    const changed = attemptFor(first, { ...input, Articles: [{ ID: 1, Quantity: 3 }] }, key);
    expect(changed.key).toBe('k2');
  });
});

describe('order rules (docs/product.md §5)', () => {
  it('names every missing field and an empty cart', () => {
    expect(checkOrder({ firstName: ' ', lastName: '', phone: '+387' }, 0)).toEqual({
      cart: 'noArticles',
      firstName: 'firstNameEmpty',
      lastName: 'lastNameEmpty',
      phone: 'phoneEmpty',
    });
    expect(checkOrder({ firstName: 'Ana', lastName: 'Kovač', phone: '+38761234567' }, 2)).toEqual({});
    expect(checkOrder({ firstName: 'Ana', lastName: 'Kovač', phone: '+3876' }, 2)).toEqual({ phone: 'phoneFormat' });
  });
});
