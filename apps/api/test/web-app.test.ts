import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const dist = mkdtempSync(join(tmpdir(), 'rede-web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rede de Parceiros</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('web app', () => {
  it('serves index.html for / and for SPA routes, never cached', async () => {
    const { app } = await build(database.db, { webDistDir: dist });
    for (const url of ['/', '/login', '/companys?status=pending', '/settings/users', '/sp/sao-paulo', '/SP', '/company/12', '/teste']) {
      const response = await app.inject({ method: 'GET', url: encodeURI(url) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the not-found page for every unknown page, however long; a city address with accents goes to its own', async () => {
    const { app } = await build(database.db, { webDistDir: dist });
    for (const url of [
      '/nao/existe/a/b/c',
      '/partnersdetails/abc',
      '/company/abc',
      '/zz',
      `/${'a'.repeat(3000)}`,
      `/sp/${'b'.repeat(3000)}`,
      '/sp/cidade-que-nao-existe',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 40)).toBe(404);
      expect(response.headers['content-type'], url.slice(0, 40)).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const accented = await app.inject({ method: 'GET', url: encodeURI('/sp/são-paulo?line=1') });
    expect(accented.statusCode).toBe(301);
    expect(accented.headers.location).toBe('/sp/sao-paulo?line=1');
    // the API keeps its JSON, in Portuguese
    const longApi = await app.inject({ method: 'GET', url: `/api/${'a'.repeat(3000)}` });
    expect(longApi.statusCode).toBe(404);
    expect(longApi.json().message).toBe('Rota não encontrada.');
  });

  it('caches hashed assets for a year and 404s missing ones', async () => {
    const { app } = await build(database.db, { webDistDir: dist });
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps /api answers in JSON (health and unknown routes)', async () => {
    const { app } = await build(database.db, { webDistDir: dist });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const unknown = await app.inject({ method: 'GET', url: '/api/companys-inexistente' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Rota não encontrada.');
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});
