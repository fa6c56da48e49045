import { defineConfig } from 'vitest/config';

// Unit and integration tests sit next to the code (*.test.ts). Browser journeys live in e2e/.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['./vitest.setup.ts'],
  },
});
