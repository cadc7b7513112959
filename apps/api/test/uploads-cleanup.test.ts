/**
 * The scheduled cleanup of uploaded files nobody references (deleteUnreferencedUploads through
 * app.uploadCleanup): after the grace period only, never a referenced file, a form's claim restarts the
 * grace period, files stored before uploads were recorded are found, and on several instances each file
 * is removed once.
 */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { DEFAULT_UPLOAD_POLICY } from '../src/config/upload-policy.ts';
import * as schema from '../src/db/schema/index.ts';
import {
  banners,
  companies,
  companyLogs,
  companyPendingChanges,
  lines,
  menuMains,
  menuSecondarys,
  notifications,
  settings,
  uploads,
} from '../src/db/schema/index.ts';
import { createMemoryStorage, type MemoryStorage } from '../src/lib/storage/memory-storage.ts';
import { JOB_LOCKS } from '../src/db/run-exclusively.ts';
import { UPLOAD_REFERENCE_COLUMNS } from '../src/modules/uploads/upload-references.ts';
import { proposedValuesOf } from '../src/modules/companys/company-pending-change.ts';
import { TEST_ADMIN, build, createCompany, createTestClock, testConfig, useTestDatabase, type TestClock } from './helpers/index.ts';
import { multipartBody, PNG_1X1 } from './helpers/multipart.ts';

const database = useTestDatabase();
const HOUR = 3_600_000;
const GRACE = DEFAULT_UPLOAD_POLICY.orphanGraceMs;

const newName = () => `${crypto.randomUUID()}.png`;

