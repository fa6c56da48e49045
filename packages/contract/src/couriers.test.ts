// The couriers of the country table: each country has its couriers with a usable tracking pattern,
// a courier is found by id or name, and only a courier's own tracking URL counts as one.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries.ts';
import { COUNTRY_TERMS } from './country-terms.ts';
import { courierTrackingUrl, findCourier, isCourierTrackingUrl } from './couriers.ts';

describe('couriers', () => {
  it.each(COUNTRY_CODES)(
    '%s has couriers with an https tracking pattern holding {number} once, ids unique',
    (country) => {
      const couriers = COUNTRY_TERMS[country].couriers;
      expect(couriers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(couriers.map((c) => c.id)).size).toBe(couriers.length);
      for (const c of couriers) {
        expect(c.trackingUrl.startsWith('https://')).toBe(true);
        expect(c.trackingUrl.split('{number}')).toHaveLength(2);
        expect(isCourierTrackingUrl(courierTrackingUrl(country, c.id, 'AB123456789')!)).toBe(true);
      }
    },
  );

  it('finds a courier by id or name in any case and spacing, only in its country', () => {
    expect(findCourier('HR', 'gls')?.name).toBe('GLS Hrvatska');
    expect(findCourier('HR', '  gls   hrvatska ')?.id).toBe('gls');
    expect(findCourier('RS', 'POST EXPRESS')?.id).toBe('postexpress');
    expect(findCourier('RS', 'gls')).toBeNull();
    expect(courierTrackingUrl('BA', 'EuroExpress', 'EE 12/3')).toBe(
      'https://www.euroexpress.ba/pracenje-posiljke/?broj=EE%2012%2F3',
    );
    expect(courierTrackingUrl('BA', 'Nepoznati kurir', '123')).toBeNull();
    expect(courierTrackingUrl('BA', 'EuroExpress', null)).toBeNull();
  });

  it('takes only a courier’s own tracking URL for one', () => {
    expect(isCourierTrackingUrl('https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678')).toBe(true);
    expect(isCourierTrackingUrl('http://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678')).toBe(false);
    expect(isCourierTrackingUrl('https://gls-group.com.example.net/HR/hr/pracenje-posiljke/?match=1')).toBe(false);
    expect(isCourierTrackingUrl('https://gls-group.com/HR/hr/pracenje-posiljke/?match=1/../../login')).toBe(false);
    expect(isCourierTrackingUrl('https://gls-group.com/HR/hr/pracenje-posiljke/?match=')).toBe(false);
    expect(isCourierTrackingUrl('https://example.com/')).toBe(false);
  });
});
