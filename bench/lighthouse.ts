// Lighthouse (mobile, simulated throttling) on the built server: the landing, /offers/pure-fit and the
// listing /most-popular, each at its real path and in the shop's `#/` form, median of RUNS runs each, against the goals (performance ≥ 98, LCP ≤ 1.2 s, CLS ≤ 0.02,
// TBT ≤ 100 ms, accessibility 100); and the landing with the consent banner showing vs without it:
// the banner must not cost performance or layout shift (CLS). Two servers on the same build — one
// with TAG_MANAGER_IDS (a fresh browser sees the banner), one without (no banner) — measured in
// turns. A run that fails (Lighthouse's transient NO_NAVSTART and the like) is tried again.
// Needs a build (npm run build) and Chromium (CHROME_PATH, default /usr/bin/chromium).
//
//   npx tsx bench/lighthouse.ts [runs]        (LIGHTHOUSE_ONLY=offers: only the pages whose name has it, no banner)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, startShop } from './lib.ts';

const run = promisify(execFile);
const RUNS = Number(process.argv[2] ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface Figures {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  lcpElement: string;
}

interface LighthouseReport {
  categories: { performance: { score: number }; accessibility: { score: number } };
  runtimeError?: { code?: string; message?: string };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: Array<{ items?: Array<{ node?: { snippet?: string } }>; node?: { snippet?: string } }> };
    }
  >;
}

const GOALS = { performance: 98, lcpMs: 1200, cls: 0.02, tbtMs: 100, accessibility: 100 };
const ATTEMPTS = 3;

async function lighthouse(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  (run failed, trying again: ${String(error).slice(0, 120)})`);
    }
  }
}

async function lighthouseOnce(url: string): Promise<Figures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-lh-')), 'report.json');
  const bin = path.join(repoRoot, 'node_modules/.bin/lighthouse');
  await run(
    bin,
    [
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (report.runtimeError?.code) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message ?? ''}`);
  if (report.categories.performance.score === null) throw new Error('no performance score');
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const lcpDetails = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const snippet = lcpDetails?.items?.[0]?.node?.snippet ?? lcpDetails?.node?.snippet ?? '?';
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpElement: snippet.slice(0, 70),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summary(name: string, runs: Figures[]): Figures & { name: string } {
  return {
    name,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpElement:
      runs
        .map((r) => r.lcpElement)
        .sort()
        .at(-1) ?? '?',
  };
}

if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
  throw new Error('Build the SPA first: npm run build');
if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH} (set CHROME_PATH)`);

const withBanner = await startShop({ TAG_MANAGER_IDS: 'HR:GTM-AAAA111,RS:GTM-BBBB222' });
const without = await startShop();
try {
  // The banner really shows on the measured server, and not on the other.
  const page = async (url: string) => (await fetch(url)).text();
  if (!(await page(`${withBanner.url}/`)).includes('tag-manager-ids'))
    throw new Error('TAG_MANAGER_IDS did not reach the page');
  if ((await page(`${without.url}/`)).includes('tag-manager-ids'))
    throw new Error('the server without containers has ids');

  // Both forms of every address a shopper has (decision 036): the real path, and the shop's own
  // `#/` form that the address bar shows and people copy.
  const pages = [
    ['landing (no containers, no banner)', `${without.url}/#/`],
    ['landing at /', `${without.url}/`],
    ['/offers/pure-fit', `${without.url}/offers/pure-fit`],
    ['/#/offers/pure-fit', `${without.url}/#/offers/pure-fit`],
    ['/most-popular', `${without.url}/most-popular`],
    ['/#/most-popular', `${without.url}/#/most-popular`],
  ] as const;
  // Goals only reported, not held, per page: the listing's `#/` form hops to its rendered page like
  // the offer's, but its LCP (the first card's picture after two pages of whole-catalog HTML) is not
  // yet within 1.2 s in every run here — issue 30 asks that of the landing and the offer.
  const reportedOnly: Partial<Record<(typeof pages)[number][0], Array<keyof typeof GOALS>>> = {
    '/#/most-popular': ['lcpMs'],
  };
  const only = process.env.LIGHTHOUSE_ONLY;
  const measured = pages.filter(([name]) => !only || name.includes(only));
  const banner: Figures[] = [];
  const results = new Map<string, Figures[]>(measured.map(([name]) => [name, []]));
  for (let i = 0; i < RUNS; i++) {
    if (!only) {
      banner.push(await lighthouse(`${withBanner.url}/#/`));
      console.log(`  run ${i + 1}/${RUNS}: landing, banner ${JSON.stringify(banner.at(-1))}`);
    }
    for (const [name, url] of measured) {
      results.get(name)!.push(await lighthouse(url));
      console.log(`  run ${i + 1}/${RUNS}: ${name.padEnd(20)} ${JSON.stringify(results.get(name)!.at(-1))}`);
    }
  }
  const rows = measured.map(([name]) => summary(name, results.get(name)!));
  const b = only ? undefined : summary('landing, consent banner showing', banner);
  console.log(`\nLighthouse mobile, simulated throttling (median of ${RUNS}):`);
  for (const r of b ? [...rows, b] : rows) {
    console.log(
      `  ${r.name.padEnd(38)} performance ${String(r.performance).padStart(3)}   accessibility ${r.accessibility}   CLS ${r.cls.toFixed(3)}   LCP ${r.lcpMs} ms   FCP ${r.fcpMs} ms   TBT ${r.tbtMs} ms`,
    );
    console.log(`  ${''.padEnd(38)} LCP element: ${r.lcpElement}`);
  }
  for (const r of rows) {
    const reported = reportedOnly[r.name as keyof typeof reportedOnly] ?? [];
    const misses = (
      [
        ['performance', r.performance < GOALS.performance && `performance ${r.performance} < ${GOALS.performance}`],
        ['lcpMs', r.lcpMs > GOALS.lcpMs && `LCP ${r.lcpMs} ms > ${GOALS.lcpMs} ms`],
        ['cls', r.cls > GOALS.cls && `CLS ${r.cls} > ${GOALS.cls}`],
        ['tbtMs', r.tbtMs > GOALS.tbtMs && `TBT ${r.tbtMs} ms > ${GOALS.tbtMs} ms`],
        [
          'accessibility',
          r.accessibility < GOALS.accessibility && `accessibility ${r.accessibility} < ${GOALS.accessibility}`,
        ],
      ] as const
    ).filter(([, miss]) => miss);
    const held = misses.filter(([goal]) => !reported.includes(goal));
    for (const [, miss] of misses.filter(([goal]) => reported.includes(goal)))
      console.log(`${r.name}: ${miss} (reported, not held)`);
    if (held.length) {
      console.error(`${r.name}: ${held.map(([, miss]) => miss).join(', ')}`);
      process.exitCode = 1;
    }
  }
  const n = rows[0]!;
  if (b && (b.cls > n.cls || b.performance < n.performance)) {
    console.error(`The banner costs: CLS ${b.cls} vs ${n.cls}, performance ${b.performance} vs ${n.performance}`);
    process.exitCode = 1;
  }
} finally {
  await withBanner.stop();
  await without.stop();
}
