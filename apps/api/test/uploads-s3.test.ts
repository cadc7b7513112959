import { createServer, type Socket } from 'node:net';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MAX_UPLOAD_FILE_BYTES, MESSAGES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { build, createCompany, createUser, injectWithLogin, loginToken, useTestDatabase } from './helpers/index.ts';
import { startS3Server, type TestS3Server } from './helpers/s3-server.ts';

const database = useTestDatabase();
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.dispose();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const multipart = async (parts: { name: string; data: Buffer }[]): Promise<Pick<InjectOptions, 'payload' | 'headers'>> => {
  const form = new FormData();
  for (const part of parts) form.append('files', new Blob([part.data], { type: 'image/png' }), part.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
};

/** The keys in the bucket, read by the S3 protocol from the server itself. */
const bucketKeys = async () => {
  const client = new S3Client({
    region: s3.options.region,
    endpoint: s3.options.endpoint!,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.options.accessKeyId, secretAccessKey: s3.options.secretAccessKey },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
};

/** An uploader (a company's user) of `app`. */
const uploaderOf = async (app: App) => {
  const company = await createCompany(database.db, { status: 'approved' });
  const user = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
  await loginToken(app, user.email, user.password); // logged in now: an upload's time is its own
  return async (parts: { name: string; data: Buffer }[]) =>
    injectWithLogin(app, user.email, user.password, { method: 'POST', url: '/api/uploads/uploadFiles', ...(await multipart(parts)) });
};

const setup = async () => {
  // Two instances on one database and one bucket, neither with a disk folder of its own.
  const first = await build(database.db, { config: { s3: s3.options, dataDir: '/nonexistent' } });
  const second = await build(database.db, { config: { s3: s3.options, dataDir: '/nonexistent' } });
  return { first: first.app, second: second.app, upload: await uploaderOf(first.app) };
};

/** Polls until `read` gives `expected` (compared as JSON), at most `withinMs`. */
const within = async (withinMs: number, read: () => Promise<unknown>, expected: unknown) => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return Date.now() - started;
    if (Date.now() - started > withinMs) expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A server that accepts connections, reads the requests and never answers: a hung bucket. Its request lines are kept. */
const startHungServer = async () => {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('latin1').split('\r\n')) if (/^[A-Z]+ \/\S* HTTP\/1\.1$/.test(line)) requests.push(line);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`, requests };
};

describe('uploads in S3-compatible storage (S3_*), against a real S3 server on 127.0.0.1', () => {
  it('stores an image in the bucket under its prefix; another instance serves the same bytes', async () => {
    const { second, upload } = await setup();
    const response = await upload([{ name: 'fachada.png', data: PNG }]);
    expect(response.statusCode, response.body).toBe(200);
    const [name] = (response.json() as { paths: string[] }).paths;
    expect(await bucketKeys()).toContain(`uploads/${name}`);
    const served = await second.inject({ method: 'GET', url: `/api/uploads/files/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
    expect((await second.inject({ method: 'GET', url: '/api/uploads/files/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
  });

  it('a refused request (one file over the limit, streamed) leaves nothing in the bucket', async () => {
    const { upload } = await setup();
    const before = await bucketKeys();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_FILE_BYTES + 1 - PNG.length)]);
    const response = await upload([
      { name: 'boa.png', data: PNG },
      { name: 'grande.png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await bucketKeys()).toEqual(before);
  });

  it('readiness asks the bucket: up, then 503 with storage down while the S3 server is stopped, up again after (each answer stands a few seconds)', async () => {
    const { first } = await setup();
    const ready = async () => {
      const response = await first.inject({ method: 'GET', url: '/api/health/ready' });
      const { status, database, storage } = response.json() as Record<string, string>;
      return [response.statusCode, { status, database, storage }];
    };
    expect(await ready()).toEqual([200, { status: 'ok', database: 'up', storage: 'up' }]);
    await s3.stop();
    try {
      await within(15_000, ready, [503, { status: 'error', database: 'up', storage: 'down' }]);
    } finally {
      await s3.start();
    }
    await within(15_000, ready, [200, { status: 'ok', database: 'up', storage: 'up' }]);
  }, 40_000);

  it('a bucket that accepts connections and never answers: 503 in pt-BR within seconds, then at once; readiness down, asking it once per few seconds', async () => {
    const hung = await startHungServer();
    const { app } = await build(database.db, { config: { s3: { ...s3.options, endpoint: hung.endpoint }, dataDir: '/nonexistent' } });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    const unavailable = { statusCode: 503, error: 'Service Unavailable', message: MESSAGES.errors.serviceUnavailable, additionalData: null };

    // readiness: down within its check's bound; ten polls in a row ask the bucket once (HeadBucket)
    let started = Date.now();
    for (let i = 0; i < 10; i++) {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', database: 'up', storage: 'down' });
    }
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(hung.requests.filter((line) => line.startsWith('HEAD '))).toHaveLength(1);

    // an upload: the bucket's timeouts and one retry, then 503 (not a 500, not a hang)
    const upload = await uploaderOf(app);
    started = Date.now();
    const uploaded = await upload([{ name: 'fachada.png', data: PNG }]);
    expect(uploaded.statusCode, uploaded.body).toBe(503);
    expect(uploaded.json()).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(hung.requests.filter((line) => line.startsWith('PUT '))).toHaveLength(2);

    // the bucket just failed to answer: the next calls fail at once instead of holding their requests too
    started = Date.now();
    const served = await app.inject({ method: 'GET', url: '/api/uploads/files/00000000-0000-4000-8000-000000000000.png' });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(1_000);
  }, 40_000);
});
