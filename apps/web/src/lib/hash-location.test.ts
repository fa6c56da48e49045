// Hash routing with the query inside the hash (wouter's own hash hook does not split it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, currentSearch } from './hash-location.ts';

const at = (href: string) => vi.stubGlobal('window', { location: new URL(href) });

afterEach(() => vi.unstubAllGlobals());

describe('hash location', () => {
  it('splits the path from the query inside the hash', () => {
    at('http://shop.test/#/track?id=ZD-7Q4K2');
    expect(currentPath()).toBe('/track');
    expect(currentSearch()).toBe('id=ZD-7Q4K2');
  });

  it('treats an empty or bare hash as the landing page', () => {
    at('http://shop.test/');
    expect(currentPath()).toBe('/');
    at('http://shop.test/#');
    expect(currentPath()).toBe('/');
    at('http://shop.test/#/?country=RS');
    expect(currentPath()).toBe('/');
    expect(currentSearch()).toBe('country=RS');
  });

  it("ignores the real query (it is not the route's)", () => {
    at('http://shop.test/?country=RS#/bundles');
    expect(currentPath()).toBe('/bundles');
    expect(currentSearch()).toBe('');
  });

  it('keeps percent-encoding for wouter to decode before matching', () => {
    at('http://shop.test/#/blog/mr%C5%A1avljenje');
    expect(currentPath()).toBe('/blog/mr%C5%A1avljenje');
    expect(decodeURI(currentPath())).toBe('/blog/mršavljenje');
  });
});
