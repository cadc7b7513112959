import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    sequence: { groupOrder: 2 },
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Each file loads its own database (~0.4 s, a few hundred MB): two at a time fits 2 cores. The files of a
    // worker share its module cache (isolate: false): the app's modules are imported once per worker, not
    // once per file (~4.5 s each), which took the API suite from 10.9 to 6.7 min (PostgreSQL: 7 to 4.4).
    // No API test mocks a module; each builds its own app and database and closes them, and a dropped test
    // database's idle clients are expected at teardown (helpers/database.ts).
    maxWorkers: 2,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
