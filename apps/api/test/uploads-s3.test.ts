import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MAX_UPLOAD_FILE_BYTES } from '@rede/domain';
import { build, createCompany, createUser, injectWithLogin, useTestDatabase } from './helpers/index.ts';
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

const setup = async () => {
  // Two instances on one database and one bucket, neither with a disk folder of its own.
  const first = await build(database.db, { config: { s3: s3.options, dataDir: '/nonexistent' } });
  const second = await build(database.db, { config: { s3: s3.options, dataDir: '/nonexistent' } });
  const company = await createCompany(database.db, { status: 'approved' });
  const user = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
  const upload = async (parts: { name: string; data: Buffer }[]) =>
    injectWithLogin(first.app, user.email, user.password, { method: 'POST', url: '/api/uploads/uploadFiles', ...(await multipart(parts)) });
  return { first: first.app, second: second.app, upload };
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

  it('readiness asks the bucket: up, then 503 with storage down while the S3 server is stopped, up again after', async () => {
    const { first } = await setup();
    const ready = () => first.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).json()).toEqual({ status: 'ok', database: 'up', redis: 'off', storage: 'up' });
    await s3.stop();
    try {
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'error', database: 'up', storage: 'down' });
    } finally {
      await s3.start();
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
