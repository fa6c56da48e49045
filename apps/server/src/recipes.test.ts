// The recipes "add a method" and "add a screen" (docs/architecture.md §8, §9) show their code as fenced
// blocks. This test puts them together as each recipe says — for §8 the params schema, the API map's
// entry, the handler and the web call; for §9 the screen with its texts and its loader — and runs tsc on
// them with the repo's compiler options, so a recipe that drifts from the code (a renamed helper, a
// changed signature) fails here instead of misleading the next reader. The blocks are compiled as they
// are written; only the imports around them come from this file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// Inside the repo, so the workspace packages resolve as they do for the code; git-ignored.
const scratch = join(root, 'apps/server/.recipe-check');

/** The ```ts (or other `lang`) blocks of the section that starts with `heading`, up to the next `## ` heading. */
function tsBlocks(markdown: string, heading: string, lang = 'ts'): string[] {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`no section ${heading}`);
  const end = markdown.indexOf('\n## ', start + heading.length);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp(`^( *)\`\`\`${lang}\n([\\s\\S]*?)^\\1\`\`\`$`, 'gm'))].map(
    ([, indent = '', body = '']) =>
      body
        .split('\n')
        .map((line) => line.slice(indent.length))
        .join('\n'),
  );
}

function theBlock(blocks: string[], mark: string): string {
  const found = blocks.filter((b) => b.includes(mark));
  if (found.length !== 1) throw new Error(`expected one block with ${mark}, found ${found.length}`);
  return found[0]!;
}

describe('the recipe in docs/architecture.md §8', () => {
  const blocks = tsBlocks(readFileSync(join(root, 'docs/architecture.md'), 'utf8'), '## §8 Recipe: add a method');

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has its snippets', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
  });

  it('compiles: schema, API map entry, handler and web call, as the recipe puts them', () => {
    const schema = theBlock(blocks, 'z.strictObject');
    const entry = theBlock(blocks, `'shopOrders.f.count': { params`);
    const handler = theBlock(blocks, 'loggedInMethod(');
    const webCall = theBlock(blocks, 'export function countOrders');
    const source = [
      `import { z } from 'zod';`,
      `import type { ShopApi, ShopSubscriptions } from '@zdravo/contract/api';`,
      `import type { ErrorCode } from '@zdravo/contract';`,
      `import { createTypedRpcClient } from '@zdravo/rpc/client';`,
      `import type { RpcAnswer } from '@zdravo/rpc';`,
      `import { loggedInMethod, type LoggedInContext } from '../src/modules/shop-method.ts';`,
      // api.ts's own spelling of a method without params (not exported).
      `type None = Record<string, never> | undefined;`,
      schema,
      `type RecipeApi = ShopApi & {`,
      entry,
      `};`,
      `export const accepted: RecipeApi['shopOrders.f.count']['params'][] = [undefined, {}];`,
      `export const recipeMethods = {`,
      handler,
      `};`,
      `const rpc = createTypedRpcClient<RecipeApi, ShopSubscriptions, ErrorCode>({ url: '/_rpc' });`,
      webCall,
      `export const schemaOk: z.infer<typeof shopOrdersCountParams> = {};`,
      '',
    ].join('\n');
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'recipe.ts'), source);
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.json',
        compilerOptions: { noUnusedLocals: false },
        include: ['recipe.ts'],
      }),
    );
    expect(tscErrors(join(scratch, 'tsconfig.json'))).toBe('');
  }, 120_000);
});

/** What tsc says of the project at `tsconfig` ('' when it compiles). */
function tscErrors(tsconfig: string): string {
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], {
      encoding: 'utf8',
    });
    return '';
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
}

describe('the recipe in docs/architecture.md §9', () => {
  const section = '## §9 Recipe: add a screen';
  const markdown = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const screen = theBlock(tsBlocks(markdown, section, 'tsx'), 'export default function');
  // A sibling of features/content, so the screen's relative imports reach the same files.
  const featureScratch = join(root, 'apps/web/src/features/.recipe-check');

  afterAll(() => rmSync(featureScratch, { recursive: true, force: true }));

  it('compiles: the screen with the text the recipe adds, and its loader', () => {
    const textKeys = [...screen.matchAll(/\bt\.(\w+)/g)].map(([, key]) => key!);
    expect(textKeys.length).toBeGreaterThan(0);
    // Step 1 adds the screen's texts to the content texts; here they are added beside the real ones.
    const messages = [
      `import { contentMessages as real } from '../../../../../packages/contract/src/messages/content.ts';`,
      `export const contentMessages = { ...real, ${[...new Set(textKeys)].map((k) => `${k}: 'Hvala vam'`).join(', ')} };`,
      '',
    ].join('\n');
    // Step 3's loader, in a screens table as the feature's index.ts has it.
    const loader = /`(\w+: \(\) => import\('\.\/\w+\.tsx'\),)`/.exec(markdown.slice(markdown.indexOf(section)))?.[1];
    expect(loader).toBeDefined();
    mkdirSync(featureScratch, { recursive: true });
    writeFileSync(join(featureScratch, 'ThanksScreen.tsx'), screen);
    writeFileSync(join(featureScratch, 'content.css'), '');
    writeFileSync(join(featureScratch, 'content-messages.ts'), messages);
    writeFileSync(join(featureScratch, 'index.ts'), `export const screens = {\n  ${loader}\n};\n`);
    writeFileSync(
      join(featureScratch, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.json',
        compilerOptions: { paths: { '@zdravo/contract/messages/content': ['./content-messages.ts'] } },
        include: ['index.ts', 'ThanksScreen.tsx'],
      }),
    );
    expect(tscErrors(join(featureScratch, 'tsconfig.json'))).toBe('');
  }, 120_000);

  it('its route line has the shape of the route table’s own lines', () => {
    const line = /`(route\('[^`]+\),)`/.exec(markdown.slice(markdown.indexOf(section)))?.[1];
    expect(line).toBeDefined();
    const shape = (l: string) => l.replace(/'[^']*'/g, "'…'").replace(/\b[a-z]+\.\w+/g, 'feature.screen');
    const table = readFileSync(join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
    const tableShapes = new Set(table.split('\n').map((l) => shape(l.trim())));
    expect(tableShapes.has(shape(line!))).toBe(true);
  });
});
