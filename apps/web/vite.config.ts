import fs from 'node:fs';
import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Stamps each build with an id the page carries (BUILD_ID) and writes it to /build.json, which the
 * server never caches: a tab open across a deploy compares the two when a screen chunk fails to
 * load and reloads once into the new build (src/app/new-build.ts).
 */
function buildStamp(): Plugin {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  return {
    name: 'zdravo-build-stamp',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      // The server's render bundle (entry-server.tsx) is not served and carries no build file.
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ build: id }) });
    },
  };
}

/**
 * The page's first script is app/boot.ts's function as the server's render bundle holds it (its
 * source, `boot.toString()`, inlined into every rendered page): minified there, so every page carries
 * and compiles it without its comments and long names before its first paint. The rest of the render
 * bundle stays readable.
 */
function minifiedFirstScript(): Plugin {
  return {
    name: 'zdravo-minified-first-script',
    apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
    enforce: 'post',
    transform: {
      filter: { id: /\/src\/app\/boot\.ts$/ },
      handler(code, id) {
        const result = minifySync(id, code, { module: true, compress: true, mangle: true, sourcemap: true });
        if (result.errors.length) this.error(`minifying ${id}: ${result.errors.map((e) => e.message).join('; ')}`);
        return { code: result.code, map: result.map };
      },
    },
  };
}

/**
 * The shop's page carries its icon (public/favicon.svg, 282 bytes) in its head as a `data:` address:
 * fetched as a file, it was a request of every first visit racing the page's own during the load,
 * and in Lighthouse's simulation it shared the bandwidth with the offer's HTML whenever it finished
 * before the largest paint (decision 047). The file stays for the pages that link to it (share pages).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'zdravo-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = fs.readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      // The shortest safe spelling of an SVG in a double-quoted attribute (no base64: it compresses badly).
      const address = `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%\n]/g, encodeURIComponent)}`;
      const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
      if (!html.includes(link)) throw new Error(`index.html has no ${link}`);
      return html.replace(link, `<link rel="icon" href="${address}" type="image/svg+xml" />`);
    },
  };
}

/**
 * The modules the entry imports that rolldown would otherwise cut into small shared chunks (React,
 * the router, the RPC client, the country, the shell's texts): one chunk with the entry's own code.
 * Only modules the entry already loads belong here — anything else would join every first load (the
 * RPC client's streaming code is fetched when a page first subscribes: the desk, never the shop).
 */
const FIRST_LOAD_MODULES =
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)\/|preload-helper|packages\/rpc\/src\/(wire|client\/(index|batch|transport))\.ts|packages\/contract\/src\/(countries|constants|consent|text|format|shop-clock|validation|catalog|screen-timing)\.ts|messages\/(shell|consent)\.ts|src\/lib\/(rpc|country|storage|store|consent|i18n|shop|offers)\.ts|features\/account\/(api|login-state)\.ts/;

const backend = process.env.VITE_BACKEND ?? 'http://localhost:3000';

// `npm run build` builds the browser's files into dist/ and then the server's render bundle
// (src/entry-server.tsx) into dist-server/ (docs/decisions/017-first-paint-html.md).
// Message maps are imported one module at a time (@zdravo/contract/messages/<area>, the package's
// exports map) so each screen's texts load with that screen only.
export default defineConfig({
  plugins: [react(), buildStamp(), minifiedFirstScript(), inlineFavicon()],
  server: {
    proxy: {
      '/_rpc': { target: backend, changeOrigin: false },
      '/api': { target: backend, changeOrigin: false },
      '/images': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser we support has <link rel="modulepreload">; skip the polyfill in the entry.
    modulePreload: { polyfill: false },
    // The server reads which chunks and styles each screen needs (not served: a dot directory).
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry needs before the page works goes as one file, not nine small ones: each file
        // is its own gzip stream, and the small ones compressed apart cost every route's first load
        // (decision 036).
        codeSplitting: { groups: [{ name: 'shell', test: FIRST_LOAD_MODULES }] },
      },
    },
  },
});
