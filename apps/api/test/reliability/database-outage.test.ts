/**
 * Database outage (PostgreSQL only: TEST_DATABASE_URL): the server reaches PostgreSQL through a small
 * TCP proxy the test cuts (open sockets destroyed, new connections held without an answer, like a dead
 * network) and restores. During the cut: 503 in the error format within a bounded time, no crash;
 * after the restore the service comes back by itself.
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

const postgresUrl = process.env.TEST_DATABASE_URL;
/** The bound asserted for an answer during the cut (the pool's connection timeout is 5 s). */
const BOUND_MS = 8_000;

/** A TCP proxy to host:port that can be cut (sockets destroyed, new ones black-holed) and restored. */
const createProxy = async (target: { host: string; port: number }) => {
  let isCut = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (isCut) return; // black hole: accepted, never answered
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
      for (const socket of sockets) socket.destroy(); // the black-holed ones
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
  let body: unknown = null;
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
    server = await startServer(bundle, { DATABASE_URL: proxied.toString(), DATA_DIR: dataDir });
    const { url } = server;
    const token = await loginAdmin(url);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect((await timed(`${url}/api/companys`, auth)).status).toBe(200);

    for (let cut = 1; cut <= 2; cut++) {
      proxy.cut();
      const answers = await Promise.all([
        timed(`${url}/api/health`),
        timed(`${url}/api/companys`, auth),
        timed(`${url}/api/users`, auth),
        timed(`${url}/api/settings/public`),
        timed(`${url}/api/login/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'a@b.com.br', password: 'x' }) }),
      ]);
      const [health, ...others] = answers;
      expect(health!.status, JSON.stringify(health)).toBe(503);
      expect(health!.body).toEqual({ status: 'error', database: 'down' }); // the health route's own documented shape
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
        const [health, list] = await Promise.all([timed(`${url}/api/health`), timed(`${url}/api/companys`, auth)]);
        recovered = health.status === 200 && list.status === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(recovered, `cut ${cut}: service back after the restore`).toBe(true);
      console.log(`database outage ${cut}: answers in ${answers.map((a) => a.ms).join('/')} ms, back ${Date.now() - restoredAt} ms after the restore`);
    }
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
