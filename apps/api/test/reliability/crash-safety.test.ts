/**
 * Crash safety: the real server takes concurrent company creations and updates and is killed with
 * SIGKILL at random moments, 20 rounds. After each restart every write answered 2xx is there (ids and
 * updated values), and no company exists without its lines and its log entry (and its latest log entry
 * matches it). Embedded database by default; PostgreSQL (a fresh database) when TEST_DATABASE_URL is set.
 * Seeded (CRASH_SEED): the kill moments and payloads reproduce.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj } from '@rede/domain';
import { PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { generateCnpj } from '../../src/db/seed/generate-cnpj.ts';
import { createRandom } from '../../src/db/seed/prng.ts';
import {
  createPostgresDatabase,
  ensureServerBundle,
  loginAdmin,
  removeServerBundle,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process.ts';

const ROUNDS = 20;
const WORKERS = 6;
const SEED = Number(process.env.CRASH_SEED ?? 20_240_607);
const postgresUrl = process.env.TEST_DATABASE_URL;
const random = createRandom(SEED);

let bundle = '';
let dataDir = '';
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let server: ServerProcess | null = null;

beforeAll(async () => {
  bundle = ensureServerBundle();
  dataDir = tempDataDir('crash');
  if (postgresUrl) database = await createPostgresDatabase(postgresUrl, 'crash');
}, 90_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  removeServerBundle(bundle);
});

type Check = { rows: Map<number, string>; withoutLines: number[]; withoutLog: number[]; logMismatch: number[] };

/** The invariants, in SQL: every company has a line and a log entry, and its latest entry has its name. */
const INVARIANTS_SQL = {
  rows: 'select id, name from companies order by id',
  withoutLines: 'select c.id from companies c where not exists (select 1 from company_lines cl where cl.company_id = c.id)',
  withoutLog: 'select c.id from companies c where not exists (select 1 from company_logs l where l.company_id = c.id)',
  logMismatch: `select c.id from companies c join lateral (
      select l.name from company_logs l where l.company_id = c.id order by l.id desc limit 1
    ) last on true where last.name <> c.name`,
};

