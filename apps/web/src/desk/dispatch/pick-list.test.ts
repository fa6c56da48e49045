import { describe, expect, it } from 'vitest';
import type { DispatchParcel, ParcelLine } from '@zdravo/contract/desk';
import { pickList } from './pick-list.ts';

const parcel = (lines: [number, string, number][]): DispatchParcel =>
  ({
    Lines: lines.map(([OfferID, Name, Quantity]): ParcelLine => ({ OfferID, Name, Quantity, Contents: [] })),
  }) as DispatchParcel;

describe('pickList', () => {
  it('adds each product up across the parcels, the most-picked first', () => {
    const list = pickList([
      parcel([
        [1, 'Pure Fit', 2],
        [2, 'Beauty Fem', 1],
      ]),
      parcel([[2, 'Beauty Fem', 3]]),
      parcel([[3, 'Alpha Potent', 1]]),
    ]);
    expect(list).toEqual([
      { OfferID: 2, Name: 'Beauty Fem', Quantity: 4 },
      { OfferID: 1, Name: 'Pure Fit', Quantity: 2 },
      { OfferID: 3, Name: 'Alpha Potent', Quantity: 1 },
    ]);
  });
  it('picks a bundle as the products inside it, added to the same products sold alone', () => {
    const bundle: DispatchParcel = {
      Lines: [
        {
          OfferID: 9,
          Name: 'Paket Vitka linija',
          Quantity: 2,
          Contents: [
            { OfferID: 1, Name: 'Pure Fit', Quantity: 2 },
            { OfferID: 4, Name: 'Detox Tea', Quantity: 2 },
          ],
        },
      ],
    } as DispatchParcel;
    expect(pickList([bundle, parcel([[1, 'Pure Fit', 1]])])).toEqual([
      { OfferID: 1, Name: 'Pure Fit', Quantity: 3 },
      { OfferID: 4, Name: 'Detox Tea', Quantity: 2 },
    ]);
  });
  it('is empty without parcels', () => {
    expect(pickList([])).toEqual([]);
  });
});
