import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Reliability tests of the HTTP layer (bad input, abuse, limits, bombs), where the database only stores what got
 * through: they run once, on the embedded database (the README's `npm test`), not again when TEST_DATABASE_URL
 * points the API tests at PostgreSQL. The tests that depend on the database (crash safety, shutdown, outage) run on both.
 */
const DATABASE_AGNOSTIC = ['test/reliability/{fuzz,abuse,hardening,import-bomb,upload-abuse}.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    sequence: { groupOrder: 2 },
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, ...DATABASE_AGNOSTIC] : configDefaults.exclude,
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
