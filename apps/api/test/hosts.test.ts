import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { THostsConfig } from '@rede/domain';
import { classifyPath } from '../src/plugins/app/hosts.ts';
import { build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const dist = mkdtempSync(join(tmpdir(), 'rede-hosts-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Rede de Parceiros</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const HOSTS: THostsConfig = { public: 'parceiros.example.com', backoffice: 'https://admin.example.com', register: 'cadastro.example.com' };

describe('classifyPath', () => {
  it('classifies pages as the web app routes them; /api, assets and files are not pages', () => {
    for (const path of ['/', '/sp', '/SP/', '/sp/sao-paulo', '/sp/sao-paulo/loja-do-ze/12', '/partnersdetails/12', '/teste', '/?uf=SP'])
      expect(classifyPath(path), path).toBe('public');
    expect(classifyPath('/company_register')).toBe('register');
    for (const path of ['/login', '/dashboard', '/companys', '/settings/users', '/company/3', '/company', '/settings/companyLog/details/4'])
      expect(classifyPath(path), path).toBe('backoffice');
    for (const path of ['/api', '/api/companys', '/assets/app.js', '/favicon.svg', '/robots.txt', '/sitemap.xml'])
      expect(classifyPath(path), path).toBeNull();
    // not a page of the web app: no area (the not-found page, on the host it was asked on)
    for (const path of [
      '/sp/sao-paulo/loja',
      '/partnersdetails/abc',
      '/zz',
      '/nao-existe',
      '/nao/existe/a/b/c',
      '/company/abc',
      '//',
      '//login',
      '//evil.com',
    ])
      expect(classifyPath(path), path).toBeNull();
  });
});

describe('hosting rule (page requests)', () => {
  const get = async (app: Awaited<ReturnType<typeof build>>['app'], url: string, host: string) =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('serves each area on its host and redirects (302) a page asked for on the wrong host, keeping path and query', async () => {
    const { app } = await build(database.db, { webDistDir: dist, config: { hosts: HOSTS } });
    expect((await get(app, '/login', 'admin.example.com')).statusCode).toBe(200);
    expect((await get(app, '/', 'parceiros.example.com')).statusCode).toBe(200);
    expect((await get(app, '/sp/sao-paulo', 'parceiros.example.com')).statusCode).toBe(200);
    expect((await get(app, '/company_register', 'cadastro.example.com')).statusCode).toBe(200);

    const toBackoffice = await get(app, '/dashboard?x=1', 'parceiros.example.com');
    expect(toBackoffice.statusCode).toBe(302);
    expect(toBackoffice.headers.location).toBe('https://admin.example.com/dashboard?x=1');
    const toPublic = await get(app, '/partnersdetails/3', 'admin.example.com');
    expect(toPublic.statusCode).toBe(302);
    expect(toPublic.headers.location).toBe('http://parceiros.example.com/partnersdetails/3');
    const toRegister = await get(app, '/company_register', 'parceiros.example.com');
    expect(toRegister.headers.location).toBe('http://cadastro.example.com/company_register');
    expect((await get(app, '/', 'cadastro.example.com')).headers.location).toBe('http://parceiros.example.com/');
  });

  it('serves everything on localhost, and /api, files and assets on every host', async () => {
    const { app } = await build(database.db, { webDistDir: dist, config: { hosts: HOSTS } });
    for (const url of ['/', '/login', '/company_register', '/sp']) expect((await get(app, url, 'localhost:3000')).statusCode, url).toBe(200);
    expect((await get(app, '/dashboard', '127.0.0.1:3000')).statusCode).toBe(200);
    const api = await get(app, '/api/companys/listfiltred/states/all', 'parceiros.example.com');
    expect(api.statusCode).toBe(200);
    expect((await get(app, '/api/health', 'cadastro.example.com')).statusCode).toBe(200);
    expect((await get(app, '/assets/app.js', 'cadastro.example.com')).statusCode).toBe(200);
    expect((await get(app, '/favicon.svg', 'parceiros.example.com')).statusCode).toBe(200);
    // Writes are never redirected.
    expect((await app.inject({ method: 'POST', url: '/api/login/login', headers: { host: 'parceiros.example.com' }, payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('shows the not-found page (index.html, 404) when the right host is not configured', async () => {
    const { app } = await build(database.db, {
      webDistDir: dist,
      config: { hosts: { public: 'parceiros.example.com', backoffice: null, register: null } },
    });
    const page = await get(app, '/login', 'parceiros.example.com');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
    expect((await get(app, '/company_register', 'parceiros.example.com')).statusCode).toBe(404);
    // An unknown host may still serve an area no host is configured for; the public area goes to its host.
    expect((await get(app, '/login', 'outro.example.com')).statusCode).toBe(200);
    expect((await get(app, '/', 'outro.example.com')).headers.location).toBe('http://parceiros.example.com/');
  });

  it('answers an unknown page with the not-found page (404) on the host it was asked on, never a redirect', async () => {
    const { app } = await build(database.db, { webDistDir: dist, config: { hosts: HOSTS } });
    for (const [url, host] of [
      ['/nao-existe', 'parceiros.example.com'],
      ['/nao/existe/a/b/c', 'parceiros.example.com'],
      ['/partnersdetails/abc', 'parceiros.example.com'],
      ['/nao-existe', 'admin.example.com'],
      ['/nao-existe', 'cadastro.example.com'],
    ] as const) {
      const page = await get(app, url, host);
      expect(page.statusCode, `${host}${url}`).toBe(404);
      expect(page.headers.location, `${host}${url}`).toBeUndefined();
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('serves every page on every host while the host variables are unset', async () => {
    const { app } = await build(database.db, { webDistDir: dist });
    for (const url of ['/', '/login', '/company_register', '/dashboard', '/sp'])
      for (const host of ['parceiros.example.com', 'admin.example.com']) expect((await get(app, url, host)).statusCode, `${host}${url}`).toBe(200);
  });

  it('decides on the Host header itself: a forged X-Forwarded-Host never decides nor appears in a Location, even behind a trusted proxy', async () => {
    const { app } = await build(database.db, { webDistDir: dist, config: { hosts: HOSTS, trustProxy: 1 } });
    const forged = (url: string, host: string, forwardedHost: string) =>
      app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-host': forwardedHost } });
    for (const forwardedHost of ['evil.com', 'localhost', 'admin.example.com']) {
      // the back-office asked for on the public host: its own host, whatever X-Forwarded-Host claims
      const toBackoffice = await forged('/login', 'parceiros.example.com', forwardedHost);
      expect(toBackoffice.statusCode, forwardedHost).toBe(302);
      expect(toBackoffice.headers.location, forwardedHost).toBe('https://admin.example.com/login');
      const toPublic = await forged('/sp', 'admin.example.com', forwardedHost);
      expect(toPublic.headers.location, forwardedHost).toBe('http://parceiros.example.com/sp');
      // served where the Host says so
      expect((await forged('/login', 'admin.example.com', forwardedHost)).statusCode, forwardedHost).toBe(200);
    }
  });

  it("takes the redirect's scheme from X-Forwarded-Proto only when it is http or https", async () => {
    const { app } = await build(database.db, { webDistDir: dist, config: { hosts: HOSTS, trustProxy: 1 } });
    const withProto = (proto: string) =>
      app.inject({ method: 'GET', url: '/sp?x=1', headers: { host: 'admin.example.com', 'x-forwarded-proto': proto } });
    expect((await withProto('https')).headers.location).toBe('https://parceiros.example.com/sp?x=1');
    for (const proto of ['javascript', 'data', 'gopher', 'https:evil', ''])
      expect((await withProto(proto)).headers.location, proto).toBe('http://parceiros.example.com/sp?x=1');
    // a configured scheme is the one used
    const configured = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'parceiros.example.com', 'x-forwarded-proto': 'javascript' },
    });
    expect(configured.headers.location).toBe('https://admin.example.com/login');
  });

  it('never builds a Location from a path starting with two slashes: 404 on every host', async () => {
    const { app } = await build(database.db, { webDistDir: dist, config: { hosts: HOSTS } });
    for (const url of ['//', '//evil.com', '///x', '/%2F%2Fevil.com', '//evil.com/login', '//admin.example.com/login'])
      for (const host of ['parceiros.example.com', 'admin.example.com', 'localhost']) {
        const page = await get(app, url, host);
        expect(page.statusCode, `${host} ${url}`).toBe(404);
        expect(page.headers.location, `${host} ${url}`).toBeUndefined();
        expect(page.body, `${host} ${url}`).toContain('<div id="root"></div>');
      }
  });

  it('without the web app, a wrong-host page still redirects and the 404 is the JSON one', async () => {
    const { app } = await build(database.db, { config: { hosts: { public: 'parceiros.example.com', backoffice: null, register: null } } });
    expect((await get(app, '/', 'admin.example.com')).statusCode).toBe(302);
    const missing = await get(app, '/login', 'parceiros.example.com');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });
});
