import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    // Projects run one after another (domain, web, api, e2e), so each gets both cores.
    sequence: { groupOrder: 0 },
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
