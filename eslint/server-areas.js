// The server's areas (docs/architecture.md §1, "Server areas"): each area under apps/server/src/modules/
// and the desk (apps/server/src/desk/) is used by others only through its public face, <area>/index.ts
// (tests, bench and e2e may also use its testing.ts helpers); no shop area imports the desk; the building
// blocks every area may use (apps/server/src/platform/) and the database layer (apps/server/src/db/,
// the seed aside) import no area. The areas' graph has no cycle: import-x/no-cycle sees one through
// the faces, apps/server/src/areas.test.ts checks the graph itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(REPO, 'apps/server/src');

/** The area a file belongs to ('modules/orders', 'desk'), its layer ('platform', 'db', 'seed'), or null. */
function placeOf(file) {
  const rel = path.relative(SERVER, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) return { area: `modules/${parts[1]}`, rel };
  if (parts[0] === 'desk') return { area: 'desk', rel };
  if (parts[0] === 'db' && parts[1] === 'seed') return { layer: 'seed', rel };
  if (parts[0] === 'platform' || parts[0] === 'db') return { layer: parts[0], rel };
  return { layer: 'app', rel };
}

const isTestFile = (file) =>
  /\.test\.ts$|\.typetest\.ts$|[/\\]testing\.ts$/.test(file) || !path.relative(REPO, file).startsWith('apps');

function problem(file, from, to) {
  // Tests (and bench, e2e) may set up through any area's face or its test helpers (a testing.ts).
  const testHelper =
    isTestFile(file) && to.area && (to.rel === `${to.area}/index.ts` || to.rel.endsWith(`${path.sep}testing.ts`));
  if (testHelper && from?.area !== to.area) return null;
  if (from?.area?.startsWith('modules/') && to.area === 'desk')
    return 'A shop area never imports the desk: what both need belongs in platform/.';
  if ((from?.layer === 'platform' || from?.layer === 'db') && to.area)
    return `${from.layer}/ is below every area and imports none: move what it needs down into platform/.`;
  if (!to.area || from?.area === to.area) return null;
  const face = `${to.area}/index.ts`;
  if (to.rel === face) return null;
  return `Use the ${to.area.replace('modules/', '')} area through its public face, ${face} (export what you need there).`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Keeps the server's areas: each used only through its index.ts; the shop never imports the desk; platform/ and db/ import no area.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
      const message = to && problem(context.filename, from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'area-boundaries': rule } };
