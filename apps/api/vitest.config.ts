import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    sequence: { groupOrder: 2 },
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Each file loads its own database (~0.4 s, a few hundred MB): two at a time fits 2 cores. Files stay
    // isolated (isolate: false saved a third of the CPU but let one file's idle pg clients outlive it and fail
    // the next file when their database was dropped).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
