import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    sequence: { groupOrder: 2 },
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    // Each file loads its own database (~0.4 s, a few hundred MB): two at a time fits 2 cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
