import { describe, expect, it } from 'vitest';
import type { DispatchParcel } from '@zdravo/contract/desk';
import { pickList } from './pick-list.ts';

const parcel = (lines: [number, string, number][]): DispatchParcel =>
  ({ Lines: lines.map(([OfferID, Name, Quantity]) => ({ OfferID, Name, Quantity })) }) as DispatchParcel;

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
  it('is empty without parcels', () => {
    expect(pickList([])).toEqual([]);
  });
});
