// Size report of the built SPA: the first-load JavaScript of the landing
// route — the entry script of apps/web/dist/index.html plus every <link rel="modulepreload"> —
// each gzipped (level 9, like the server's compression at its best), and the total in kB.
// Also shown, for information: the landing screen's own lazy chunk and the first-load CSS.
// Then every route's first load: the entry with its static imports, and the route's screen chunk
// with its static imports (what the page's first script preloads for that route, app/boot.ts);
// what a screen imports lazily comes after and is not counted.
//
//   cd apps/web && npx vite build && cd ../.. && npx tsx bench/size.ts [distDir]
//
// Budget: ≤ 100 kB gzip for every route's first load, React included (exit code 1 above it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 100;
/** The landing's HTML as the server sends it (prerendered shell and landing, CSS and catalog inline). */
export const LANDING_HTML_BUDGET_KB = 30;

export interface SizedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface SizeReport {
  firstLoadJs: SizedFile[];
  firstLoadJsGzipKb: number;
  landingChunks: SizedFile[];
  css: SizedFile[];
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 100) / 100;

function sized(distDir: string, url: string): SizedFile {
  const rel = url.replace(/^\//, '').split(/[?#]/)[0] ?? '';
  const buf = fs.readFileSync(path.join(distDir, rel));
  return { file: rel, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
}

const attr = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

export function measure(distDir: string): SizeReport {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /type\s*=\s*["']module["']/i.test(tag))
    .map((tag) => attr(tag, 'src'))
    .filter((src): src is string => Boolean(src));
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /rel\s*=\s*["']modulepreload["']/i.test(tag))
    .map((tag) => attr(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /rel\s*=\s*["']stylesheet["']/i.test(tag))
    .map((tag) => attr(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  if (scripts.length === 0) throw new Error(`No module script in ${path.join(distDir, 'index.html')}`);

  const firstLoadJs = [...new Set([...scripts, ...preloads])].map((url) => sized(distDir, url));
  const assets = fs.existsSync(path.join(distDir, 'assets')) ? fs.readdirSync(path.join(distDir, 'assets')) : [];
  const landingChunks = assets
    .filter((f) => /^LandingScreen-.*\.js$/.test(f))
    .map((f) => sized(distDir, `assets/${f}`));
  const css = styles.map((url) => sized(distDir, url));
  const total = firstLoadJs.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { firstLoadJs, firstLoadJsGzipKb: kb(total), landingChunks, css };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** Every screen's first load (gzip kB), by its module under src/features, from the build manifest. */
export function routeFirstLoads(distDir: string): { screen: string; gzipKb: number; files: number }[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`No entry in ${distDir}/.vite/manifest.json`);
  const gzipOf = new Map<string, number>();
  const gz = (key: string): number => {
    const file = manifest[key]!.file;
    if (!gzipOf.has(file)) gzipOf.set(file, sized(distDir, file).gzipBytes);
    return gzipOf.get(file)!;
  };
  return Object.keys(manifest)
    .filter((key) => /^src\/features\/.+Screen\.tsx$/.test(key) && manifest[key]!.isDynamicEntry)
    .sort()
    .map((key) => {
      const files = closure(key, closure(entry, new Set()));
      return {
        screen: key.replace(/^src\/features\/|\.tsx$/g, ''),
        gzipKb: kb([...files].reduce((sum, k) => sum + gz(k), 0)),
        files: files.size,
      };
    });
}

function print(report: SizeReport): void {
  const row = (f: SizedFile) =>
    `  ${f.file.padEnd(44)} ${kb(f.bytes).toFixed(2).padStart(9)} kB  ${kb(f.gzipBytes).toFixed(2).padStart(8)} kB gzip`;
  console.log('First-load JavaScript (entry + modulepreloads):');
  for (const f of report.firstLoadJs) console.log(row(f));
  console.log(
    `  ${'TOTAL'.padEnd(44)} ${''.padStart(12)}  ${report.firstLoadJsGzipKb.toFixed(2).padStart(8)} kB gzip  (budget ${FIRST_LOAD_BUDGET_KB} kB)`,
  );
  if (report.landingChunks.length) {
    console.log('Landing screen chunk (lazy, requested right after the entry runs):');
    for (const f of report.landingChunks) console.log(row(f));
  }
  if (report.css.length) {
    console.log('First-load CSS:');
    for (const f of report.css) console.log(row(f));
  }
}

/** The landing page a built server sends for each country, gzipped (level 9). */
async function landingHtml(): Promise<void> {
  const { startShop } = await import('./lib.ts');
  const shop = await startShop();
  try {
    console.log(
      `Landing HTML as served (shell + landing prerendered, CSS and catalog inline), gzip, budget ${LANDING_HTML_BUDGET_KB} kB:`,
    );
    for (const country of ['HR', 'BA', 'RS', 'ME']) {
      const html = Buffer.from(
        await (await fetch(`${shop.url}/`, { headers: { cookie: `country=${country}` } })).arrayBuffer(),
      );
      const gzipKb = kb(gzipSync(html, { level: 9 }).length);
      const prerendered = html.includes('data-country=');
      console.log(
        `  ${country}  ${kb(html.length).toFixed(2).padStart(9)} kB  ${gzipKb.toFixed(2).padStart(8)} kB gzip${prerendered ? '' : '  (NOT prerendered: no SSR build?)'}`,
      );
      if (gzipKb > LANDING_HTML_BUDGET_KB) {
        console.error(`  Over budget: ${gzipKb} kB > ${LANDING_HTML_BUDGET_KB} kB`);
        process.exitCode = 1;
      }
    }
  } finally {
    await shop.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const report = measure(distDir);
  print(report);
  if (report.firstLoadJsGzipKb > FIRST_LOAD_BUDGET_KB) {
    console.error(`Over budget: ${report.firstLoadJsGzipKb} kB > ${FIRST_LOAD_BUDGET_KB} kB`);
    process.exitCode = 1;
  }
  console.log(
    `First-load JavaScript per route (entry + screen chunk + their static imports, gzip, budget ${FIRST_LOAD_BUDGET_KB} kB):`,
  );
  for (const route of routeFirstLoads(distDir)) {
    const over = route.gzipKb > FIRST_LOAD_BUDGET_KB;
    console.log(
      `  ${route.screen.padEnd(36)} ${route.gzipKb.toFixed(2).padStart(8)} kB  (${route.files} files)${over ? '  OVER BUDGET' : ''}`,
    );
    if (over) process.exitCode = 1;
  }
  // The served page needs the built server (dist-server); not for another dist directory.
  if (!process.argv[2]) await landingHtml();
}
