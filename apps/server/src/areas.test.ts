// The server's areas form a graph without cycles (docs/architecture.md §1, "Server areas"): no two areas
// depend on each other, directly or around a ring, counting the files that ship (tests may cross to set
// up). Lint keeps each import going through an area's face; this keeps the directions.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** 'orders', 'desk', 'platform', 'db', 'seed' — or null for the app's composition files. */
function areaOf(rel: string): string | null {
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'db') return parts[1] === 'seed' ? 'seed' : 'db';
  if (parts[0] === 'desk' || parts[0] === 'platform') return parts[0];
  return null;
}

function shippedFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(SRC, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) shippedFiles(rel, out);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|\.typetest\.ts$|^testing\.ts$/.test(entry.name)) out.push(rel);
  }
  return out;
}

function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const rel of shippedFiles('.')) {
    const from = areaOf(rel);
    if (!from) continue;
    for (const [, spec] of fs.readFileSync(path.join(SRC, rel), 'utf8').matchAll(IMPORT)) {
      const to = areaOf(path.normalize(path.join(path.dirname(rel), spec!)));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every ring of areas, each as the path that closes it ("orders → club → orders"). */
function rings(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (area: string, trail: string[]) => {
    const at = trail.indexOf(area);
    if (at >= 0) return void found.push([...trail.slice(at), area].join(' → '));
    if (done.has(area)) return;
    for (const next of graph.get(area) ?? []) walk(next, [...trail, area]);
    done.add(area);
  };
  for (const area of graph.keys()) walk(area, []);
  return found;
}

describe("the server's areas", () => {
  it('depend on each other one way only, with no ring', () => {
    const graph = areaGraph();
    expect(graph.get('orders')).toBeDefined(); // the graph was read
    expect(rings(graph)).toEqual([]);
  });

  it('keep platform and the database layer below every area', () => {
    const graph = areaGraph();
    const below = (layer: string) => [...(graph.get(layer) ?? [])].filter((to) => to !== 'db' && to !== 'platform');
    expect(below('platform')).toEqual([]);
    expect(below('db')).toEqual([]);
  });
});