const check = async (query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Check> => {
  const ids = async (text: string) => (await query(text)).map((r) => Number(r.id));
  return {
    rows: new Map((await query(INVARIANTS_SQL.rows)).map((r) => [Number(r.id), String(r.name)])),
    withoutLines: await ids(INVARIANTS_SQL.withoutLines),
    withoutLog: await ids(INVARIANTS_SQL.withoutLog),
    logMismatch: await ids(INVARIANTS_SQL.logMismatch),
  };
};

/** A short-lived connection: pg on PostgreSQL; on the embedded database the data dir itself (server dead, lock stale). */
const checkDatabase = async (): Promise<Check> => {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await check(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: PGLITE_EXTENSIONS });
  try {
    return await check(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
};

const serverEnv = (): Record<string, string> => (database ? { DATABASE_URL: database.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir });

type Page<T> = { data: T[]; total: number };
const readAll = async <T>(url: string, headers: Record<string, string>): Promise<T[]> => {
  const out: T[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const response = await fetch(`${url}&pageSize=100&pageIndex=${pageIndex}`, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as Page<T>;
    out.push(...page.data);
    if (page.data.length < 100 || out.length >= page.total) return out;
  }
};

/** The same invariants through the restarted server: the admin list and each company's latest log entry. */
const checkThroughApi = async (url: string, headers: Record<string, string>): Promise<Check> => {
  const list = await readAll<{ id: number; name: string; lines: unknown[] }>(`${url}/api/companys?orderBy=id&orderDirection=asc`, headers);
  const logs = await readAll<{ companyId: number; name: string; companyExists: boolean }>(`${url}/api/companysLog/companies?orderBy=id`, headers);
  const latest = new Map(logs.filter((l) => l.companyExists).map((l) => [l.companyId, l.name]));
  return {
    rows: new Map(list.map((c) => [c.id, c.name])),
    withoutLines: list.filter((c) => c.lines.length === 0).map((c) => c.id),
    withoutLog: list.filter((c) => !latest.has(c.id)).map((c) => c.id),
    logMismatch: list.filter((c) => latest.has(c.id) && latest.get(c.id) !== c.name).map((c) => c.id),
  };
};

const payload = (name: string) => ({
  name,
  cnpj: formatCnpj(generateCnpj(random)),
  razaoSocial: `${name} Ltda`,
  phone: '(11) 3333-4444',
  email: `contato${random.int(0, 1e9)}@loja.com.br`,
  lines: random.sample([1, 2, 3, 4, 5], random.int(1, 3)),
  isAssistence: random.chance(0.3),
  cep: '01310-100',
  addressPosition: { latitude: -23.5614, longitude: -46.6559 },
  logradouro: 'Avenida Paulista',
  numero: String(random.int(1, 5000)),
  neibor: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
});

/** What the client knows: acknowledged values, and the value of a write whose answer never came. */
type Known = { acked: string; pending: string | null; body: ReturnType<typeof payload> & { id: number } };

describe(`crash safety (${postgresUrl ? 'PostgreSQL' : 'embedded database'}): SIGKILL during concurrent writes`, () => {
  it(`keeps every acknowledged write and every company's lines and log over ${ROUNDS} kills`, async () => {
    const known = new Map<number, Known>();
    let acknowledged = 0;
    let sequence = 0;
    const startedAt = Date.now();

    /** Every acknowledged write is there; an unanswered one may or may not be (from now on the stored value is the truth). */
    const verify = (state: Check, when: string) => {
      expect(state.withoutLines, `${when}: companies without lines`).toEqual([]);
      expect(state.withoutLog, `${when}: companies without a log entry`).toEqual([]);
      expect(state.logMismatch, `${when}: latest log entry differs from the company`).toEqual([]);
      for (const [id, entry] of known) {
        const name = state.rows.get(id);
        expect(name, `${when}: acknowledged company ${id} lost`).toBeDefined();
        expect([entry.acked, entry.pending], `${when}: company ${id} has ${name}`).toContain(name);
        entry.acked = name!;
        entry.body = { ...entry.body, name: name! };
        entry.pending = null;
      }
    };

    for (let round = 1; round <= ROUNDS; round++) {
      // Embedded database: the .lock of the killed process names a dead pid and must be taken over.
      server = await startServer(bundle, serverEnv());
      const { url } = server;
      const token = await loginAdmin(url);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      if (round > 1) verify(await checkThroughApi(url, headers), `after restart ${round - 1}`);

      let killed = false;
      const worker = async (w: number) => {
        const mine: number[] = [];
        while (!killed) {
          const update = mine.length > 0 && random.chance(0.5);
          try {
            if (update) {
              const id = random.pick(mine);
              const entry = known.get(id)!;
              const name = `Empresa ${round}-${w}-${++sequence} atualizada`;
              entry.pending = name;
              const response = await fetch(`${url}/api/companys`, {
                method: 'PUT',
                headers,
                body: JSON.stringify({ company: { ...entry.body, name } }),
              });
              const text = await response.text();
              if (response.status !== 200) throw new Error(`PUT ${response.status} ${text}`);
              entry.acked = name;
              entry.body = { ...entry.body, name };
              entry.pending = null;
            } else {
              const body = payload(`Empresa ${round}-${w}-${++sequence}`);
              const response = await fetch(`${url}/api/companys`, { method: 'POST', headers, body: JSON.stringify({ company: body }) });
              const text = await response.text();
              if (response.status !== 201) throw new Error(`POST ${response.status} ${text}`);
              const id = (JSON.parse(text) as { id: number }).id;
              known.set(id, { acked: body.name, pending: null, body: { ...body, id } });
              mine.push(id);
            }
            acknowledged++;
          } catch (error) {
            if (killed) return; // no answer: the write may or may not be there
            throw error;
          }
        }
      };
      const createdBefore = known.size;
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
      await new Promise((resolve) => setTimeout(resolve, random.int(200, 1000)));
      // every round kills after at least one acknowledged creation, however slow the machine
      for (let waited = 0; known.size === createdBefore && waited < 30_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      killed = true;
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      await Promise.all(workers);
    }

    // After the last kill: the same invariants in SQL, through a short-lived connection.
    verify(await checkDatabase(), 'SQL after the last kill');
    server = await startServer(bundle, serverEnv());
    const headers = { authorization: `Bearer ${await loginAdmin(server.url)}` };
    verify(await checkThroughApi(server.url, headers), 'after the last restart');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    console.log(
      `crash safety: ${ROUNDS} SIGKILLs, ${acknowledged} acknowledged writes, ${known.size} companies, ${Date.now() - startedAt} ms (seed ${SEED})`,
    );
    expect(known.size).toBeGreaterThanOrEqual(ROUNDS);
  }, 600_000); // ~80 s on an idle 2-core machine; generous for loaded CI runners
});
