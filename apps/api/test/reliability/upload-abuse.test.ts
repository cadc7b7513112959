/**
 * Upload abuse (issue: "any account, even one registered seconds ago and still pending, uploaded 400 MB
 * in seconds (+394 MB memory)"): uploads are streamed, so an oversized or disguised body is refused after
 * reading about one file's limit (measured with a lazily produced body: how much of it the server had
 * read, never a timing); the rest of a refused body is dropped up to the largest valid request and the
 * connection is then closed; users of pending companies cannot upload; a burst meets the per-user rate
 * limit and the quotas.
 */
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILE_BYTES } from '@rede/domain';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_UPLOAD_POLICY } from '../../src/config/upload-policy.ts';
import { uploads } from '../../src/db/schema/index.ts';
import { createMemoryStorage, type MemoryStorage } from '../../src/lib/storage/memory-storage.ts';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import { MAX_UPLOAD_REQUEST_BYTES } from '../../src/config/upload-limits.ts';
import { build, createCompany, createUser, loginToken, testConfig, useTestDatabase, type TestUser } from '../helpers/index.ts';
import { multipartBody, PNG_1X1, pngOfSize, streamedUpload, type StreamedUpload } from '../helpers/multipart.ts';
import { isErrorBody } from './helpers/server-process.ts';

const database = useTestDatabase();
const MB = 1024 * 1024;
/** Chunks in flight between the body and the parser (stream buffers): what may be read beyond the limit. */
const READ_SLACK = 1 * MB;

const partnerOf = async (status: 'approved' | 'pending' | 'disapproved') => {
  const company = await createCompany(database.db, { status });
  return createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
};

