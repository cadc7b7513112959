/**
 * Each upload is recorded (who, name, bytes, when), and the per-user quotas apply: bytes uploaded in any
 * 24 hours and bytes still stored. A quota already used up answers 413 before the body is read; one a
 * request crosses stops it at that chunk and leaves nothing of it stored.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { DEFAULT_UPLOAD_POLICY, type UploadPolicy } from '../src/config/upload-policy.ts';
import { uploads } from '../src/db/schema/index.ts';
import { createMemoryStorage } from '../src/lib/storage/memory-storage.ts';
import { createCompany, createTestClock, createUser, testConfig, useTestDatabase, type TestUser } from './helpers/index.ts';
import { multipartBody, PNG_1X1, pngOfSize, streamedUpload } from './helpers/multipart.ts';

const database = useTestDatabase();
const KB = 1024;
const HOUR = 3_600_000;

const setup = async (policy: Partial<UploadPolicy>, before?: (app: App) => void) => {
  const clock = createTestClock(new Date('2026-02-01T09:00:00Z'));
  const storage = createMemoryStorage({ now: clock });
  const app = await buildApp({
    config: testConfig({ uploads: { ...DEFAULT_UPLOAD_POLICY, ratePerMinute: 1000, ...policy } }),
    db: database.db,
    logger: false,
    webDistDir: null,
    uploadStorage: storage,
    clock,
  });
  before?.(app);
  await app.ready();
  onTestFinished(() => app.close());
  const company = await createCompany(database.db, { status: 'approved' });
  const user = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
  const tokenOf = async (who: TestUser) =>
    (await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: who.email, password: who.password } })).json<{
      token: string;
    }>().token;
  const send = async (files: { name: string; data: Buffer }[], who: TestUser = user) => {
    const body = await multipartBody(files);
    return app.inject({
      method: 'POST',
      url: '/api/uploads/uploadFiles',
      headers: { ...body.headers, authorization: `Bearer ${await tokenOf(who)}` },
      payload: body.payload,
    });
  };
  return { app, clock, storage, user, send, tokenOf };
};

const rowsOf = (userId: number) => database.db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(uploads.id);

describe('upload records', () => {
  it('records who uploaded each file, its stored and original names, its size and when', async () => {
    const { clock, send, user } = await setup({});
    const response = await send([
      { name: 'logo da loja.png', data: pngOfSize(3 * KB) },
      { name: 'fachada.png', data: pngOfSize(5 * KB) },
    ]);
    expect(response.statusCode).toBe(200);
    const [logo, front] = response.json<{ paths: string[] }>().paths;
    const rows = await rowsOf(user.id);
    expect(
      rows.map(({ name, userId, originalName, bytes, createdAt, claimedAt, deletedAt }) => ({
        name,
        userId,
        originalName,
        bytes,
        createdAt,
        claimedAt,
        deletedAt,
      })),
    ).toEqual([
      { name: logo, userId: user.id, originalName: 'logo da loja.png', bytes: 3 * KB, createdAt: clock(), claimedAt: null, deletedAt: null },
      { name: front, userId: user.id, originalName: 'fachada.png', bytes: 5 * KB, createdAt: clock(), claimedAt: null, deletedAt: null },
    ]);
  });
});

describe('daily quota', () => {
  it('refuses with 413 once the day is used up, counts a refused request for nothing, and frees up as the 24 hours roll', async () => {
    const { clock, storage, send, user } = await setup({ dailyQuotaBytes: 10 * KB, totalQuotaBytes: 0 });
    expect((await send([{ name: 'a.png', data: pngOfSize(6 * KB) }])).statusCode).toBe(200);
    // this request crosses the quota in its second file: stopped there, nothing of it stored
    const crossing = await send([
      { name: 'b.png', data: pngOfSize(2 * KB) },
      { name: 'c.png', data: pngOfSize(3 * KB) },
    ]);
    expect(crossing.statusCode).toBe(413);
    expect(crossing.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Limite de envio de arquivos atingido: até 10 KB a cada 24 horas. Tente novamente mais tarde.',
      additionalData: null,
    });
    expect(storage.files.size).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // what is left is still usable
    expect((await send([{ name: 'd.png', data: pngOfSize(4 * KB) }])).statusCode).toBe(200);
    expect((await send([{ name: 'e.png', data: PNG_1X1 }])).statusCode).toBe(413);

    clock.advance(23 * HOUR);
    expect((await send([{ name: 'f.png', data: PNG_1X1 }])).statusCode).toBe(413);
    clock.advance(1 * HOUR + 1);
    expect((await send([{ name: 'g.png', data: pngOfSize(9 * KB) }])).statusCode).toBe(200);
  });

  it('used up, a request is refused before its body is read', async () => {
    const body = streamedUpload({ head: PNG_1X1, fileBytes: 4 * 1024 * KB });
    let readAtAnswer = -1;
    const { app, send, tokenOf, user } = await setup({ dailyQuotaBytes: 4 * KB, totalQuotaBytes: 0 }, (instance) =>
      instance.addHook('onSend', async (_request, _reply, payload) => {
        readAtAnswer = body.pulled();
        return payload;
      }),
    );
    expect((await send([{ name: 'a.png', data: pngOfSize(4 * KB) }])).statusCode).toBe(200);
    const token = await tokenOf(user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads/uploadFiles',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(readAtAnswer).toBeLessThan(256 * KB);
  });

  it('is per user', async () => {
    const { send } = await setup({ dailyQuotaBytes: 4 * KB, totalQuotaBytes: 0 });
    const company = await createCompany(database.db, { status: 'approved' });
    const other = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
    expect((await send([{ name: 'a.png', data: pngOfSize(4 * KB) }])).statusCode).toBe(200);
    expect((await send([{ name: 'b.png', data: PNG_1X1 }])).statusCode).toBe(413);
    expect((await send([{ name: 'c.png', data: pngOfSize(4 * KB) }], other)).statusCode).toBe(200);
  });
});

describe('total quota', () => {
  it('counts the bytes still stored: the cleanup removing unreferenced files frees it', async () => {
    const { app, clock, send } = await setup({ dailyQuotaBytes: 0, totalQuotaBytes: 8 * KB });
    expect((await send([{ name: 'a.png', data: pngOfSize(8 * KB) }])).statusCode).toBe(200);
    const full = await send([{ name: 'b.png', data: PNG_1X1 }]);
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe('Limite de armazenamento de arquivos atingido: até 8 KB por usuário. Procure o administrador.');
    // days later, still full (no daily limit here, the total one holds)
    clock.advance(3 * HOUR);
    expect((await send([{ name: 'c.png', data: PNG_1X1 }])).statusCode).toBe(413);
    // the unreferenced upload is removed after the grace period: room again
    clock.advance(DEFAULT_UPLOAD_POLICY.orphanGraceMs);
    await app.uploadCleanup.runNow();
    expect((await send([{ name: 'd.png', data: pngOfSize(8 * KB) }])).statusCode).toBe(200);
  });

  it('0 turns a quota off', async () => {
    const { send } = await setup({ dailyQuotaBytes: 0, totalQuotaBytes: 0 });
    for (let i = 0; i < 3; i++) expect((await send([{ name: `${i}.png`, data: pngOfSize(1024 * KB) }])).statusCode).toBe(200);
  });
});
