import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.ts';
import { renderIndexHtml } from './web.ts';
import { repoRoot } from './paths.ts';

// A stand-in build output: the server's caching rules are what is under test here.
describe('serving the built SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Zdravo</title>' + ' '.repeat(2000));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
    fs.writeFileSync(
      path.join(dist, 'assets', 'shell-def456.js'),
      Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i};`).join('\n'),
    );
    // The build's own step: .br and .gz copies beside the files.
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/precompress.mjs'), dist]);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
    t = await createTestApp('sqlite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli or gzip copy of a file as it is, the file itself to a client that takes neither", async () => {
    const original = fs.readFileSync(path.join(dist, 'assets', 'shell-def456.js'));
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/shell-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'shell-def456.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it("does not publish the build's own files (.vite/manifest.json), however the path is escaped", async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/%2evite%2fmanifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('src/main.tsx');
    }
  });

  it('answers 404 for a missing asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(res.statusCode).toBe(404);
  });

  it('revalidates index.html by ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).body).toBe(first.body);
  });

  it("sends the shop's page without an opener policy, so a first visit keeps its renderer (decision 045)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('carries no tag-manager ids and no Google host in the CSP when none are configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('tag-manager-ids');
    expect(String(res.headers['content-security-policy'])).not.toContain('google');
  });
});

describe('the page with tag-manager containers configured', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Zdravo</title></head><body></body></html>',
    );
    t = await createTestApp('sqlite', { WEB_DIST: dist, TAG_MANAGER_IDS: 'HR:GTM-AAAA111,RS:GTM-BBBB222' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('tells the SPA the ids in a <meta> of index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<meta name="tag-manager-ids" content="HR:GTM-AAAA111,RS:GTM-BBBB222" />\n  </head>');
  });

  it('lets the CSP load the tag manager (and GA4 pings), still with no inline script or eval', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('img-src')).toContain('https://www.googletagmanager.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('escapes the ids into the attribute', () => {
    expect(renderIndexHtml('<head></head>', { HR: 'GTM-A"B' })).toContain('content="HR:GTM-A&quot;B"');
  });
});