describe('streamed uploads: refused early, never buffered', () => {
  it('a 200 MB file is refused with 413 after about 5 MB of it was read, nothing is stored, and the rest is not read past the largest valid request', async () => {
    const storage = createMemoryStorage();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: storage });
    const body = streamedUpload({ head: PNG_1X1, fileBytes: 200 * MB });
    let readAtAnswer = -1;
    let raw: IncomingMessage | undefined;
    app.addHook('onRequest', async (request) => {
      raw = request.raw;
    });
    app.addHook('onSend', async (_request, _reply, payload) => {
      readAtAnswer = body.pulled();
      return payload;
    });
    await app.ready();
    try {
      const user = await partnerOf('approved');
      const token = await loginToken(app, user.email, user.password);
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Arquivo muito grande. O limite é 5 MB.',
        additionalData: { 'grande.png': 'Arquivo muito grande. O limite é 5 MB.' },
      });
      // what the server had read of the 200 MB when it answered: one file's limit, plus stream buffers
      expect(readAtAnswer).toBeGreaterThan(MAX_UPLOAD_FILE_BYTES);
      expect(readAtAnswer).toBeLessThan(MAX_UPLOAD_FILE_BYTES + READ_SLACK);
      expect(storage.files.size).toBe(0);
      // the rest of the body is dropped up to the largest valid request, then the request is destroyed
      if (raw && !raw.destroyed) await once(raw, 'close');
      expect(body.pulled()).toBeLessThan(readAtAnswer + MAX_UPLOAD_REQUEST_BYTES + READ_SLACK);
      expect(body.pulled()).toBeLessThan(body.total / 2);
      expect(await database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('a disguised 100 MB file is refused with 415 at its first chunk', async () => {
    const storage = createMemoryStorage();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: storage });
    const body = streamedUpload({ head: Buffer.from('<html><script>alert(1)</script>'), fileBytes: 100 * MB, fileName: 'foto.png' });
    let readAtAnswer = -1;
    app.addHook('onSend', async (_request, _reply, payload) => {
      readAtAnswer = body.pulled();
      return payload;
    });
    await app.ready();
    try {
      const user = await partnerOf('approved');
      const token = await loginToken(app, user.email, user.password);
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().additionalData).toEqual({ 'foto.png': 'Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.' });
      expect(readAtAnswer).toBeLessThan(READ_SLACK);
      expect(storage.files.size).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('a valid file reaches the store while the client is still sending it (streamed, not buffered whole)', async () => {
    // A store that notes, when the first chunk of a file arrives, how much of the body the client had produced.
    const memory = createMemoryStorage();
    let body: StreamedUpload | undefined;
    const producedAtFirstChunk: number[] = [];
    const spying: FileStorage = {
      ...memory,
      async save(name, data) {
        if (Buffer.isBuffer(data)) return memory.save(name, data);
        const chunks: Buffer[] = [];
        for await (const chunk of data) {
          if (chunks.length === 0) producedAtFirstChunk.push(body!.pulled());
          chunks.push(chunk as Buffer);
        }
        return memory.save(name, Buffer.concat(chunks));
      },
    };
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: spying });
    await app.ready();
    try {
      const user = await partnerOf('approved');
      const token = await loginToken(app, user.email, user.password);
      const fileBytes = MAX_UPLOAD_FILE_BYTES - 1000;
      body = streamedUpload({ head: PNG_1X1, fileBytes, files: 3 });
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const paths = response.json<{ paths: string[] }>().paths;
      expect(paths).toHaveLength(3);
      for (const name of paths) expect(memory.files.get(name)!.length).toBe(fileBytes);
      // each file's first chunk reached the store long before the client had sent that file
      expect(producedAtFirstChunk).toHaveLength(3);
      producedAtFirstChunk.forEach((produced, index) => expect(produced).toBeLessThan(index * fileBytes + READ_SLACK));
      expect(body.pulled()).toBe(body.total);
    } finally {
      await app.close();
    }
  });

  it('a refused file removes what the same request had already stored (all or nothing)', async () => {
    const storage = createMemoryStorage();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: storage });
    await app.ready();
    try {
      const user = await partnerOf('approved');
      const token = await loginToken(app, user.email, user.password);
      const good = await multipartBody([
        { name: 'a.png', data: pngOfSize(1000) },
        { name: 'b.png', data: pngOfSize(2000) },
        { name: 'c.png', data: pngOfSize(MAX_UPLOAD_FILE_BYTES + 1) },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...good.headers, authorization: `Bearer ${token}` },
        payload: good.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().additionalData).toEqual({ 'c.png': 'Arquivo muito grande. O limite é 5 MB.' });
      expect(storage.files.size).toBe(0);
      expect(await database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('who may upload', () => {
  it('a partner whose company is pending or disapproved (or who has none) gets 403 before any byte is read; approved and admin-type users upload', async () => {
    const { app } = await build(database.db);
    const png = await multipartBody([{ name: 'logo.png', data: PNG_1X1 }]);
    const upload = async (user: TestUser) => {
      const token = await loginToken(app, user.email, user.password);
      return app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...png.headers, authorization: `Bearer ${token}` },
        payload: png.payload,
      });
    };
    const refused = [await partnerOf('pending'), await partnerOf('disapproved'), await createUser(database.db, { type: 'company' })];
    for (const user of refused) {
      const response = await upload(user);
      expect(response.statusCode).toBe(403);
      expect(isErrorBody(response.json(), 403)).toBe(true);
      expect(response.json().message).toBe('O envio de arquivos fica disponível depois que a sua empresa for aprovada.');
      expect(await database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
    }
    // a partner managing a pending and an approved company may upload
    const pending = await createCompany(database.db, { status: 'pending' });
    const approved = await createCompany(database.db, { status: 'approved' });
    const both = await createUser(database.db, { type: 'company', companyId: pending.id, companyIds: [pending.id, approved.id] });
    const allowed = [
      await partnerOf('approved'),
      both,
      await createUser(database.db, { type: 'admin' }),
      await createUser(database.db, { type: 'admin', isAdmin: true }),
    ];
    for (const user of allowed) expect((await upload(user)).statusCode).toBe(200);
  });

  it('the 403 is answered while a large body is still arriving, which is not read (only dropped, up to the largest valid request)', async () => {
    const storage = createMemoryStorage();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: storage });
    const body = streamedUpload({ head: PNG_1X1, fileBytes: 200 * MB });
    let readAtAnswer = -1;
    let raw: IncomingMessage | undefined;
    app.addHook('onRequest', async (request) => {
      raw = request.raw;
    });
    app.addHook('onSend', async (_request, _reply, payload) => {
      readAtAnswer = body.pulled();
      return payload;
    });
    await app.ready();
    try {
      const user = await partnerOf('pending');
      const token = await loginToken(app, user.email, user.password);
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(403);
      expect(readAtAnswer).toBeLessThan(READ_SLACK);
      if (raw && !raw.destroyed) await once(raw, 'close');
      expect(body.pulled()).toBeLessThan(MAX_UPLOAD_REQUEST_BYTES + READ_SLACK);
      expect(storage.files.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('over a real connection', () => {
  it('a pending partner streaming 300 MB gets the 403 answer and the connection is closed after at most the largest valid request', async () => {
    const { app } = await build(database.db, { config: { dataDir: '/nonexistent' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const user = await partnerOf('pending');
    const token = await loginToken(app, user.email, user.password);
    const body = streamedUpload({ head: PNG_1X1, fileBytes: 300 * MB, chunkBytes: 256 * 1024 });

    // a raw socket: a client that keeps sending whatever the answer (as a browser uploading does)
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.write(
      `POST /api/uploads/uploadFiles HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.total}\r\n\r\n`,
    );
    const sent = await pipeline(body.payload, socket).then(
      () => 'all of it',
      (error: NodeJS.ErrnoException) => error.code,
    );
    if (!socket.destroyed) await once(socket, 'close');
    const result = {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]),
      text: answer.slice(answer.indexOf('\r\n\r\n') + 4),
      producedAtEnd: body.pulled(),
    };
    expect(sent).not.toBe('all of it');
    expect(result.status).toBe(403);
    expect(JSON.parse(result.text).message).toBe('O envio de arquivos fica disponível depois que a sua empresa for aprovada.');
    // kernel socket buffers on both sides hold a few MB more than the server read
    expect(result.producedAtEnd).toBeLessThan(MAX_UPLOAD_REQUEST_BYTES + 32 * MB);
    expect(result.producedAtEnd).toBeLessThan(body.total / 3);
  });
});

describe('bursts', () => {
  it('meets the per-user rate limit (429, pt-BR, per user: another user is not affected)', async () => {
    const { app } = await build(database.db, { config: { uploads: { ...DEFAULT_UPLOAD_POLICY, ratePerMinute: 3 } } });
    const png = await multipartBody([{ name: 'logo.png', data: PNG_1X1 }]);
    const [first, second] = [await partnerOf('approved'), await partnerOf('approved')];
    const upload = async (user: TestUser) => {
      const token = await loginToken(app, user.email, user.password);
      return app.inject({
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { ...png.headers, authorization: `Bearer ${token}` },
        payload: png.payload,
      });
    };
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await upload(first)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    const limited = await upload(first);
    expect(limited.statusCode).toBe(429);
    expect(isErrorBody(limited.json(), 429)).toBe(true);
    expect(limited.json().message).toMatch(
      /^Muitos envios de arquivos\. Tente novamente em (\d+ segundos?|cerca de \d+ (minutos?|horas?)( e \d+ minutos?)?)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(second)).statusCode).toBe(200);
    expect(await database.db.select().from(uploads).where(eq(uploads.userId, first.id))).toHaveLength(3);
  });

  it('40 parallel uploads of 1 MB by one user store no more than the daily quota (2 MB)', async () => {
    const storage: MemoryStorage = createMemoryStorage();
    const app = await buildApp({
      config: testConfig({ uploads: { ...DEFAULT_UPLOAD_POLICY, ratePerMinute: 1000, dailyQuotaBytes: 2 * MB } }),
      db: database.db,
      logger: false,
      webDistDir: null,
      uploadStorage: storage,
    });
    await app.ready();
    try {
      const user = await partnerOf('approved');
      const token = await loginToken(app, user.email, user.password);
      const file = await multipartBody([{ name: 'logo.png', data: pngOfSize(MB - 10_000) }]);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/uploads/uploadFiles',
            headers: { ...file.headers, authorization: `Bearer ${token}` },
            payload: file.payload,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(2);
      expect(statuses.filter((s) => s === 413)).toHaveLength(38);
      const refused = answers.find((a) => a.statusCode === 413)!;
      expect(refused.json().message).toBe('Limite de envio de arquivos atingido: até 2 MB a cada 24 horas. Tente novamente mais tarde.');
      expect(storage.files.size).toBe(2);
      const rows = await database.db.select().from(uploads).where(eq(uploads.userId, user.id));
      expect(rows.map((r) => r.bytes)).toEqual([MB - 10_000, MB - 10_000]);
    } finally {
      await app.close();
    }
  });
});
