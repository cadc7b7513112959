/**
 * The change signal between instances (LISTEN/NOTIFY): two apps on one PostgreSQL database, each with
 * its own read model and public cache. Runs with TEST_DATABASE_URL (the embedded database is one process).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import type { App } from '../src/app.ts';
import { fromPool } from '../src/db/client.ts';
import { companies } from '../src/db/schema/index.ts';
import { DIRECTORY_CHANNEL, LISTENER_APPLICATION_NAME } from '../src/plugins/app/directory-relay.ts';
import { asAdminOf, companyPayload, lineIdsByName, postCompany, tag } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { createTcpProxy } from './helpers/tcp-proxy.ts';

const onPostgres = inject('postgresTemplate') !== null;
const database = useTestDatabase();

const listedIds = async (app: App, term: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?searchTerm=${encodeURIComponent(term)}&pageSize=100` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Array<{ id: number }> }).data.map((p) => p.id).sort((a, b) => a - b);
};

/** Polls until `read` gives `expected`, at most `withinMs`; returns how long it took. */
const within = async (withinMs: number, read: () => Promise<unknown>, expected: unknown) => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return Date.now() - started;
    if (Date.now() - started > withinMs) expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The test database reached through a TCP proxy the test can black-hole (a pool of its own). */
const throughProxy = async () => {
  const url = new URL((database.handle.client as pg.Pool).options.connectionString!);
  const proxy = await createTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => undefined);
  onTestFinished(async () => {
    await proxy.close();
    await pool.end().catch(() => undefined);
  });
  return { proxy, db: fromPool(pool).db };
};

const readiness = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return [response.statusCode, (response.json() as { changeSignal: string }).changeSignal];
};

describe.skipIf(!onPostgres)('change signal between instances (PostgreSQL LISTEN/NOTIFY; needs TEST_DATABASE_URL)', () => {
  it("a write on one instance shows in the other's public answers within 1 s (approve, deactivate, delete)", async () => {
    const one = (await build(database.db)).app;
    const two = (await build(database.db)).app;
    expect(one.directoryRelay?.listening).toBe(true);
    expect(two.directoryRelay?.listening).toBe(true);
    const L = await lineIdsByName(database.db);
    const t = `relay${tag()}`;
    expect(await listedIds(two, t)).toEqual([]); // read model built and the answer cached on the second instance

    const created = await postCompany(asAdminOf(one), companyPayload({ name: `${t} Alfa`, status: 'pending', lines: [L.Moto!] }));
    const admin = asAdminOf(one);
    expect((await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: created.id } })).statusCode).toBe(200);
    expect(await within(1_000, () => listedIds(two, t), [created.id])).toBeLessThan(1_000);

    expect((await admin({ method: 'POST', url: '/api/companys/company/deactivate', payload: { id: created.id } })).statusCode).toBe(200);
    await within(1_000, () => listedIds(two, t), []);
    expect((await admin({ method: 'POST', url: '/api/companys/company/reactivate', payload: { id: created.id } })).statusCode).toBe(200);
    await within(1_000, () => listedIds(two, t), [created.id]);
    expect((await admin({ method: 'DELETE', url: `/api/companys?id=${created.id}` })).statusCode).toBe(200);
    await within(1_000, () => listedIds(two, t), []);
  });

  it('an instance that lost its listening connection reconnects and rebuilds: a change it missed shows', async () => {
    const two = (await build(database.db)).app;
    const L = await lineIdsByName(database.db);
    const t = `relay${tag()}`;
    const created = await postCompany(asAdminOf(two), companyPayload({ name: `${t} Beta`, status: 'approved', isActive: true, lines: [L.Moto!] }));
    expect(await listedIds(two, t)).toEqual([created.id]);
    const reconnectsBefore = two.directoryRelay!.reconnects;
    // cut the listener's connection from the server side, then change the data with nobody told
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    await database.db.update(companies).set({ isActive: false }).where(eq(companies.id, created.id));
    await within(5_000, async () => two.directoryRelay!.reconnects > reconnectsBefore && two.directoryRelay!.listening, true);
    await within(5_000, () => listedIds(two, t), []);
  });

  it('a listening connection that goes silent (packets dropped, nothing closed) is found by its heartbeat: not ready meanwhile, then reconnected and rebuilt', async () => {
    const one = (await build(database.db)).app;
    const { proxy, db } = await throughProxy();
    const two = (await build(db, { config: { changeSignalHeartbeatMs: 500 } })).app;
    await within(5_000, () => readiness(two), [200, 'up']);
    const L = await lineIdsByName(database.db);
    const t = `relay${tag()}`;
    const admin = asAdminOf(one);
    const created = await postCompany(admin, companyPayload({ name: `${t} Gama`, status: 'pending', lines: [L.Moto!] }));
    expect(await listedIds(two, t)).toEqual([]);
    const reconnectsBefore = two.directoryRelay!.reconnects;

    proxy.blackholeWhere(`LISTEN ${DIRECTORY_CHANNEL}`);
    expect((await admin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: created.id } })).statusCode).toBe(200);
    // deaf, and it says so: the balancer takes it out while it reconnects (its new connections' LISTEN go silent too)
    await within(5_000, () => readiness(two), [503, 'down']);
    expect(await listedIds(two, t)).toEqual([]);

    proxy.restore();
    await within(10_000, () => readiness(two), [200, 'up']);
    await within(5_000, () => listedIds(two, t), [created.id]);
    expect(two.directoryRelay!.reconnects).toBeGreaterThan(reconnectsBefore);
  });

  it('a change no signal announced (written straight to the database) shows once the backstop sees the database marker move', async () => {
    const two = (await build(database.db, { config: { changeSignalRecheckMs: 300 } })).app;
    const L = await lineIdsByName(database.db);
    const t = `relay${tag()}`;
    const created = await postCompany(asAdminOf(two), companyPayload({ name: `${t} Delta`, status: 'approved', isActive: true, lines: [L.Moto!] }));
    expect(await listedIds(two, t)).toEqual([created.id]);
    const resyncsBefore = two.directoryRelay!.resyncs;
    await database.db.update(companies).set({ isActive: false }).where(eq(companies.id, created.id));
    await within(5_000, () => listedIds(two, t), []);
    expect(two.directoryRelay!.resyncs).toBeGreaterThan(resyncsBefore);
    expect(two.directoryRelay!.listening).toBe(true);
  });
});
