import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tooling',
    // The repository's own rules (lint configuration, module graph); runs with the domain project.
    sequence: { groupOrder: 0 },
    // the same count as the domain project (its group): vitest refuses two in one group
    maxWorkers: 2,
    environment: 'node',
    include: ['__tests__/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
