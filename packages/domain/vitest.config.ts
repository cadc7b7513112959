import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    // Projects run one after another (domain, web, api, e2e), so each gets both cores: vitest's default is one
    // worker fewer than the cores (a single worker on 2 cores, one core idle).
    sequence: { groupOrder: 0 },
    maxWorkers: 2,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
