// Builds the server for production: src/main.ts and src/cli.ts bundled by esbuild into dist/ as
// plain JavaScript, so the runtime needs Node and the installed dependencies only (no tsx, no
// TypeScript). Our own workspace packages (@zdravo/*, TypeScript sources) are bundled in; every
// other package stays an import resolved from node_modules (native modules such as better-sqlite3
// and sharp cannot be bundled anyway).
//
//   npm run build -w apps/server      →  node apps/server/dist/main.js, node apps/server/dist/cli.js
//                                        (and dist/numbers-worker.js, the numbers' worker thread)
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@zdravo/') ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  // The numbers' worker thread is an entry of its own: dist/numbers-worker.js (desk/numbers/bounded.ts finds it).
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    cli: path.join(serverDir, 'src/cli.ts'),
    'numbers-worker': path.join(serverDir, 'src/desk/numbers/worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24.11',
  sourcemap: true,
  // Shared code once, in chunks both entry points import.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`Server built into ${path.relative(process.cwd(), outdir) || outdir} in ${Date.now() - started} ms`);
