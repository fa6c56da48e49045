// One lint setup for the whole workspace. The boundary rules keep the browser
// from importing server code and the server from importing web code (docs/architecture.md §1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import webBoundaries from './eslint/web-boundaries.js';
import serverAreas from './eslint/server-areas.js';

/** Modules the browser must never load. */
const browserOnly = [
  {
    group: ['**/apps/server/**', '@zdravo/server', '@zdravo/server/*'],
    message: 'The browser never imports server code.',
  },
  { group: ['@zdravo/rpc/server', '**/rpc/src/server/**'], message: 'The browser never imports the RPC server.' },
  { group: ['fastify', 'kysely', 'better-sqlite3', 'pg', 'node:*'], message: 'Server-only module in browser code.' },
];

/**
 * zod and the modules built on it (the contract's params schemas) stay on the server, even as types:
 * the browser takes names, result types and constants from '@zdravo/contract' (types/<area>.ts).
 */
const zodFree = [
  { group: ['zod', 'zod/*'], message: 'zod is server-only: import names, types and constants from @zdravo/contract.' },
  {
    group: [
      '@zdravo/contract/methods',
      '@zdravo/contract/methods/*',
      '**/contract/src/methods',
      '**/contract/src/methods/**',
      './methods/*',
      '../methods/*',
      '@zdravo/contract/desk/methods',
      '**/contract/src/desk/methods*',
      './methods.ts',
    ],
    message:
      'The params schemas (zod) are server-only: import names, types and constants from @zdravo/contract (types/<area>.ts).',
  },
];

/** The desk's contract and texts reach the desk's bundle only, never the shop's (docs/desk.md). */
const deskOnly = {
  group: [
    '@zdravo/contract/desk',
    '@zdravo/contract/desk/*',
    '@zdravo/contract/messages/desk',
    '@zdravo/contract/messages/desk-*',
  ],
  message:
    "Only the desk (apps/web/src/desk) imports the desk's contract and texts: the shop's bundle carries none of them.",
};

/** The desk records', the call flow's, the call requests' and supervision's params schemas and their type-only API maps (docs/desk.md), as desk/methods.ts and desk/api.ts. */
const deskRecordsSchemas = [
  'packages/contract/src/desk/records-params.ts',
  'packages/contract/src/desk/records-api.ts',
  'packages/contract/src/desk/call-flow-params.ts',
  'packages/contract/src/desk/call-flow-api.ts',
  'packages/contract/src/desk/requests-params.ts',
  'packages/contract/src/desk/requests-api.ts',
  'packages/contract/src/desk/supervision-params.ts',
  'packages/contract/src/desk/supervision-api.ts',
];

/** The API map is types over the schemas: the browser may read it only with `import type`. */
const webApiTypesOnly = {
  group: ['@zdravo/contract/api'],
  allowTypeImports: true,
  message: 'Import the API map with `import type`.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'apps/server/.upgrade-test/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A cycle makes load order matter and splits badly into chunks; anywhere in the workspace.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The React team's rules of hooks and of the compiler's model of a component (pure renders, no
    // setState in an effect's body, refs read in handlers and effects only). An exception says why on its line.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Browser code; the build's own Node code (apps/web/scripts, the Vite configs) runs on the build machine.
    files: ['apps/web/**'],
    ignores: ['apps/web/scripts/**', 'apps/web/vite*.config.ts'],
    plugins: { web: webBoundaries },
    rules: {
      'no-restricted-imports': ['error', { patterns: [...browserOnly, ...zodFree, webApiTypesOnly, deskOnly] }],
      'web/feature-boundaries': 'error',
    },
  },
  {
    files: ['apps/web/src/desk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserOnly, ...zodFree, webApiTypesOnly] }] },
  },
  {
    files: [
      'packages/contract/**',
      'packages/rpc/src/client/**',
      'packages/rpc/src/wire.ts',
      'packages/rpc/src/api.ts',
    ],
    ignores: [
      'packages/contract/src/methods/**',
      'packages/contract/src/api.ts',
      'packages/contract/src/desk/methods.ts',
      'packages/contract/src/desk/api.ts',
      ...deskRecordsSchemas,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserOnly, ...zodFree] }] },
  },
  {
    // The params schemas (zod, server only) and the type-only API map built from them.
    files: [
      'packages/contract/src/methods/**',
      'packages/contract/src/api.ts',
      'packages/contract/src/desk/methods.ts',
      'packages/contract/src/desk/api.ts',
      ...deskRecordsSchemas,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: browserOnly }] },
  },
  {
    // The desk reviews', catalog's and stock's params schemas and the parts of the desk's API map built on them
    // (docs/desk.md), and `Call`, the type of one method of that map (a schema's input and a result).
    files: [
      'packages/contract/src/desk/review-params.ts',
      'packages/contract/src/desk/review-api.ts',
      'packages/contract/src/desk/catalog-params.ts',
      'packages/contract/src/desk/catalog-api.ts',
      'packages/contract/src/desk/remittance-params.ts',
      'packages/contract/src/desk/remittance-api.ts',
      'packages/contract/src/desk/stock-params.ts',
      'packages/contract/src/desk/stock-api.ts',
      'packages/contract/src/desk/call.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: browserOnly }] },
  },
  {
    // The server's areas meet through their public faces (eslint/server-areas.js, docs/architecture.md §1).
    files: ['apps/server/src/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { server: serverAreas },
    rules: { 'server/area-boundaries': 'error' },
  },
  {
    files: ['apps/server/**', 'packages/rpc/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@zdravo/web', '@zdravo/web/*'],
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
    },
  },
);
