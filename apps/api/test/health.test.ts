import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
/** The change signal between instances runs on PostgreSQL only (TEST_DATABASE_URL). */
const onPostgres = inject('postgresTemplate') !== null;

describe('GET /api/health (liveness) and /api/health/ready (readiness)', () => {
  it('answers 200 on both with the database up; no Redis nor S3 configured shows as off (the change signal too on the embedded database)', async () => {
    const { app } = await build(database.db);
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', redis: 'off', storage: 'off', changeSignal: onPostgres ? 'up' : 'off' });
  });

  it('with the database unreachable: alive (nothing to restart), not ready (503), and the API answers 503 in the error format', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const { app } = await build(broken.db);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'down', redis: 'off', storage: 'off', changeSignal: onPostgres ? 'down' : 'off' });
    const login = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: 'a@teste.com.br', password: 'x' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      additionalData: null,
    });
  });

  it('while draining (SIGTERM received): readiness 503 so the balancer stops sending, other requests still served', async () => {
    const { app } = await build(database.db);
    app.lifecycle.beginDrain();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining', database: 'up' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
  });
});

describe('GET /api/config', () => {
  it('gives the web app its runtime configuration', async () => {
    const { app } = await build(database.db, {
      config: { hosts: { public: 'parceiros.exemplo.com.br', backoffice: 'admin.exemplo.com.br', register: null } },
    });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      systemName: 'Rede de Parceiros',
      branding: { systemName: 'Rede de Parceiros', logoUrl: null, primaryColors: ['#c62828'], footerText: null },
      hosts: { public: 'parceiros.exemplo.com.br', backoffice: 'admin.exemplo.com.br', register: null },
      map: { tileUrl: expect.stringContaining('openstreetmap'), attribution: expect.any(String) },
      support: { address: null, phone: null, email: null },
    });
    expect(typeof body.copyright).toBe('string');
  });

  it('gives the customer service of SUPPORT_ADDRESS, SUPPORT_PHONE and SUPPORT_EMAIL', async () => {
    const support = { address: 'Rua A, 10 – Centro, Cidade – UF', phone: '(11) 4000-1234', email: 'sac@exemplo.com.br' };
    const { app } = await build(database.db, { config: { support } });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().support).toEqual(support);
  });
});

describe('unknown routes and documentation', () => {
  it('answers a JSON 404 in the error format for an unknown /api route', async () => {
    const { app } = await build(database.db);
    for (const url of ['/api/nao-existe', '/api/login/nada', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Rota não encontrada.', additionalData: null });
    }
  });

  it('publishes the OpenAPI document with request and response schemas', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    const login = document.paths['/api/login/login'];
    expect(login.post.requestBody).toBeDefined();
    expect(login.get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['userName', 'password']));
    expect(login.post.responses['200']).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('sends security headers with a CSP fit for the SPA and the map tiles', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    // our origin only: no inline script at all
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
