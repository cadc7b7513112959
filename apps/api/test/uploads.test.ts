import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, MESSAGES } from '@rede/domain';
import { buildApp } from '../src/app.ts';
import { createMemoryStorage } from '../src/lib/storage/memory-storage.ts';
import { build, createCompany, createUser, injectWithLogin, testConfig, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/;

type Part = { name: string; data: Buffer; type?: string; field?: string };

/** A multipart/form-data request body built by the platform's FormData. */
const multipart = async (parts: Part[]): Promise<Pick<InjectOptions, 'payload' | 'headers'>> => {
  const form = new FormData();
  for (const part of parts) form.append(part.field ?? 'files', new Blob([part.data], { type: part.type ?? 'application/octet-stream' }), part.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
};

const setup = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rede-uploads-'));
  const { app } = await build(database.db, { config: { dataDir } });
  // a partner of an approved company (a pending one may not upload: test/reliability/upload-abuse.test.ts)
  const company = await createCompany(database.db, { status: 'approved' });
  const user = await createUser(database.db, { type: 'company', companyId: company.id, companyIds: [company.id] });
  const upload = async (parts: Part[]) =>
    injectWithLogin(app, user.email, user.password, { method: 'POST', url: '/api/uploads/uploadFiles', ...(await multipart(parts)) });
  const stored = () => readdirSync(join(dataDir, 'uploads')).filter((name) => !name.startsWith('.'));
  return { app, dataDir, upload, stored };
};

describe('POST /api/uploads/uploadFiles', () => {
  it('needs a logged user', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'POST', url: '/api/uploads/uploadFiles', ...(await multipart([{ name: 'a.png', data: PNG }])) });
    expect(response.statusCode).toBe(401);
  });

  it('stores a png and a jpg under generated names, by their bytes, in the order sent', async () => {
    const { dataDir, upload, stored } = await setup();
    const response = await upload([
      { name: 'logo.png', data: PNG, type: 'image/png' },
      // Name and declared type lie: the bytes are a JPEG.
      { name: '../../fachada.gif', data: JPEG, type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as { paths: string[] };
    expect(paths).toHaveLength(2);
    expect(paths[0]).toMatch(/\.png$/);
    expect(paths[1]).toMatch(/\.jpg$/);
    for (const path of paths) expect(path).toMatch(STORED_NAME);
    expect(stored().sort()).toEqual([...paths].sort());
    expect(readFileSync(join(dataDir, 'uploads', paths[0]!))).toEqual(PNG);
  });

  it('refuses a disguised file with 415 naming it, and stores nothing of the request', async () => {
    const { upload, stored } = await setup();
    const response = await upload([
      { name: 'boa.png', data: PNG, type: 'image/png' },
      { name: 'disfarce.png', data: Buffer.from('isto é texto, não uma imagem'), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.',
      additionalData: { 'disfarce.png': 'Tipo de arquivo não suportado. Envie imagens jpg, jpeg ou png.' },
    });
    expect(stored()).toEqual([]);
  });

  it('refuses a file over the size limit with 413, and stores nothing of the request', async () => {
    const { upload, stored } = await setup();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_FILE_BYTES + 1 - PNG.length)]);
    const response = await upload([
      { name: 'boa.png', data: PNG },
      { name: 'grande.png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      message: 'Arquivo muito grande. O limite é 5 MB.',
      additionalData: { 'grande.png': 'Arquivo muito grande. O limite é 5 MB.' },
    });
    expect(stored()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const { upload } = await setup();
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_FILE_BYTES - PNG.length)]);
    expect((await upload([{ name: 'limite.png', data: exact }])).statusCode).toBe(200);
  });

  it(`accepts ${MAX_UPLOAD_FILES} files and refuses more with 413`, async () => {
    const { upload, stored } = await setup();
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.png`, data: PNG }));
    const ok = await upload(files(MAX_UPLOAD_FILES));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().paths).toHaveLength(MAX_UPLOAD_FILES);
    const before = stored().length;
    const tooMany = await upload(files(MAX_UPLOAD_FILES + 1));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Muitos arquivos. O limite é 10 arquivos por envio.');
    expect(stored()).toHaveLength(before);
  });

  it('answers 400 naming files when there is no file', async () => {
    const { app, upload } = await setup();
    const user = await createUser(database.db, { type: 'admin' });
    const json = await injectWithLogin(app, user.email, user.password, { method: 'POST', url: '/api/uploads/uploadFiles', payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().additionalData).toEqual({ files: 'Campo obrigatório' });
    const otherField = await upload([{ name: 'a.png', data: PNG, field: 'outro' }]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().additionalData).toEqual({ files: 'Campo obrigatório' });
  });

  it('answers 400 naming files to a body that is not the multipart it claims (no boundary, cut short), never 500', async () => {
    const { app } = await setup();
    const user = await createUser(database.db, { type: 'admin' });
    for (const [contentType, payload] of [
      ['multipart/form-data', '{"name":["x"]}'],
      ['multipart/form-data; boundary=----x', '<a>1</a>'],
      ['multipart/form-data; boundary=----x', '------x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG'],
    ] as const) {
      const response = await injectWithLogin(app, user.email, user.password, {
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().additionalData).toEqual({ files: MESSAGES.uploads.malformed });
    }
  });
});

describe('GET /api/uploads/files/:fileName', () => {
  it('serves a stored file publicly with its type, long cache and nosniff', async () => {
    const { app, upload } = await setup();
    const [png, jpg] = (
      await upload([
        { name: 'a.png', data: PNG },
        { name: 'b.jpeg', data: JPEG },
      ])
    ).json().paths as string[];
    const servedPng = await app.inject({ method: 'GET', url: `/api/uploads/files/${png}` });
    expect(servedPng.statusCode).toBe(200);
    expect(servedPng.headers['content-type']).toBe('image/png');
    expect(servedPng.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(servedPng.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(servedPng.headers['content-length'])).toBe(PNG.length);
    expect(servedPng.rawPayload).toEqual(PNG);
    const servedJpg = await app.inject({ method: 'GET', url: `/api/uploads/files/${jpg}` });
    expect(servedJpg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpg.rawPayload).toEqual(JPEG);
  });

  it('answers 404 in the error format for bad names, traversal and missing files', async () => {
    const { app } = await setup();
    const names = [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%5C..%5Cwindows',
      'passwd',
      'foto.png',
      `${crypto.randomUUID()}.gif`,
      `${crypto.randomUUID().toUpperCase()}.png`,
      `${crypto.randomUUID()}.png`,
      `.${crypto.randomUUID()}.tmp`,
    ];
    for (const name of names) {
      const response = await app.inject({ method: 'GET', url: `/api/uploads/files/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ statusCode: 404, error: 'Not Found', additionalData: null });
    }
    const traversal = await app.inject({ method: 'GET', url: '/api/uploads/files/../../../etc/passwd' });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.body).not.toContain('root:');
  });
});

describe('upload storage', () => {
  it('creates DATA_DIR/uploads on start', async () => {
    const { dataDir } = await setup();
    expect(existsSync(join(dataDir, 'uploads'))).toBe(true);
  });

  it('can be replaced through buildApp({ uploadStorage })', async () => {
    const storage = createMemoryStorage();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false, webDistDir: null, uploadStorage: storage });
    try {
      await app.ready();
      const user = await createUser(database.db, { type: 'admin' });
      const response = await injectWithLogin(app, user.email, user.password, {
        method: 'POST',
        url: '/api/uploads/uploadFiles',
        ...(await multipart([{ name: 'a.png', data: PNG }])),
      });
      const [name] = response.json().paths as string[];
      expect(storage.files.get(name!)).toEqual(PNG);
      expect((await app.inject({ method: 'GET', url: `/api/uploads/files/${name}` })).rawPayload).toEqual(PNG);
    } finally {
      await app.close();
    }
  });
});
