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
