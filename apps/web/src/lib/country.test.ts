// Country detection (DESIGN.md §4): ?country= (hash or real query, remembered) → remembered → host → HR.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectCountry } from './country.ts';

function browserAt(href: string, stored: Record<string, string> = {}) {
  const storage = { ...stored };
  vi.stubGlobal('window', {
    location: new URL(href),
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
    browserAt('https://zdravo.hr/#/track?id=1&country=ME');
    expect(detectCountry()).toBe('ME');
  });

  it('prefers the remembered choice to the host, and ignores unknown codes', () => {
    browserAt('https://zdravo.ba/?country=XX#/', { country: 'ME' });
    expect(detectCountry()).toBe('ME');
  });
});
