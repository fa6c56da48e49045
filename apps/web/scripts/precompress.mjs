// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built file worth it,
// once at build time. The server sends them as they are (@fastify/static's preCompressed): no asset is
// compressed per request any more, and quality 11 makes the first load's JavaScript ~10 % smaller
// than the quality-4 brotli a server can afford on the fly (docs/decisions/043-compressed-once.md).
//
//   node scripts/precompress.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the shop serves from the build as files. HTML is not: the server renders every page. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this, compression saves less than the header costs (the on-the-fly threshold too). */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The build's own notes (.vite/manifest.json) are not served.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function precompress(file) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  // A copy no smaller than the file is not written: the file itself goes out.
  if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
  return 1;
}

const root = path.resolve(process.argv[2] ?? 'dist');
const started = Date.now();
const written = (await Promise.all([...filesUnder(root)].map(precompress))).reduce((a, b) => a + b, 0);
console.log(
  `Precompressed ${written} files under ${path.relative(process.cwd(), root) || root} in ${Date.now() - started} ms`,
);
