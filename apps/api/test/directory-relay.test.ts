/**
 * The change signal between instances (LISTEN/NOTIFY): two apps on one PostgreSQL database, each with
 * its own read model and public cache. Runs with TEST_DATABASE_URL (the embedded database is one process).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app.ts';
import { companies } from '../src/db/schema/index.ts';
import { asAdminOf, companyPayload, lineIdsByName, postCompany, tag } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';

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
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    await database.db.update(companies).set({ isActive: false }).where(eq(companies.id, created.id));
    await within(5_000, async () => two.directoryRelay!.reconnects > reconnectsBefore && two.directoryRelay!.listening, true);
    await within(5_000, () => listedIds(two, t), []);
  });
});
