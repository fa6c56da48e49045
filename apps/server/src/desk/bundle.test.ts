// The shop's browser files carry none of the desk (its method names, its texts), the desk's page
// loads only its own bundle, and the server serves it at /desk/ — checked on the real build (npm
// test builds before the unit tests; without a build this is skipped).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textFor } from '@zdravo/contract';
import { DESK_ACCESS } from '@zdravo/contract/desk';
import { deskSignInMessages } from '@zdravo/contract/messages/desk';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing.ts';

const webDist = loadConfig({}).webDist;
const built = fs.existsSync(path.join(webDist, 'desk', 'index.html'));

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe.skipIf(!built)('the desk in the build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it("leaves the shop's files without a trace of the desk", () => {
    const shopFiles = filesUnder(webDist).filter(
      (f) => !f.startsWith(path.join(webDist, 'desk') + path.sep) && /\.(js|html|css)$/.test(f),
    );
    expect(shopFiles.length).toBeGreaterThan(10);
    const markers = [...Object.keys(DESK_ACCESS), '/desk/_rpc', textFor(deskSignInMessages.codeLead, 'BA')];
    for (const file of shopFiles) {
      const text = fs.readFileSync(file, 'utf8');
      for (const marker of markers)
        expect(text.includes(marker), `${path.relative(webDist, file)} holds "${marker}"`).toBe(false);
    }
  });

  it("serves the desk's page at /desk/, loading only the desk's own scripts", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/desk/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    // The desk's pages stay apart from any window that opened them (decision 045).
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).toMatch(/^\/desk\/assets\//);
    const script = await t.app.inject({ method: 'GET', url: scripts[0]! });
    expect(script.statusCode).toBe(200);
    // The desk's own code: its menu asks the access table by the desk's method names.
    expect(script.body).toContain('desk.queue.list');
    expect((await t.app.inject({ method: 'GET', url: '/desk' })).headers.location).toBe('/desk/');
  });
});
