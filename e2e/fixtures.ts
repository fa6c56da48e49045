// Shared fixtures: the server's base URL, and a watch on the browser console — any console
// error fails the test unless the test opts out with test.use({ allowConsoleErrors: true }).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

interface Fixtures {
  allowConsoleErrors: boolean;
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their deps by destructuring
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

test.beforeEach(() => {
  test.skip(process.env.E2E_SKIP === '1', 'Chromium is not installed');
});

export { expect };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Waits until the page is at rest as a person sees it: no transition or finite animation still running
 * (the page fade, a modal's entrance, a relayout after a resize). Spinners loop forever and do not count.
 */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Waits until the page works: the screen and every part of it the server rendered are hydrated (the
 * page marks `<html data-hydrated>`, apps/web/src/lib/hydration-parts.ts). Not a quiet network, which
 * says nothing of the page and waits on whatever else is under way.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Resolves once the browser has painted `frames` more frames: a scroll or a resize has reached its
 * listeners (they run in the next frame) and what they changed is on screen. For a check that
 * something did NOT change; a change itself is waited for with expect().
 */
export async function framesPainted(page: Page, frames = 3): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    frames,
  );
}

/** Screenshots are taken only on request (`E2E_SCREENSHOTS=1`): they are for a person to look at, not compared. */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, saves a full-page screenshot at phone and desktop width into
 * e2e/screenshots/ (git-ignored). Either way the page is left at desktop width, as a test that goes on
 * after it expects.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) {
    await page.setViewportSize(DESKTOP);
    return;
  }
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await atRest(page);
    await screenshot(page, `${name}-${label}.png`, { fullPage: true });
  }
}

/**
 * With E2E_SCREENSHOTS=1, saves what `target` (a page, or a part of it) shows now as
 * e2e/screenshots/<file>; otherwise does nothing. Every screenshot a spec takes goes through here
 * or `screenshots()`, so a plain run writes no files.
 */
export async function screenshot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  const shotPath = path.join(repoRoot, 'e2e/screenshots', file);
  fs.mkdirSync(path.dirname(shotPath), { recursive: true });
  if ('goto' in target) await target.screenshot({ path: shotPath, ...options });
  else await target.screenshot({ path: shotPath });
}

/** Runs an operator command (the built CLI, as `node apps/server/dist/cli.js …` in production) against the e2e server's database. */
export async function shopCli(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL; // the e2e server has none either
  const { stdout } = await run(process.execPath, ['apps/server/dist/cli.js', ...args], { cwd: repoRoot, env });
  return stdout;
}
