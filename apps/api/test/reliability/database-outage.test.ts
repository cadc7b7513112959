/**
 * Database outage (PostgreSQL only: TEST_DATABASE_URL): the server reaches PostgreSQL through a small
 * TCP proxy the test cuts (open sockets destroyed, new connections held without an answer) or
 * black-holes (open connections stay open but nothing comes back: queries hang instead of failing),
 * then restores. During the outage: 503 in the error format within a bounded time, no crash; after the
 * restore the service comes back by itself (the pool drops the connections that hung).
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
import { companyPayload } from '../company-helpers.ts';
import { createTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** The bound asserted for an answer during the cut (the pool's connection timeout is 5 s). */
const BOUND_MS = 8_000;

const timed = async (url: string, init: RequestInit = {}) => {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, ms: Date.now() - started };
};

describe.runIf(postgresUrl)('database outage (PostgreSQL behind a TCP proxy)', () => {
  let bundle = '';
  let dataDir = '';
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    bundle = ensureServerBundle();
    dataDir = tempDataDir('outage');
    database = await createPostgresDatabase(postgresUrl!, 'outage');
    const target = new URL(postgresUrl!);
    proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  }, 90_000);

  afterAll(async () => {
    if (process.env.DEBUG_OUTAGE) console.log(server?.output());
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    removeServerBundle(bundle);
  });

  it('answers 503 in the error format while the database is cut, does not crash, and recovers by itself', async () => {
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // Short statement timeout: a black-holed query is given up after 1 s + 2 s; the change signal's connection asked every second.
    server = await startServer(bundle, {
      DATABASE_URL: proxied.toString(),
      DATA_DIR: dataDir,
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      CHANGE_SIGNAL_HEARTBEAT_INTERVAL: '1s',
    });
    const { url } = server;
    const token = await loginAdmin(url);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect((await timed(`${url}/api/companys`, auth)).status).toBe(200);
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const created = await timed(`${url}/api/companys`, json({ company: companyPayload() }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const companyId = (created.body as { id: number }).id;
    // Workflow actions run in transactions: a transaction whose query hung must not hand its connection back as good.
    const toggle = (i: number) => timed(`${url}/api/companys/company/${i % 2 === 0 ? 'deactivate' : 'reactivate'}`, json({ id: companyId }));

    for (const [cut, kind] of [
      [1, 'cut'],
      [2, 'cut'],
      [3, 'blackhole'],
      [4, 'blackhole'],
    ] as const) {
      if (kind === 'cut') proxy.cut();
      else proxy.blackhole();
      const answers = await Promise.all([
        timed(`${url}/api/health/ready`),
        timed(`${url}/api/companys`, auth),
        timed(`${url}/api/users`, auth),
        timed(`${url}/api/settings/public`),
        timed(`${url}/api/login/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'a@b.com.br', password: 'x' }),
        }),
        ...[0, 1, 2, 3, 4, 5].map(toggle),
      ]);
      const [health, ...others] = answers;
      expect(health.status, JSON.stringify(health)).toBe(503);
      // the readiness route's own documented shape (the change signal's connection may not have missed its heartbeat yet)
      expect(health.body).toEqual({
        status: 'error',
        database: 'down',
        redis: 'off',
        storage: 'off',
        changeSignal: expect.stringMatching(/^(up|down)$/),
      });
      for (const answer of others) {
        expect(answer.status, JSON.stringify(answer)).toBe(503);
        expect(isErrorBody(answer.body, 503), JSON.stringify(answer.body)).toBe(true);
      }
      for (const answer of answers) expect(answer.ms, JSON.stringify(answer)).toBeLessThan(BOUND_MS);
      expect(server.child.exitCode).toBeNull();
      // a black-holed connection closes nothing: the change signal's heartbeat finds its listener deaf all the same
      const signalDown = async () => ((await timed(`${url}/api/health/ready`)).body as { changeSignal?: string }).changeSignal === 'down';
      const deadline = Date.now() + 10_000;
      while (!(await signalDown())) {
        expect(Date.now(), `outage ${cut} (${kind}): readiness reports the change signal down`).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      proxy.restore();
      const restoredAt = Date.now();
      let recovered = false;
      while (!recovered && Date.now() - restoredAt < 15_000) {
        const [health, list] = await Promise.all([timed(`${url}/api/health/ready`), timed(`${url}/api/companys`, auth)]);
        recovered = health.status === 200 && list.status === 200;
        // every connection of the pool good again: a run of writes (each its own transaction) all pass
        for (let i = 0; recovered && i < 12; i++) recovered = (await toggle(i)).status === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(recovered, `outage ${cut} (${kind}): service back after the restore`).toBe(true);
      console.log(
        `database outage ${cut} (${kind}): answers in ${answers.map((a) => a.ms).join('/')} ms, back ${Date.now() - restoredAt} ms after the restore`,
      );
    }
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
