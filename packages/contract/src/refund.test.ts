// The refund's rules: the account typed as people type it, each country's IBAN checked by its own
// length and check digits; the due day 14 calendar days on the shop's clock (across the clock change);
// overdue only after the due day; and every courier of the country table has its payout columns.
import { describe, expect, it } from 'vitest';
import { printedIban, refundDueOn, refundOverdue } from './refund.ts';
import { ibanOf } from './iban.ts';
import { REMITTANCE_COLUMNS } from './courier-remittance.ts';
import { COUNTRY_CODES } from './countries.ts';
import { COUNTRY_TERMS } from './country-terms.ts';

describe('refunds', () => {
  it("reads the four countries' IBANs as typed and refuses a wrong check digit or length", () => {
    expect(ibanOf('BA39 1290 0794 0102 8494')).toBe('BA391290079401028494');
    expect(ibanOf('rs35 2600 0560 1001 6113 79')).toBe('RS35260005601001611379');
    expect(ibanOf('HR12 1001 0051 8630 0016 0')).toBe('HR1210010051863000160');
    expect(ibanOf('ME25 5050 0001 2345 6789 51')).toBe('ME25505000012345678951');
    expect(ibanOf('HR12 1001 0051 8630 0016 1')).toBeNull();
    expect(ibanOf('BA39 1290 0794 0102 849')).toBeNull();
    expect(ibanOf('12345')).toBeNull();
    expect(printedIban('HR1210010051863000160')).toBe('HR12 1001 0051 8630 0016 0');
  });

  it("is due 14 calendar days after the statement's day on the shop's clock, and overdue only after it", () => {
    expect(refundDueOn('2026-11-25T09:00:00.000Z')).toBe('2026-12-09');
    // 23:30 UTC on 24 November is already the 25th in Zagreb.
    expect(refundDueOn('2026-11-24T23:30:00.000Z')).toBe('2026-12-09');
    // Across the end of summer time.
    expect(refundDueOn('2026-10-20T10:00:00.000Z')).toBe('2026-11-03');
    expect(refundOverdue('2026-12-09', null, new Date('2026-12-09T22:59:00.000Z'))).toBe(false);
    expect(refundOverdue('2026-12-09', null, new Date('2026-12-09T23:00:00.000Z'))).toBe(true);
    expect(refundOverdue('2026-12-09', '2026-12-10', new Date('2026-12-20T10:00:00.000Z'))).toBe(false);
  });

  it('knows the payout columns of every courier in the country table', () => {
    for (const country of COUNTRY_CODES)
      for (const courier of COUNTRY_TERMS[country].couriers)
        expect(REMITTANCE_COLUMNS[courier.id], courier.id).toBeDefined();
  });
});
