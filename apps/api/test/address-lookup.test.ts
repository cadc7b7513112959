import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachedCepLookup } from '../src/modules/address-lookup/cached-cep-lookup.ts';
import { createFakeCepProvider } from './company-helpers.ts';
import { build, createTestClock, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const PAULISTA = { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };

describe('address lookup (fake provider)', () => {
  it('answers the address of a CEP, masked, from the cache the second time', async () => {
    const fake = createFakeCepProvider({ '01310100': PAULISTA });
    const { app } = await build(database.db, { cepProvider: fake.provider });
    const first = await app.inject({ method: 'GET', url: '/api/address/cep/01310-100' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...PAULISTA, cep: '01310-100' });
    const second = await app.inject({ method: 'GET', url: '/api/address/cep/01310100' });
    expect(second.json()).toEqual(first.json());
    expect(fake.state.calls).toBe(1);
  });

  it("answers 404 'CEP não encontrado', 502 'Erro ao buscar CEP: …' and 400 for a malformed CEP", async () => {
    const fake = createFakeCepProvider({});
    const { app } = await build(database.db, { cepProvider: fake.provider });
    const unknown = await app.inject({ method: 'GET', url: '/api/address/cep/99999-999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'CEP não encontrado' });
    fake.state.fail = 'serviço de CEP indisponível';
    const failing = await app.inject({ method: 'GET', url: '/api/address/cep/22222-222' });
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway', message: 'Erro ao buscar CEP: serviço de CEP indisponível' });
    fake.state.fail = false;
    expect((await app.inject({ method: 'GET', url: '/api/address/cep/22222-222' })).statusCode).toBe(404);
    for (const bad of ['1234', '00000-000', 'abcde-fgh']) {
      const response = await app.inject({ method: 'GET', url: `/api/address/cep/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().additionalData).toEqual({ cep: 'CEP inválido' });
    }
  });
});

describe('address lookup cache', () => {
  it('keeps found CEPs 24 h and unknown ones 1 h, bounded, and never caches failures', async () => {
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const fake = createFakeCepProvider({ '01310100': PAULISTA });
    const lookup = createCachedCepLookup(fake.provider, { clock, maxEntries: 2 });
    await lookup.find('01310100');
    await lookup.find('99999999');
    clock.advance(2 * 60 * 60 * 1000);
    await lookup.find('01310100');
    await lookup.find('99999999');
    expect(fake.state.calls).toBe(3);
    clock.advance(23 * 60 * 60 * 1000);
    await lookup.find('01310100');
    expect(fake.state.calls).toBe(4);
    await lookup.find('11111111');
    expect(lookup.size).toBe(2);
    fake.state.fail = 'fora';
    await expect(lookup.find('22222222')).rejects.toThrow('fora');
    fake.state.fail = false;
    await lookup.find('22222222');
    expect(fake.state.calls).toBe(7);
    const [a, b] = await Promise.all([lookup.find('33333333'), lookup.find('33333333')]);
    expect(a).toBe(b);
    expect(fake.state.calls).toBe(8);
  });
});

describe('address lookup cache bounds', () => {
  it('keeps its bytes under the bound however many CEPs are asked', async () => {
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const provider = async (cep: string) => ({ ...PAULISTA, cep, logradouro: `Rua ${cep} ${'x'.repeat(200)}` });
    const lookup = createCachedCepLookup(provider, { clock, maxBytes: 20_000 });
    for (let i = 0; i < 500; i++) {
      await lookup.find(String(10_000_000 + i));
      expect(lookup.bytes).toBeLessThanOrEqual(20_000);
    }
    expect(lookup.size).toBeLessThan(100);
    expect(lookup.bytes).toBeGreaterThan(15_000);
  });
});

describe('address lookup through CEP_PROVIDER_URL (a local ViaCEP-compatible fake)', () => {
  let server: Server;
  let baseUrl = '';
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1];
      if (cep === '50000000') {
        response.writeHead(500).end('erro');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(cep === '01310100' ? { ...PAULISTA, cep: '01310-100', complemento: '' } : { erro: 'true' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('queries <CEP_PROVIDER_URL>/<cep>/json/ and maps its answers', async () => {
    const { app } = await build(database.db, { config: { cepProviderUrl: baseUrl } });
    const found = await app.inject({ method: 'GET', url: '/api/address/cep/01310-100' });
    expect(found.json()).toEqual({ ...PAULISTA, cep: '01310-100' });
    expect(requests).toContain('/ws/01310100/json/');
    expect((await app.inject({ method: 'GET', url: '/api/address/cep/12345-678' })).statusCode).toBe(404);
    const failing = await app.inject({ method: 'GET', url: '/api/address/cep/50000-000' });
    expect(failing.statusCode).toBe(502);
    expect(failing.json().message).toBe('Erro ao buscar CEP: o serviço de CEP respondeu 500');
  });

  it('reads CEP_PROVIDER_URL from the environment (validated)', async () => {
    const { loadConfig } = await import('../src/config/env.ts');
    expect(loadConfig({ CEP_PROVIDER_URL: baseUrl, JWT_SECRET: 'x'.repeat(40) }, '/tmp').cepProviderUrl).toBe(baseUrl);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }, '/tmp').cepProviderUrl).toBeNull();
    expect(() => loadConfig({ CEP_PROVIDER_URL: 'ftp://x', JWT_SECRET: 'x'.repeat(40) }, '/tmp')).toThrow(/CEP_PROVIDER_URL/);
  });
});
