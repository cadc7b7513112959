/**
 * The Node.js options the server runs with, wherever it is started (`npm start`, the e2e and benchmark runs,
 * the multi-instance test, `npm start -w @rede/api`). V8 reads them before the server's code runs, so they
 * cannot be set from main.ts.
 *
 * `--max-semi-space-size=8`: a young generation of 16 MB instead of 32 MB. The server's request garbage dies
 * young either way; measured on 100 000 companies (bench: search, map, pages), the highest RSS fell by 18–26 MB
 * with no latency cost (docs/decisions.md).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8'];

/**
 * The C library's allocator settings the server runs with (glibc reads them when the process starts; other C
 * libraries ignore them). A setting already in the environment wins. `npm start -w @rede/api` runs node directly and does not
 * set them (docs/deploy.md: a process manager sets them itself). Node keeps Buffers, typed arrays (the read model's
 * kd-trees, the clustering thread's indexes) and compression state in malloc's memory, not in V8's heap:
 * - `MALLOC_ARENA_MAX=2`: two arenas instead of eight per core, shared by the main thread, the clustering thread and
 *   libuv's pool (brotli and gzip of the answers), so memory one thread freed serves the others;
 * - `MALLOC_MMAP_THRESHOLD_=131072`: blocks from 128 KB (a clustering index's arrays, a rendered page) get their own
 *   mapping, handed back to the system when freed, instead of holes in the heap that it keeps (glibc raises this
 *   threshold by itself after the first such block is freed, unless it is set).
 * Measured on 100 000 companies, search, map and page misses one after the other: highest RSS 12–25 MB lower, the
 * same throughput (docs/decisions.md).
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** `env` (the process's by default) with the allocator settings added where it has none. */
export const serverEnv = (env = process.env) => ({ ...SERVER_ENV, ...env });
