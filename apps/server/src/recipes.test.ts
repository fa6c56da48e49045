// The recipe "add a method" (docs/architecture.md §8) shows its code as fenced ```ts blocks. This test
// puts them together as the recipe says — the params schema, the API map's entry, the handler and the
// web call — and runs tsc on them with the repo's compiler options, so a recipe that drifts from the
// code (a renamed helper, a changed signature) fails here instead of misleading the next reader.
// The blocks are compiled as they are written; only the imports around them come from this file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// Inside the repo, so the workspace packages resolve as they do for the code; git-ignored.
const scratch = join(root, 'apps/server/.recipe-check');

/** The ```ts blocks of the section that starts with `heading`, up to the next `## ` heading. */
function tsBlocks(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`no section ${heading}`);
  const end = markdown.indexOf('\n## ', start + heading.length);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^( *)```ts\n([\s\S]*?)^\1```$/gm)].map(([, indent = '', body = '']) =>
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
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(scratch, 'tsconfig.json')], { encoding: 'utf8' });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    expect(output).toBe('');
  }, 120_000);
});
