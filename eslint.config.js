// One lint setup for the whole workspace. The boundary rules keep the browser
// from importing server code and the server from importing web code (DESIGN.md §1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**', 'packages/contract/**', 'packages/rpc/src/client/**', 'packages/rpc/src/wire.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/apps/server/**', '@zdravo/server', '@zdravo/server/*'], message: 'The browser never imports server code.' },
          { group: ['@zdravo/rpc/server', '**/rpc/src/server/**'], message: 'The browser never imports the RPC server.' },
          { group: ['fastify', 'kysely', 'better-sqlite3', 'pg', 'node:*'], message: 'Server-only module in browser code.' },
        ],
      }],
    },
  },
  {
    files: ['apps/server/**', 'packages/rpc/src/server/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/apps/web/**', '@zdravo/web', '@zdravo/web/*'], message: 'The server never imports web code.' }],
      }],
    },
  },
);
