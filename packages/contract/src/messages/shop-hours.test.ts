// The two promises in words, from the country table: one answer per country wherever they are shown.
import { describe, expect, it } from 'vitest';
import {
  callHoursSentence,
  callHoursShort,
  deliveryAfterCallText,
  deliveryDaysText,
  deliveryPromiseText,
} from './shop-hours.ts';

describe('the delivery promise and the call hours, from the country table', () => {
  it('delivery days per country', () => {
    expect(deliveryPromiseText('BA')).toBe('Dostava za 2–3 radna dana');
    expect(deliveryDaysText('RS')).toBe('1–3 radna dana');
    expect(deliveryDaysText('HR')).toBe('1–2 radna dana');
    expect(deliveryAfterCallText('ME')).toBe('Paket stiže za 2–4 radna dana nakon potvrde u pozivu.');
  });

  it("call hours: weekdays 8–20 and Saturday 9–14, the desk's hours, in each spelling", () => {
    expect(callHoursShort('BA')).toBe('Ponedjeljak – petak 8:00 – 20:00, subota 9:00 – 14:00');
    expect(callHoursShort('RS')).toBe('Ponedeljak – petak 8:00 – 20:00, subota 9:00 – 14:00');
    expect(callHoursSentence('HR')).toBe('od ponedjeljka do petka od 8:00 do 20:00 i subotom od 9:00 do 14:00');
    expect(callHoursSentence('RS')).toBe('od ponedeljka do petka od 8:00 do 20:00 i subotom od 9:00 do 14:00');
  });
});
