import { defineConfig } from 'vitest/config';

// Three built servers on one PostgreSQL, Redis and S3 bucket, behind nginx (docs/deploy.md).
export default defineConfig({
  test: {
    name: 'multi-instance',
    sequence: { groupOrder: 4 },
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
