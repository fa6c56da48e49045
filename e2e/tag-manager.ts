// Browser-test helpers for measurement: a server with two containers configured (HR and RS; BA and
// ME have none), the tag manager's URL answered locally by a stub that records which container
// loaded and the Consent Mode state it found, and readers for the data layer.
import type { BrowserContext, Page } from '@playwright/test';

export const TAG_MANAGER_IDS = { HR: 'GTM-AAAA111', RS: 'GTM-BBBB222' } as const;
export const TAG_MANAGER_ENV = { TAG_MANAGER_IDS: `HR:${TAG_MANAGER_IDS.HR},RS:${TAG_MANAGER_IDS.RS}` };

/** Stands in for gtm.js: notes its container id and the consent state the data layer holds at load. */
const STUB = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const state = {};
  const order = [];
  for (const entry of window.dataLayer || []) {
    const args = Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry) : null;
    if (args && args[0] === 'consent') { Object.assign(state, args[2]); order.push('consent ' + args[1]); }
    else if (entry && entry.event === 'gtm.js') order.push('gtm.js');
  }
  window.__gtm = (window.__gtm || []).concat([{ id, consent: state, order }]);
})();`;

/** Every request to the tag manager's hosts, answered by the stub. */
export async function interceptTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(/^https:\/\/[^/]*googletagmanager\.com\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB });
  });
  return requests;
}

export interface GtmLoad {
  id: string;
  consent: Record<string, string>;
  order: string[];
}

export const gtmLoads = (page: Page): Promise<GtmLoad[]> =>
  page.evaluate(() => (window as unknown as { __gtm?: GtmLoad[] }).__gtm ?? []);

/** The data layer with gtag's Arguments objects turned into arrays; null when the page never made one. */
export const readDataLayer = (page: Page): Promise<unknown[] | null> =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
    );
  });

/** The events pushed to the data layer (entries with `event`, gtm.js excluded). */
export async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown> & { event: string }>> {
  const layer = (await readDataLayer(page)) ?? [];
  return layer.filter(
    (e): e is Record<string, unknown> & { event: string } =>
      typeof e === 'object' &&
      e !== null &&
      !Array.isArray(e) &&
      typeof (e as { event?: unknown }).event === 'string' &&
      (e as { event: string }).event !== 'gtm.js',
  );
}
