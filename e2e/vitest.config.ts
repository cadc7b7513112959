import { defineConfig } from 'vitest/config';

// Browser tests against the real server that `npm start` runs (built bundle, embedded database).
export default defineConfig({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 3 },
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
