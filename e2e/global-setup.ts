// Starts the real server (built SPA + API) on a free port with a fresh SQLite data dir, for the
// whole browser suite. The data dir is exported so tests can run the operator CLI against it.
import { chromiumPath, hasChromium } from './browser.ts';
import { startServer } from './server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!hasChromium()) {
    const message = `Chromium not found at ${chromiumPath()}: install Debian's "chromium" package or set CHROME_PATH.`;
    if (process.env.CI) throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n!! BROWSER TESTS SKIPPED. ${message}\n${'!'.repeat(80)}\n`);
    process.env.E2E_SKIP = '1';
    return async () => {};
  }
  // The journeys read the invented sample reviews (star rows, review lists): a test shop asks for them.
  const server = await startServer({ SAMPLE_REVIEWS: '1' });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
