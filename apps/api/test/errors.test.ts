import { MESSAGES, ZIdSchema, wrapped } from '@rede/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import { users } from '../src/db/schema/index.ts';
import { notFound } from '../src/lib/app-error.ts';
import { TEST_ADMIN, build, loginToken, useTestDatabase } from './helpers/index.ts';
import { multipartBody } from './helpers/multipart.ts';

const database = useTestDatabase();

const ZTestCompanySchema = z.object({
  name: z.string().trim().min(1, MESSAGES.validation.required),
  email: z.string().email(MESSAGES.validation.email).optional(),
  lines: z.array(z.number().int()).min(1, MESSAGES.validation.arrayMin),
  address: z.object({ city: z.string().min(1, MESSAGES.validation.required) }),
});

/** Test-only routes exercising the error handler. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/company', { schema: { body: wrapped('company', ZTestCompanySchema) } }, async (request) => request.body.company);
  app.delete('/company', { schema: { querystring: ZIdSchema } }, async (request) => ({ id: request.query.id }));
  app.get('/company/:id', { schema: { params: ZIdSchema } }, async () => {
    throw notFound();
  });
  app.get('/boom', async () => {
    throw new Error('segredo interno da aplicação');
  });
  app.post('/duplicate-user', async () => {
    await app.db.insert(users).values({ name: 'Outro', email: TEST_ADMIN.email.toUpperCase(), passwordHash: 'x', type: 'admin' });
    return { ok: true };
  });
  app.get(
    '/user-with-hash',
    { schema: { response: { 200: z.object({ id: z.number(), name: z.string() }) } } },
    async () => ({ id: 1, name: 'Fulano', password: 'segredo', passwordHash: 'scrypt$16384$8$1$abc$def' }) as { id: number; name: string },
  );
};
const withTestRoutes = async (app: App) => {
  await app.register(testRoutes, { prefix: '/api/test' });
};

describe('error format', () => {
  it('names a missing wrapper (empty object, no body at all)', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const expected = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Missing fields, see additionalData',
      additionalData: { company: 'Campo obrigatório' },
      code: 'VALIDATION_FAILED',
    };
    const empty = await app.inject({ method: 'POST', url: '/api/test/company', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(expected);
    const none = await app.inject({ method: 'POST', url: '/api/test/company', headers: { 'content-type': 'application/json' } });
    expect(none.json()).toEqual(expected);
    const noContentType = await app.inject({ method: 'POST', url: '/api/test/company' });
    expect(noContentType.json()).toEqual(expected);
  });

  it('maps each bad field to its dotted path and pt-BR message', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/company',
      payload: { company: { name: '  ', email: 'x', lines: [], address: {} } },
    });
    expect(response.json().additionalData).toEqual({
      'company.name': 'Campo obrigatório',
      'company.email': 'E-mail inválido',
      'company.lines': 'Adicione pelo menos um item',
      'company.address.city': 'Campo obrigatório',
    });
  });

  it('validates query strings and params the same way', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const missing = await app.inject({ method: 'DELETE', url: '/api/test/company' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().additionalData).toEqual({ id: 'Campo obrigatório' });
    const invalid = await app.inject({ method: 'GET', url: '/api/test/company/abc' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().additionalData)).toEqual(['id']);
    // present but not an id: 'Valor inválido', not 'Campo obrigatório'
    expect(invalid.json().additionalData).toEqual({ id: 'Valor inválido' });
    const details = await app.inject({ method: 'GET', url: '/api/companys/company/partnerDetails/abc' });
    expect(details.json().additionalData).toEqual({ id: 'Valor inválido' });
    for (const bad of ['1.5', '-2', '0'])
      expect((await app.inject({ method: 'DELETE', url: `/api/test/company?id=${bad}` })).json().additionalData, bad).toEqual({
        id: 'Valor inválido',
      });
    expect((await app.inject({ method: 'DELETE', url: '/api/test/company?id=' })).json().additionalData).toEqual({ id: 'Campo obrigatório' });
    const ok = await app.inject({ method: 'DELETE', url: '/api/test/company?id=7' });
    expect(ok.json()).toEqual({ id: 7 });
    const absent = await app.inject({ method: 'GET', url: '/api/test/company/7' });
    expect(absent.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Registro não encontrado.', additionalData: null });
  });

  it('answers invalid JSON with 400 in the error format', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/company',
      headers: { 'content-type': 'application/json' },
      payload: '{"company": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.errors.invalidJson, additionalData: null });
  });

  it('answers a body of a type the route does not take with 415 naming what it takes (a form sent to a JSON route too)', async () => {
    const { app } = await build(database.db);
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/login/login',
      ...(await multipartBody([{ name: 'dados.txt', data: 'a@b.com', field: 'userName' }])),
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Formato do corpo da requisição não suportado. Envie application/json.',
      additionalData: null,
    });
    // the uploads take a form (checked after the login)
    const token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/uploads/uploadFiles',
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe('Formato do corpo da requisição não suportado. Envie multipart/form-data.');
  });

  it('hides 5xx details', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: MESSAGES.errors.internal, additionalData: null });
    expect(response.body).not.toContain('segredo');
  });

  it('answers a unique violation with 409 and a pt-BR message', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const response = await app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'E-mail Já está em uso',
      additionalData: { email: 'E-mail Já está em uso' },
    });
  });

  it('strips fields the response schema does not declare (passwords never leave)', async () => {
    const { app } = await build(database.db, { before: withTestRoutes });
    const response = await app.inject({ method: 'GET', url: '/api/test/user-with-hash' });
    expect(response.json()).toEqual({ id: 1, name: 'Fulano' });
    expect(response.body).not.toContain('segredo');
    expect(response.body).not.toContain('scrypt');
  });
});
