// The shared RPC client sends the shopper's current country on every call (docs/architecture.md §2).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const seen: Headers[] = [];

beforeEach(() => {
  seen.length = 0;
  // Just enough of a browser for the country store.
  const url = new URL('http://shop.test/#/');
  vi.stubGlobal('window', {
    location: url,
    history: { state: null, replaceState: () => {} },
    localStorage: { getItem: () => null, setItem: () => {} },
    addEventListener: () => {},
  });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    return new Response(JSON.stringify({ status: 'ok', data: 1, meta: { id: 1 } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('rpc client', () => {
  it('sends X-Shop-Country with the current country, following a switch', async () => {
    const { rpc } = await import('./rpc.ts');
    const { setCountry } = await import('./country.ts');
    await rpc.call('offers.f.getAll');
    expect(seen[0]?.get('X-Shop-Country')).toBe('HR');
    setCountry('RS');
    await rpc.call('offers.f.getAll');
    expect(seen[1]?.get('X-Shop-Country')).toBe('RS');
  });
});
