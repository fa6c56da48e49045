// Country detection (docs/product.md §10): ?country= (hash or real query, remembered) → remembered → host → HR.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectCountry, setCountry } from './country.ts';

const cookies: string[] = [];

function browserAt(href: string, stored: Record<string, string> = {}) {
  const storage = { ...stored };
  cookies.length = 0;
  vi.stubGlobal('document', {
    documentElement: {},
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  const location = new URL(href);
  vi.stubGlobal('window', {
    location,
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, next: string) => {
        location.href = next;
      },
    },
    localStorage: {
      getItem: (k: string) => storage[k] ?? null,
      setItem: (k: string, v: string) => {
        storage[k] = v;
      },
    },
  });
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('detectCountry', () => {
  it('defaults to HR on an unknown host', () => {
    browserAt('http://127.0.0.1:3000/#/');
    expect(detectCountry()).toBe('HR');
  });

  it('follows the host map', () => {
    browserAt('https://www.zdravo.ba/#/');
    expect(detectCountry()).toBe('BA');
    browserAt('https://zdravo.rs/');
    expect(detectCountry()).toBe('RS');
    browserAt('https://shop.zdravo.me/#/club');
    expect(detectCountry()).toBe('ME');
  });

  it('takes ?country= from the real query or the hash query, and remembers it', () => {
    const storage = browserAt('https://zdravo.hr/?country=rs#/');
    expect(detectCountry()).toBe('RS');
    expect(storage.country).toBe('RS');
    // Mirrored for the server, so the next page arrives in RS (docs/decisions/017-first-paint-html.md).
    expect(cookies).toEqual([expect.stringMatching(/^country=RS; path=\/; max-age=31536000; samesite=lax$/)]);
    browserAt('https://zdravo.hr/#/track?id=1&country=ME');
    expect(detectCountry()).toBe('ME');
  });

  it('prefers the remembered choice to the host, and ignores unknown codes', () => {
    browserAt('https://zdravo.ba/?country=XX#/', { country: 'ME' });
    expect(detectCountry()).toBe('ME');
  });
});

describe('setCountry (the footer switcher)', () => {
  it('writes the chosen country into the address, so a copied address keeps it', () => {
    browserAt('https://zdravo.hr/#/o-nama?country=BA');
    detectCountry();
    setCountry('RS');
    expect(window.location.href).toBe('https://zdravo.hr/?country=RS#/o-nama');
    setCountry('ME');
    expect(window.location.href).toBe('https://zdravo.hr/?country=ME#/o-nama');
    expect(detectCountry()).toBe('ME');
  });
});
