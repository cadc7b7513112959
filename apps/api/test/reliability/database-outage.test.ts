/**
 * Database outage (PostgreSQL only: TEST_DATABASE_URL): the server reaches PostgreSQL through a small
 * TCP proxy the test cuts (open sockets destroyed, new connections held without an answer) or
 * black-holes (open connections stay open but nothing comes back: queries hang instead of failing),
 * then restores. During the outage: 503 in the error format within a bounded time, no crash; after the
 * restore the service comes back by itself (the pool drops the connections that hung).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
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

const postgresUrl = process.env.TEST_DATABASE_URL;
/** The bound asserted for an answer during the cut (the pool's connection timeout is 5 s). */
const BOUND_MS = 8_000;

/**
 * A TCP proxy to host:port that can be cut (sockets destroyed, new ones black-holed), black-holed
 * (every byte dropped both ways on the open sockets, which stay open, and new ones never answered: a
 * network that hangs instead of failing) and restored (new connections flow again; black-holed sockets
 * stay dead, as connections the server lost would: the pool has to throw them away itself).
 */
const createProxy = async (target: { host: string; port: number }) => {
  let mode: 'open' | 'cut' | 'blackhole' = 'open';
  const sockets = new Set<Socket>();
  const dead = new WeakSet<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode !== 'open') {
      dead.add(client); // accepted, never answered
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (!dead.has(client)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!dead.has(client)) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.destroy();
    },
    blackhole() {
      mode = 'blackhole';
      for (const socket of sockets) dead.add(socket);
    },
    restore() {
      if (mode === 'cut') for (const socket of sockets) socket.destroy(); // the black-holed new ones
      mode = 'open';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

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
  let proxy: Awaited<ReturnType<typeof createProxy>>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    bundle = ensureServerBundle();
    dataDir = tempDataDir('outage');
    database = await createPostgresDatabase(postgresUrl!, 'outage');
    const target = new URL(postgresUrl!);
    proxy = await createProxy({ host: target.hostname, port: Number(target.port || 5432) });
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
    // Short statement timeout: a black-holed query is given up after 1 s + 2 s.
    server = await startServer(bundle, { DATABASE_URL: proxied.toString(), DATA_DIR: dataDir, DATABASE_STATEMENT_TIMEOUT_MS: '1000' });
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
      expect(health.body).toEqual({ status: 'error', database: 'down', redis: 'off', storage: 'off' }); // the readiness route's own documented shape
      for (const answer of others) {
        expect(answer.status, JSON.stringify(answer)).toBe(503);
        expect(isErrorBody(answer.body, 503), JSON.stringify(answer.body)).toBe(true);
      }
      for (const answer of answers) expect(answer.ms, JSON.stringify(answer)).toBeLessThan(BOUND_MS);
      expect(server.child.exitCode).toBeNull();

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
