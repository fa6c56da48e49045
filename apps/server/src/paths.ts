// Where the server's files are, wherever this module runs from: apps/server/src/… (tsx, tests) or
// apps/server/dist/… (the production bundle). Found by walking up to the server package's folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@zdravo/server'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`The server package (@zdravo/server) is not above ${from}`);
  }
}

/** apps/server */
export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The repository (or release) root: apps/server/../.. */
export const repoRoot = path.resolve(serverRoot, '../..');
