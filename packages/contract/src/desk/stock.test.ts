import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRY_TERMS } from '../index.ts';
import { WAREHOUSE_NAMES } from './stock.ts';

describe('the warehouses the desk names', () => {
  it('has a name for every warehouse a country sells from, and none for a warehouse no country uses', () => {
    const used = new Set(COUNTRY_CODES.map((c) => COUNTRY_TERMS[c].stockLocation));
    expect(new Set(Object.keys(WAREHOUSE_NAMES))).toEqual(used);
  });
});
