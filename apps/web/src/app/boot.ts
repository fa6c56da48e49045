// The page's first script, inlined in <head> by the server before anything paints (it is this
// function's source, run with a config the server fills in; so it imports nothing and uses only
// what every supported browser has). Its jobs, all before the entry script has even arrived:
// 1. Agree on the country as lib/country.ts will: by the contract's pickCountry, whose source the
//    server passes in beside the config (the address's `?country=`, the remembered choice, the
//    host, the default). When it is not the one the HTML was rendered for, the
//    prerendered content is hidden (`data-stale` on <html>, see global.css) so another country's
//    prices never flash; the entry then renders the right country from scratch. The remembered
//    choice is mirrored into a cookie, so the next page already arrives in it.
// 2. On a route other than the one rendered (the landing, or an offer's or a readable page at its
//    real path, whose address it moves after the "#"), hide the prerendered screen too, and preload the
//    route's screen chunk (and its CSS) in parallel with the entry.
// 3. Unless the HTML already shows the route, start its first catalog call, kept in
//    `window.__zdravoPrefetch` for features/catalog (an offer's first image is preloaded as soon
//    as the answer names it: the page's largest paint).
// 4. Hide the prerendered consent banner when a current choice is stored; keep taps on buttons made
//    before the page works, for the page to replay (early-taps.ts).
// 5. Have a worker make the first number and date formatters (public/intl-warmup.js): the shared
//    locale data they load is then ready when the page formats its prices, instead of costing the
//    main thread a long task (decision 036). Started in a task of its own right after the
//    document's first: nothing before the first paint needs it.
// 6. Run the entry only after the HTML has painted: its evaluation and the hydration would otherwise
//    run before the first frame and hold it back. It and the route's chunk are fetched at once
//    (modulepreload) when the page must be rendered by the script. When the HTML already shows the
//    route, they are fetched and run once the page has loaded and the browser is idle, or at once
//    when the shopper first reaches for the page (a tap, a key): until then the page is the server's
//    HTML, whose links work and whose taps on buttons are kept (4.), and loading it has the main
//    thread to itself (decision 044).
// 7. Opened at the shop's `#/` form of a page the server renders at its real path (an offer, a
//    listing, a readable page), go there before anything paints (decision 036).
// docs/decisions/017-first-paint-html.md.

// Types only (erased): this file's function must not import anything at run time.
import type { CountryPickTable, pickCountry } from '@zdravo/contract';
import type {} from '../lib/offers.ts';
import type { EarlyTaps } from './early-taps.ts';

export interface BootRoute {
  /** Regular expression source (case-insensitive) of the hash path, as wouter matches it. */
  pattern: string;
  /** Names of the pattern's groups, in order. */
  keys: string[];
  /** Module and style files to preload (site-absolute URLs). */
  js: string[];
  css: string[];
  /** The first call the screen makes: [store key template, method, params JSON template]. */
  call?: [key: string, method: string, params: string];
  /** Preload the answer's first image (`data.Images[0]`). */
  image?: boolean;
}

/** The same for every page and country (the script's CSP hash is worked out once at start). */
export interface BootConfig {
  /** What pickCountry decides from (the contract's COUNTRY_PICK_TABLE). */
  pick: CountryPickTable;
  queryParam: string;
  storageKey: string;
  cookie: string;
  rpcUrl: string;
  countryHeader: string;
  routes: BootRoute[];
  /** The entry script: fetched at once (modulepreload), run once the HTML has painted. */
  entry: string;
  /** The modules the entry imports (fetched with it). */
  entryImports: string[];
  /** The consent choice in storage: its key, the policy version and how long a choice holds (lib/consent.ts). */
  consent: [key: string, version: number, maxAgeMs: number];
  /**
   * The in-app paths the server also renders at the real path: regular expression sources
   * (case-sensitive, as the server's routes are) of the offer's page, and the readable pages and
   * listings by their exact path. Opened as `#/…`, the page hops there (decision 036).
   */
  realPaths: string[];
  realPages: string[];
  /**
   * The sessionStorage key that remembers a hop as `[path, address opened]`: a path the server sends
   * back is not hopped to again, and the rendered page shows the address the shopper opened.
   */
  hopKey: string;
  /** The worker that makes the first number and date formatters off the main thread (public/intl-warmup.js). */
  intlWarmup: string;
  /** Each country's number locales (the contract's intlLocales), and the shop's time zone for its dates. */
  intlLocales: Record<string, string[]>;
  timeZone: string;
}

