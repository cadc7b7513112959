/**
 * Graceful shutdown: SIGTERM while a burst of exports and lists is in flight. The requests in flight
 * finish 2xx; once the server is closing, new requests get 503 in the error format (or find the port
 * closed); nothing is cut mid-answer; the process exits 0.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  ensureServerBundle,
  isErrorBody,
  loginAdmin,
  removeServerBundle,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const BURST = 60;

type Outcome = { sentAt: number; answeredAt: number; status: number | null; body: unknown; error: string | null; phase: 'before' | 'closing' };

let bundle = '';
let dataDir = '';
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  bundle = ensureServerBundle();
  dataDir = tempDataDir('shutdown');
  if (postgresUrl) database = await createPostgresDatabase(postgresUrl, 'shutdown');
}, 90_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  removeServerBundle(bundle);
});

describe(`graceful shutdown (${postgresUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('finishes the requests in flight on SIGTERM, answers only 503 while closing, and exits 0', async () => {
    server = await startServer(bundle, { DATA_DIR: dataDir, SEED_DEMO: 'true', ...(database ? { DATABASE_URL: database.url } : {}) });
    const { url } = server;
    const headers = { authorization: `Bearer ${await loginAdmin(url)}` };
    const paths = ['/api/companys/company/export', '/api/companys?pageSize=100', '/api/companysLog/companies?pageSize=100'];
    expect((await fetch(`${url}${paths[0]}`, { headers })).status).toBe(200); // warm-up

    const send = async (path: string, phase: Outcome['phase']): Promise<Outcome> => {
      const sentAt = Date.now();
      try {
        const response = await fetch(`${url}${path}`, { headers });
        const buffer = Buffer.from(await response.arrayBuffer()); // the whole body, or an error if cut
        let body: unknown = buffer.length;
        if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(buffer.toString('utf8'));
        return { sentAt, answeredAt: Date.now(), status: response.status, body, error: null, phase };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return { sentAt, answeredAt: Date.now(), status: null, body: null, error: cause?.code ?? cause?.message ?? String(error), phase };
      }
    };

    const burst = Array.from({ length: BURST }, (_, i) => send(paths[i % paths.length]!, 'before'));
    // Signal once the server is busy with the burst (the first answers are coming back).
    let firstAnswer = false;
    void Promise.race(burst).then(() => (firstAnswer = true));
    while (!firstAnswer) await new Promise((resolve) => setTimeout(resolve, 5));
    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    while (!server.output().includes('encerrando')) await new Promise((resolve) => setTimeout(resolve, 2));
    const closingAt = Date.now();

    // New requests while closing: 503 in the error format, or the port is already closed.
    const late: Promise<Outcome>[] = [];
    for (let i = 0; i < 20 && server.child.exitCode === null; i++) {
      late.push(send(paths[i % paths.length]!, 'closing'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const outcomes = [...(await Promise.all(burst)), ...(await Promise.all(late))];
    const { code } = await server.exited;

    const summary = (o: Outcome) => JSON.stringify({ ...o, body: typeof o.body === 'number' ? `${o.body} bytes` : o.body });
    const finishedAfterSignal = outcomes.filter((o) => o.phase === 'before' && o.status === 200 && o.answeredAt > signalAt);
    if (process.env.DEBUG_SHUTDOWN) console.log({ signalAt, closingAt }, outcomes.map(summary).join('\n'), server.output().slice(-3000));
    for (const outcome of outcomes) {
      if (outcome.phase === 'before') {
        // Sent before the signal: 2xx (in flight), or 503 (read after closing began); never cut or reset,
        // even when the busy server had not read or even accepted it yet when closing began.
        if (outcome.status === 503) expect(isErrorBody(outcome.body, 503), summary(outcome)).toBe(true);
        else expect(outcome.status, summary(outcome)).toBe(200);
      } else if (outcome.status !== null) {
        expect(outcome.status, summary(outcome)).toBe(503);
        expect(isErrorBody(outcome.body, 503), summary(outcome)).toBe(true);
      } else {
        expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'], summary(outcome)).toContain(outcome.error);
      }
    }
    expect(finishedAfterSignal.length, 'requests in flight at the signal finished 2xx').toBeGreaterThan(0);
    expect(code).toBe(0);
    const count = (phase: Outcome['phase'], status: number | null) => outcomes.filter((o) => o.phase === phase && o.status === status).length;
    console.log(
      `graceful shutdown: burst ${BURST} → ${count('before', 200)}×200 (${finishedAfterSignal.length} after the signal), ${count('before', 503)}×503, ` +
        `${count('before', null)} reset; ` +
        `while closing (${closingAt - signalAt} ms after the signal) ${count('closing', 503)}×503, ${count('closing', null)} refused; exit ${code}`,
    );
  }, 90_000);
});
