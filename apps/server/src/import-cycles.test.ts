// No import cycle anywhere in the workspace, type-only imports included. Lint's import-x/no-cycle
// keeps value imports acyclic but skips `import type` (erased at build), and a type-only cycle still
// ties two files together for a reader and for the type checker. This reads every source file's
// static imports (relative ones and the workspace packages' entry points) and looks for a cycle.
// It lives here only because the unit test globs do; it checks the whole workspace.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['packages', 'apps', 'e2e', 'bench'];
const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.upgrade-test', 'test-results']);
/** The workspace packages' entry points, as their package.json files export them. */
const PACKAGES: Record<string, string> = {
  '@zdravo/contract': 'packages/contract/src/index.ts',
  '@zdravo/contract/methods': 'packages/contract/src/methods/index.ts',
  '@zdravo/contract/api': 'packages/contract/src/api.ts',
  '@zdravo/rpc': 'packages/rpc/src/index.ts',
  '@zdravo/rpc/client': 'packages/rpc/src/client/index.ts',
  '@zdravo/rpc/server': 'packages/rpc/src/server/index.ts',
};
// Static `import … from` and `export … from`, type-only ones too; dynamic import() is a lazy edge, not a cycle.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(rel, out);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

function target(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return path.normalize(path.join(path.dirname(from), spec));
  if (spec.startsWith('@zdravo/contract/messages/'))
    return `packages/contract/src/messages/${spec.split('/').pop()}.ts`;
  return PACKAGES[spec] ?? null;
}

/** Every cycle's files (Tarjan's strongly connected components of more than one file, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the workspace', () => {
  it('has no import cycle, type-only imports included', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root));
    const known = new Set(files);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const source = fs.readFileSync(path.join(REPO, file), 'utf8');
      const deps = [...source.matchAll(IMPORT)]
        .map(([, spec]) => target(file, spec!))
        .filter((t): t is string => t !== null && known.has(t));
      graph.set(file, deps);
    }
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });
});
