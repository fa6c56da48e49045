// The cart's events carry what the shopper sees priced: the server's quote, club discount taken.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, type Offer } from '@zdravo/contract';

const layer: Record<string, unknown>[] = [];

beforeEach(() => {
  layer.length = 0;
  const stored = {
    id: '0123456789abcdef0123456789abcdef',
    analytics: true,
    marketing: true,
    choice: 'accept_all',
    version: CONSENT_POLICY_VERSION,
    at: new Date().toISOString(),
  };
  vi.stubGlobal('window', {
    dataLayer: layer,
    localStorage: { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? JSON.stringify(stored) : null) },
    addEventListener: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

const offer = {
  ID: 7,
  Name: 'Pure Fit',
  Group: 'mrsavljenje',
  NewPrice: 36.9,
  OldPrice: 36.9,
  Currency: 'EUR',
} as unknown as Offer;

describe('view_cart and begin_checkout', () => {
  it("value is the quote's goods after the club discount, and the discount is named", async () => {
    const { trackViewCart, trackBeginCheckout } = await import('./analytics.ts');
    const quote = { Currency: 'EUR' as const, Subtotal: 83.01, ClubDiscount: 27.69 };
    trackViewCart([{ offer, quantity: 3 }], quote);
    trackBeginCheckout([{ offer, quantity: 3 }], quote);
    const events = layer.filter((e) => e.event === 'view_cart' || e.event === 'begin_checkout');
    expect(events.map((e) => e.ecommerce)).toEqual([
      expect.objectContaining({ currency: 'EUR', value: 83.01, discount: 27.69 }),
      expect.objectContaining({ currency: 'EUR', value: 83.01, discount: 27.69 }),
    ]);
  });
});