/** An app on a memory store dated by the test clock (cleanup timer off, as under NODE_ENV=test). */
const setup = async (options: { clock?: TestClock; storage?: MemoryStorage } = {}) => {
  const clock = options.clock ?? createTestClock(new Date('2026-03-01T12:00:00Z'));
  const storage = options.storage ?? createMemoryStorage({ now: clock });
  const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: storage, clock });
  await app.ready();
  onTestFinished(() => app.close());
  // a fresh login each time: the test clock moves past the token's lifetime
  const asAdmin = async (request: InjectOptions) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { userName: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${login.json<{ token: string }>().token}` } });
  };
  /** Uploads one PNG through the API as the administrator; its stored name. */
  const upload = async () => {
    const body = await multipartBody([{ name: 'imagem.png', data: PNG_1X1 }]);
    const response = await asAdmin({ method: 'POST', url: '/api/uploads/uploadFiles', ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ paths: string[] }>().paths[0]!;
  };
  return { app, clock, storage, asAdmin, upload };
};

/** A file in the store with its upload row, stored `ageMs` before the clock. */
const storedUpload = async (storage: MemoryStorage, clock: TestClock, ageMs: number) => {
  const name = newName();
  await storage.save(name, PNG_1X1);
  storage.modified.set(name, new Date(clock().getTime() - ageMs));
  await database.db.insert(uploads).values({ name, bytes: PNG_1X1.length, createdAt: new Date(clock().getTime() - ageMs) });
  return name;
};

const rowOf = async (name: string) => (await database.db.select().from(uploads).where(eq(uploads.name, name)))[0];

describe('deleting unreferenced uploads', () => {
  it('removes an upload nobody references only once the grace period (24 h) is over', async () => {
    const { app, clock, storage, upload } = await setup();
    const name = await upload();
    clock.advance(GRACE - HOUR);
    expect((await app.uploadCleanup.runNow()).removed).not.toContain(name);
    expect(storage.files.has(name)).toBe(true);

    clock.advance(2 * HOUR);
    const result = await app.uploadCleanup.runNow();
    expect(result.ran).toBe(true);
    expect(result.removed).toContain(name);
    expect(storage.files.has(name)).toBe(false);
    expect((await rowOf(name))?.deletedAt).toEqual(clock());
    expect((await app.inject({ method: 'GET', url: `/api/uploads/files/${name}` })).statusCode).toBe(404);
  });

  it('never removes a file that any image column (or a text or link) references, in any of the accepted forms', async () => {
    const { app, clock, storage } = await setup();
    const old = () => storedUpload(storage, clock, 10 * GRACE);
    const referenced: string[] = [];
    const ref = async (form: (name: string) => string = (n) => n) => {
      const name = await old();
      referenced.push(name);
      return form(name);
    };
    const company = await createCompany(database.db);
    await database.db
      .update(companies)
      .set({ logo: await ref(), photo: await ref((n) => `/api/uploads/files/${n}`) })
      .where(eq(companies.id, company.id));
    await database.db
      .insert(companyLogs)
      .values({ companyId: company.id, typeAction: 'update', name: 'Histórico', logo: await ref(), photo: await ref((n) => `uploads/${n}`) });
    const proposedLogo = await ref();
    await database.db.insert(companyPendingChanges).values({
      companyId: company.id,
      proposed: { ...proposedValuesOf({ ...company, lines: [] }), logo: proposedLogo },
      requestedAt: new Date(),
      baseUpdatedAt: company.dtUpdate,
    });
    await database.db.insert(lines).values({ name: `Linha ${crypto.randomUUID().slice(0, 8)}`, icon: await ref() });
    await database.db.insert(banners).values({ image: await ref(), link: await ref((n) => `https://exemplo.com.br/api/uploads/files/${n}`) });
    await database.db.insert(menuMains).values({ image: await ref(), link: await ref((n) => `/api/uploads/files/${n}`) });
    await database.db.insert(menuSecondarys).values({ title: 'Menu', link: await ref((n) => `/api/uploads/files/${n}`) });
    await database.db.insert(notifications).values({
      title: 'Aviso',
      image: await ref(),
      link: await ref((n) => `/api/uploads/files/${n}`),
      content: `Veja <img src="/api/uploads/files/${await ref()}">`,
    });
    await database.db.insert(settings).values({
      bannerMobile: await ref(),
      bannerDesk: await ref((n) => n.toUpperCase()),
      termsAndConditions: `Logo: /api/uploads/files/${await ref()}`,
      privacyPolicy: `![](/api/uploads/files/${await ref()})`,
    });
    const orphan = await old();

    const result = await app.uploadCleanup.runNow();
    expect(result.removed).toContain(orphan);
    for (const name of referenced) {
      expect(result.removed, name).not.toContain(name);
      expect(storage.files.has(name), name).toBe(true);
      expect((await rowOf(name))?.deletedAt, name).toBeNull();
    }
    // every column of UPLOAD_REFERENCE_COLUMNS took part
    expect(referenced).toHaveLength(UPLOAD_REFERENCE_COLUMNS.length);
  });

  it('lists every image-like column of the schema among the references (a new image or gallery column must be added)', () => {
    const imageLike = /logo|photo|image|icon|banner|gallery|picture|avatar|thumb/i;
    const listed = new Set(UPLOAD_REFERENCE_COLUMNS);
    const missing: string[] = [];
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable) || table === uploads) continue;
      const config = getTableConfig(table);
      for (const column of config.columns as AnyPgColumn[]) {
        if (imageLike.test(column.name) && !listed.has(column)) missing.push(`${config.name}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps a file a form named recently (its grace period starts again), and refuses a form naming a file already removed', async () => {
    const { app, clock, storage, upload, asAdmin } = await setup();
    const name = await upload();
    clock.advance(GRACE - HOUR);
    // a form names it (the check before its write): the cleanup that follows leaves it alone
    expect(await app.uploadStorage.claim(name)).toBe(true);
    clock.advance(2 * HOUR);
    expect((await app.uploadCleanup.runNow()).removed).not.toContain(name);
    expect((await rowOf(name))?.claimedAt).toEqual(new Date(clock().getTime() - 2 * HOUR));
    clock.advance(GRACE);
    expect((await app.uploadCleanup.runNow()).removed).toContain(name);

    // a form naming it now: 400 at the field, nothing written
    const banner = await asAdmin({ method: 'POST', url: '/api/banners', payload: { banner: { image: name } } });
    expect(banner.statusCode).toBe(400);
    expect(banner.json().additionalData).toEqual({ 'banner.image': 'Valor inválido' });

    // decided (row marked) but the file still there (a removal that failed): no form may take it, the next run removes it
    const leftover = await upload();
    await database.db.update(uploads).set({ deletedAt: clock() }).where(eq(uploads.name, leftover));
    expect(storage.files.has(leftover)).toBe(true);
    expect(await app.uploadStorage.claim(leftover)).toBe(false);
    expect((await asAdmin({ method: 'POST', url: '/api/banners', payload: { banner: { image: leftover } } })).statusCode).toBe(400);
    expect((await app.uploadCleanup.runNow()).removed).toContain(leftover);
    expect(storage.files.has(leftover)).toBe(false);
  });

  it('a file saved in a form is kept for good; replaced, it goes after the grace period', async () => {
    const { app, clock, storage, upload, asAdmin } = await setup();
    const first = await upload();
    const created = await asAdmin({ method: 'POST', url: '/api/banners', payload: { banner: { image: first } } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    clock.advance(3 * GRACE);
    expect((await app.uploadCleanup.runNow()).removed).not.toContain(first);

    const second = await upload();
    expect((await asAdmin({ method: 'PUT', url: '/api/banners', payload: { banner: { id, image: second } } })).statusCode).toBe(200);
    clock.advance(GRACE + HOUR);
    const result = await app.uploadCleanup.runNow();
    expect(result.removed).toContain(first);
    expect(result.removed).not.toContain(second);
    expect(storage.files.has(second)).toBe(true);
  });

  it('finds files stored before uploads were recorded (no row): recorded by their date, removed after the grace period unless referenced', async () => {
    const clock = createTestClock(new Date('2026-04-01T12:00:00Z'));
    const dataDir = mkdtempSync(join(tmpdir(), 'rede-cleanup-'));
    const { app } = await build(database.db, { clock, config: { dataDir } });
    const folder = join(dataDir, 'uploads');
    const put = (name: string, ageMs: number) => {
      writeFileSync(join(folder, name), PNG_1X1);
      const at = new Date(clock().getTime() - ageMs);
      utimesSync(join(folder, name), at, at);
      return name;
    };
    const oldOrphan = put(newName(), 3 * GRACE);
    const oldReferenced = put(newName(), 3 * GRACE);
    const recent = put(newName(), HOUR);
    const company = await createCompany(database.db);
    await database.db.update(companies).set({ logo: oldReferenced }).where(eq(companies.id, company.id));
    writeFileSync(join(folder, 'LEIA-ME.txt'), 'not an upload name'); // never touched

    const result = await app.uploadCleanup.runNow();
    expect(result.recorded).toBeGreaterThanOrEqual(2);
    expect(result.removed).toContain(oldOrphan);
    expect(result.removed).not.toContain(oldReferenced);
    expect(result.removed).not.toContain(recent);
    const rows = await database.db
      .select()
      .from(uploads)
      .where(inArray(uploads.name, [oldOrphan, oldReferenced, recent]));
    expect(rows.map((r) => [r.name, r.userId, r.bytes, r.deletedAt !== null]).sort()).toEqual(
      [
        [oldOrphan, null, PNG_1X1.length, true],
        [oldReferenced, null, PNG_1X1.length, false],
      ].sort(),
    );
    expect(await app.uploadStorage.exists(oldReferenced)).toBe(true);
    expect(await app.uploadStorage.exists(recent)).toBe(true);
    expect(await app.uploadStorage.exists(oldOrphan)).toBe(false);
  });

  it('keeps an upload that LOGO_URL names', async () => {
    const clock = createTestClock(new Date('2026-05-01T12:00:00Z'));
    const storage = createMemoryStorage({ now: clock });
    const logo = await storedUpload(storage, clock, 3 * GRACE);
    const config = testConfig();
    const app = await buildApp({
      config: { ...config, branding: { ...config.branding, logoUrl: `/api/uploads/files/${logo}` } },
      db: database.db,
      logger: false,
      webDistDir: null,
      uploadStorage: storage,
      clock,
    });
    onTestFinished(() => app.close());
    await app.ready();
    expect((await app.uploadCleanup.runNow()).removed).not.toContain(logo);
    expect(storage.files.has(logo)).toBe(true);
  });
});

describe('several instances', () => {
  it('two instances running at once remove each file once', async () => {
    const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
    const storage = createMemoryStorage({ now: clock });
    const first = await setup({ clock, storage });
    const second = await setup({ clock, storage });
    const names = await Promise.all(Array.from({ length: 30 }, () => storedUpload(storage, clock, 2 * GRACE)));
    const [a, b] = await Promise.all([first.app.uploadCleanup.runNow(), second.app.uploadCleanup.runNow()]);
    const removed = [...a.removed, ...b.removed].filter((name) => names.includes(name));
    expect(removed.sort()).toEqual([...names].sort());
    expect(new Set(removed).size).toBe(removed.length);
    for (const name of names) expect(storage.files.has(name)).toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('a run that meets another instance deciding (the advisory lock is held) skips (PostgreSQL)', async () => {
    const { app, clock, storage } = await setup();
    const name = await storedUpload(storage, clock, 2 * GRACE);
    const pool = database.handle.client as Pool;
    const other = await pool.connect();
    try {
      await other.query('begin');
      await other.query(`select pg_advisory_xact_lock(${JOB_LOCKS.uploadCleanup})`);
      const skipped = await app.uploadCleanup.runNow();
      expect(skipped.ran).toBe(false);
      expect(skipped.removed).not.toContain(name);
      expect(storage.files.has(name)).toBe(true);
      await other.query('commit');
      const ran = await app.uploadCleanup.runNow();
      expect(ran.ran).toBe(true);
      expect(ran.removed).toContain(name);
    } finally {
      other.release();
    }
  });
});

describe('schedule', () => {
  it('is off under NODE_ENV=test; started, it runs on its timer', async () => {
    const clock = createTestClock(new Date('2026-07-01T12:00:00Z'));
    const { app, storage } = await setup({ clock });
    expect(app.uploadCleanup.isStarted).toBe(false);
    const name = await storedUpload(storage, clock, 2 * GRACE);
    app.uploadCleanup.start(20);
    expect(app.uploadCleanup.isStarted).toBe(true);
    for (let i = 0; i < 200 && storage.files.has(name); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.files.has(name)).toBe(false);
    app.uploadCleanup.stop();
    expect(app.uploadCleanup.isStarted).toBe(false);
  });
});
