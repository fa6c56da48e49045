// The web app's layers (docs/architecture.md §1, docs/TEAM.md): app/ composes the features; a feature reaches
// another only through its public face, features/<name>/index.ts; lib/ and components/ are shared
// by all and know no feature and no app/. Relative imports only: the web imports its own files so.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../apps/web/src', import.meta.url));

/** Where a file sits: its layer ('app', 'features', 'lib', 'components', …) and, for a feature, its name. */
function placeOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, feature] = rel.split(path.sep);
  return { layer, feature: layer === 'features' ? feature : null, rel };
}

function problem(from, to) {
  // The desk (src/desk) is an app of its own: the shop never imports it, and it uses only the shared
  // lib/ and components/ (docs/desk.md).
  if (to.layer === 'desk' && from.layer !== 'desk')
    return 'The shop never imports the desk: its bundle must carry none of it.';
  if (from.layer === 'desk' && (to.layer === 'features' || to.layer === 'app'))
    return "The desk uses only the shared lib/ and components/, never the shop's features or app/.";
  if (to.layer === 'features' && from.feature !== to.feature) {
    const face = path.join('features', to.feature, 'index.ts');
    if (from.layer === 'lib' || from.layer === 'components')
      return `${from.layer}/ is shared by every feature and imports none (move what both need into ${from.layer}/).`;
    if (to.rel !== face)
      return `Import the ${to.feature} feature through its public face, features/${to.feature}/index.ts.`;
  }
  // The two entries: main.tsx (the browser's) and entry-server.tsx (the server's render, docs/decisions/017-first-paint-html.md).
  if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'main.tsx' && from.layer !== 'entry-server.tsx') {
    return 'Only app/, main.tsx and entry-server.tsx import app/: what features need from it belongs in lib/.';
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the web layers: features meet only through index.ts; lib/ and components/ import no feature; nothing outside app/ imports app/.',
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
      const message = to && problem(from, to);
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

export default { rules: { 'feature-boundaries': rule } };
