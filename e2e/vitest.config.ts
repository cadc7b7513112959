import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/global-setup.ts';

// Browser tests against the real server that `npm start` runs (built bundle, embedded database): two files at a
// time, each worker on a server of its own (support/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 3 },
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