export function boot(c: BootConfig, pick: typeof pickCountry): void {
  // Inside the function: only its source is sent to the page.
  /** A rendered page runs its entry this long after its HTML was parsed at the latest (start, below). */
  const LOAD_WAIT_MS = 2500;
  /** …and this long after it loaded at the latest, should the browser not turn idle. */
  const IDLE_WAIT_MS = 500;
  const PRELOADS_PER_TASK = 4;
  const root = document.documentElement;
  // The in-app path the HTML was rendered at: "/", or an offer's or a readable page served at its
  // real path (written as the shop writes it: `/blog/mršavljenje`, which the address escapes).
  const rendered = root.getAttribute('data-route') || '/';
  let realPath = location.pathname;
  try {
    realPath = decodeURI(realPath);
  } catch {
    // compared raw
  }
  // The shop routes after the "#": the same page, at the shop's own address. The address moves in
  // a task of its own, not in the document's first one (on a busy phone the history update can take
  // milliseconds there; decision 036, 2026-11-26 amendment), and long before the entry reads it;
  // this script reads the path as if it had moved already.
  const atRealPath = rendered !== '/' && !location.hash && realPath === rendered;
  /** The remembered hop (7. below): [in-app path, the address it left], or null. Throws without storage. */
  const hopMemory = (): [string, string] | null => {
    let memory: unknown = null;
    try {
      memory = JSON.parse(sessionStorage.getItem(c.hopKey) || 'null');
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error; // else not ours: nothing remembered
    }
    return Array.isArray(memory) && typeof memory[0] === 'string' && typeof memory[1] === 'string'
      ? [memory[0], memory[1]]
      : null;
  };
  if (atRealPath) {
    const from = location.href;
    setTimeout(() => {
      if (location.href !== from) return;
      // Arrived by a hop: the address the shopper opened, its query where it was (a review link's
      // `#/offers/x?review=1` must still open the form); else the query stays real.
      let hop: [string, string] | null = null;
      try {
        hop = hopMemory();
      } catch {
        // no storage: no hop brought us here
      }
      history.replaceState(
        history.state,
        '',
        hop && hop[0] === rendered ? hop[1] : '/' + location.search + '#' + rendered,
      );
    });
  }
  const hash = atRealPath ? rendered.replace(/^\//, '') : location.hash.replace(/^#?\/?/, '');
  const at = hash.indexOf('?');
  let path = '/' + (at < 0 ? hash : hash.slice(0, at));
  try {
    path = decodeURI(path);
  } catch {
    // matched raw, as the router does
  }
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(c.storageKey);
  } catch {
    // storage disabled: the address and the host decide
  }
  // As lib/country.ts reads the address: the hash's query first, then the real one.
  const asked =
    new URLSearchParams(at < 0 ? '' : hash.slice(at + 1)).get(c.queryParam) ??
    new URLSearchParams(location.search).get(c.queryParam);
  const country = pick({ named: asked, remembered: stored, host: location.hostname }, c.pick);
  // The same rule without host and default: which country the address names, and which one was chosen.
  const chosenOnly = { countries: c.pick.countries, hosts: [], fallback: '' };
  const named = pick({ named: asked }, chosenOnly);
  const remembered = pick({ named: asked, remembered: stored }, chosenOnly);
  if (remembered) document.cookie = `${c.cookie}=${remembered}; path=/; max-age=31536000; samesite=lax`;
  // The address's country is remembered (lib/country.ts does the same), so a page opened before
  // the entry runs follows it too.
  if (named) {
    try {
      localStorage.setItem(c.storageKey, named);
    } catch {
      // storage disabled: the cookie carries it
    }
  }
  // A stored, current consent choice: the server-rendered banner stays hidden (lib/consent.ts decides after hydration).
  try {
    const choice = JSON.parse(localStorage.getItem(c.consent[0]) || 'null') as {
      version?: unknown;
      at?: unknown;
    } | null;
    if (choice && choice.version === c.consent[1] && Date.now() - Date.parse(String(choice.at)) < c.consent[2]) {
      root.setAttribute('data-consented', '');
    }
  } catch {
    // no readable choice: the banner asks
  }
  // 7. An address of the shop's own form (`/#/offers/pure-fit`, what the address bar shows and
  //    people copy) for a screen the server renders at its real path: hop there at once, before
  //    anything paints, so it arrives as HTML instead of being built by the script after the landing
  //    (decision 036). The remembered choice and the cookie above make the server render this
  //    country. The server sends an offer it does not sell back to `#/…`; the hop is remembered for
  //    the tab, so that address then stays and the script shows its not-found state.
  const rendersAtRealPath = c.realPages.indexOf(path) >= 0 || c.realPaths.some((real) => new RegExp(real).test(path));
  if (path !== rendered && rendered === '/' && rendersAtRealPath) {
    let hopped: string | null = path;
    try {
      hopped = hopMemory()?.[0] ?? null;
      sessionStorage.removeItem(c.hopKey);
      if (hopped !== path) sessionStorage.setItem(c.hopKey, JSON.stringify([path, location.href]));
    } catch {
      // no storage to remember the hop by: stay, the script renders the route
    }
    if (hopped !== path) {
      root.setAttribute('data-stale', 'route');
      const query = new URLSearchParams(location.search);
      new URLSearchParams(at < 0 ? '' : hash.slice(at + 1)).forEach((value, key) => query.set(key, value));
      const search = query.toString();
      location.replace(encodeURI(path) + (search ? '?' + search : ''));
      return;
    }
  }
  // The country the HTML was rendered for.
  if (country !== root.getAttribute('data-country')) root.setAttribute('data-stale', 'country');
  else if (path !== rendered) root.setAttribute('data-stale', 'route');
  // The HTML is this route's, with its styles inline and its data in the page.
  const current = !root.hasAttribute('data-stale');

  // All of them in one insertion: twenty links added one by one cost a long task on a slow phone.
  const add = (rel: string, hrefs: string[]) => {
    const links = document.createDocumentFragment();
    hrefs.forEach((href) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      if (rel === 'modulepreload') link.crossOrigin = '';
      links.appendChild(link);
    });
    document.head.appendChild(links);
  };
  // The modules to fetch at once: the entry, and the route's screen chunk with its imports. When
  // the HTML already shows this route nothing is needed before it paints, so they are asked for
  // with the entry once the page has loaded (start, below), instead of competing with its pictures
  // for the line.
  const modules = [c.entry, ...c.entryImports];
  if (current) {
    // A tap on a button before the page works is kept and replayed after hydration (early-taps.ts).
    const keep = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || taps.passing) return;
      event.preventDefault();
      event.stopPropagation();
      if (taps.buttons.indexOf(button) < 0) taps.buttons.push(button);
    };
    const taps: EarlyTaps = {
      buttons: [],
      passing: false,
      stop: () => document.removeEventListener('click', keep, true),
    };
    document.addEventListener('click', keep, true);
    window.__zdravoEarlyTaps = taps;
  }

  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = c.entry;
        document.head.appendChild(script);
        if (!current) return;
        // The preloads a few at a time, each batch in a task of its own (the first one too, not in
        // the entry's): every link starts a fetch there and then, and twenty at once make a long
        // task on a slow phone (decision 036).
        const rest = modules.slice(1);
        const next = () => {
          add('modulepreload', rest.splice(0, PRELOADS_PER_TASK));
          if (rest.length) setTimeout(next);
        };
        setTimeout(next);
      }),
    );
  };
  // What need not happen before the first paint, in a task of its own right after the document's
  // first one rather than in it (decision 036 §5): starting the worker that makes the first
  // formatters (as early as that still, so it is done before the entry formats a price), and
  // forgetting a hop on a page the server rendered at its real path (which matters only for the
  // next hop).
  setTimeout(() => {
    try {
      new Worker(c.intlWarmup).postMessage({ locales: c.intlLocales[country], timeZone: c.timeZone });
    } catch {
      // no worker: the page makes its formatters itself, as it always can
    }
    if (rendered !== '/') {
      try {
        sessionStorage.removeItem(c.hopKey);
      } catch {
        // nothing was remembered
      }
    }
  });
  const start = () => {
    if (!current) return run();
    // Loaded: the document, its pictures and styles are in (an offer's main picture, its largest
    // paint, among them). Idle: what the load left for the main thread (layout, the pictures' own
    // documents) is done, so the entry's evaluation and hydration's slices do not queue behind it.
    const whenIdle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : setTimeout(run);
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle);
    for (const type of ['pointerdown', 'keydown'])
      document.addEventListener(type, run, { capture: true, once: true, passive: true });
    // A picture that hangs must not keep the page from working.
    setTimeout(run, LOAD_WAIT_MS);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();

  for (const route of c.routes) {
    const match = new RegExp(route.pattern, 'i').exec(path);
    if (!match) continue;
    modules.push(...route.js);
    if (path !== rendered) add('stylesheet', route.css);
    if (route.call && !current) {
      const values: Record<string, string> = { country };
      route.keys.forEach((key, i) => (values[key] = match[i + 1] || ''));
      const fill = (template: string, escape: (v: string) => string) =>
        template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escape(values[name]!) : whole));
      const body = `{"action":"call","method":"${route.call[1]}","params":${fill(route.call[2], (v) => JSON.stringify(v).slice(1, -1))},"meta":{"id":0}}`;
      window.__zdravoPrefetch = {
        key: fill(route.call[0], (v) => v),
        answer: fetch(c.rpcUrl, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', [c.countryHeader]: country },
          body,
        })
          .then((res) => res.json())
          .then((answer: { data?: { Images?: unknown } }) => {
            const image = route.image && Array.isArray(answer?.data?.Images) ? answer.data.Images[0] : null;
            if (typeof image === 'string') {
              const link = document.createElement('link');
              link.rel = 'preload';
              link.as = 'image';
              link.href = image;
              link.setAttribute('fetchpriority', 'high');
              document.head.appendChild(link);
            }
            return answer;
          }),
      };
    }
    break;
  }
  if (!current) add('modulepreload', modules);
}
