/**
 * The directory's place search: a CEP, a city with partners or an address → the point the
 * list is sorted from; the cities suggested while the visitor types. The postal-code service and the geocoder
 * are local fakes (no internet).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZPlaceSchema, ZPlaceSuggestionListSchema, formatMessage } from '@rede/domain';
import type { CepProvider } from '../src/modules/address-lookup/cep-provider.ts';
import { CepProviderError } from '../src/modules/address-lookup/cep-provider.ts';
import { GeocoderError, type Geocoder, type Place } from '../src/modules/geocoding/geocoder.ts';
import { lineIdsByName } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();

const CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01001000': { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
  '80010000': { logradouro: 'Rua XV de Novembro', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR' },
  '86010000': { logradouro: '', bairro: '', localidade: 'Londrina', uf: 'PR' },
  '69900000': { logradouro: 'Rua Marechal Deodoro', bairro: 'Centro', localidade: 'Rio Branco', uf: 'AC' },
};
const PLACES: Record<string, Place[]> = {
  'Praça da Sé, Sé, São Paulo, SP': [
    { displayName: 'Praça da Sé, Sé, São Paulo, Região Imediata de São Paulo, Brasil', latitude: -23.5503, longitude: -46.6339, type: 'square' },
  ],
  'Avenida Paulista 1000': [
    {
      displayName: 'Avenida Paulista, Bela Vista, São Paulo, Região Imediata de São Paulo, Brasil',
      latitude: -23.5646,
      longitude: -46.6527,
      type: 'road',
    },
  ],
};

let cepCalls: string[] = [];
let geocoderCalls: string[] = [];
let cepFails = false;
let geocoderFails = false;
const cepProvider: CepProvider = async (cep) => {
  cepCalls.push(cep);
  if (cepFails) throw new CepProviderError('tempo esgotado');
  const address = CEPS[cep];
  return address ? { cep, ...address } : null;
};
const geocoder: Geocoder = async (query) => {
  geocoderCalls.push(query);
  if (geocoderFails) throw new GeocoderError('serviço indisponível');
  return PLACES[query] ?? [];
};

const app = async () => (await build(database.db, { cepProvider, geocoder })).app;
const get = async (server: Awaited<ReturnType<typeof app>>, url: string) => server.inject({ method: 'GET', url });

beforeAll(async () => {
  const L = await lineIdsByName(database.db);
  // Curitiba: two partners (their centre is the city's point); Londrina one; São José dos Pinhais one; a hidden one in Maringá
  await insertPartner(database.db, { name: 'Alfa Baterias', uf: 'PR', city: 'Curitiba', lat: -25.4, lng: -49.2, lines: [L.Moto!] });
  await insertPartner(database.db, { name: 'Beta Baterias', uf: 'PR', city: 'Curitiba', lat: -25.5, lng: -49.3, lines: [L.Moto!] });
  await insertPartner(database.db, { name: 'Gama Baterias', uf: 'PR', city: 'Londrina', lat: -23.3, lng: -51.17, lines: [L.Carro!] });
  await insertPartner(database.db, { name: 'Delta Baterias', uf: 'PR', city: 'São José dos Pinhais', lat: -25.53, lng: -49.21, lines: [L.Moto!] });
  await insertPartner(database.db, {
    name: 'Oculta Baterias',
    uf: 'PR',
    city: 'Maringá',
    lat: -23.42,
    lng: -51.93,
    lines: [L.Moto!],
    status: 'pending',
  });
});

describe('GET /api/companys/listfiltred/place', () => {
  it('a city with partners (any case, accents, with its state): the centre of its partners, no external service', async () => {
    const server = await app();
    geocoderCalls = [];
    for (const q of ['curitiba', 'Curitiba - PR', 'CURITIBA/Paraná', '  curitíba pr ']) {
      const answer = await get(server, `/api/companys/listfiltred/place?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, `${q}: ${answer.body}`).toBe(200);
      const place = ZPlaceSchema.parse(answer.json());
      expect(place).toMatchObject({ kind: 'city', label: 'Curitiba - PR', uf: 'PR', city: 'Curitiba' });
      expect(place.latitude).toBeCloseTo(-25.45, 6);
      expect(place.longitude).toBeCloseTo(-49.25, 6);
    }
    expect(geocoderCalls).toEqual([]);
    // a city of a state that has no such city is not that city
    expect((await get(server, '/api/companys/listfiltred/place?q=Curitiba%20SP')).statusCode).toBe(404);
  });

  it('a CEP with or without its mask: its street placed by the geocoder; without a street or geocoder, the centre of its city partners', async () => {
    const server = await app();
    for (const q of ['01001-000', '01001000', '01.001-000']) {
      const place = ZPlaceSchema.parse((await get(server, `/api/companys/listfiltred/place?q=${encodeURIComponent(q)}`)).json());
      expect(place).toEqual({
        kind: 'cep',
        label: 'CEP 01001-000 · Praça da Sé, Sé, São Paulo - SP',
        latitude: -23.5503,
        longitude: -46.6339,
        uf: 'SP',
        city: 'São Paulo',
      });
    }
    // Londrina's CEP has no street: the centre of Londrina's partners
    const londrina = ZPlaceSchema.parse((await get(server, '/api/companys/listfiltred/place?q=86010-000')).json());
    expect(londrina).toEqual({
      kind: 'cepCity',
      label: 'CEP 86010-000 · Londrina - PR',
      latitude: -23.3,
      longitude: -51.17,
      uf: 'PR',
      city: 'Londrina',
    });
    // the geocoder fails: Curitiba's CEP falls back to the centre of Curitiba's partners
    geocoderFails = true;
    try {
      const curitiba = ZPlaceSchema.parse((await get(server, '/api/companys/listfiltred/place?q=80010000')).json());
      expect(curitiba).toMatchObject({ kind: 'cepCity', label: 'CEP 80010-000 · Curitiba - PR', city: 'Curitiba' });
      expect(curitiba.latitude).toBeCloseTo(-25.45, 6);
      // a CEP of a city without partners, geocoder down: 502 saying what to do
      const riobranco = await get(server, '/api/companys/listfiltred/place?q=69900-000');
      expect(riobranco.statusCode).toBe(502);
      // plain Portuguese: the geocoder's own text is logged, not shown
      expect(riobranco.json().message).toBe(formatMessage(MESSAGES.directory.placeServiceError, { query: '69900-000' }));
      expect(riobranco.json().message).not.toContain('serviço indisponível');
    } finally {
      geocoderFails = false;
    }
  });

  it('an unknown CEP, a failing postal-code service, an address, nothing found, bad input', async () => {
    const server = await app();
    const unknown = await get(server, '/api/companys/listfiltred/place?q=99999-999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: formatMessage(MESSAGES.directory.cepNotFound, { cep: '99999-999' }) });
    cepFails = true;
    try {
      const failed = await get(server, '/api/companys/listfiltred/place?q=12345678');
      expect(failed.statusCode).toBe(502);
      // no partner's CEP near it: 502 in plain Portuguese (the provider's text is logged, not shown)
      expect(failed.json().message).toBe(formatMessage(MESSAGES.directory.placeServiceError, { query: '12345678' }));
      expect(failed.json().message).not.toContain('tempo esgotado');
    } finally {
      cepFails = false;
    }
    const address = ZPlaceSchema.parse((await get(server, '/api/companys/listfiltred/place?q=Avenida%20Paulista%201000')).json());
    expect(address).toEqual({
      kind: 'address',
      label: 'Avenida Paulista, Bela Vista, São Paulo',
      latitude: -23.5646,
      longitude: -46.6527,
      uf: null,
      city: null,
    });
    const nothing = await get(server, '/api/companys/listfiltred/place?q=Lugar%20Nenhum');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(formatMessage(MESSAGES.directory.placeNotFound, { query: 'Lugar Nenhum' }));
    for (const [q, message] of [
      ['', MESSAGES.directory.placeTooShort],
      ['a', MESSAGES.directory.placeTooShort],
      ['x'.repeat(121), MESSAGES.directory.placeTooLong],
    ] as const) {
      const bad = await get(server, `/api/companys/listfiltred/place?q=${q}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ statusCode: 400, additionalData: { q: message } });
    }
    expect((await get(server, '/api/companys/listfiltred/place')).json().additionalData).toEqual({ q: MESSAGES.validation.required });
  });

  it('answers again from the cache (the services asked once), and sorts the list by distance from the point', async () => {
    const server = await app();
    cepCalls = [];
    geocoderCalls = [];
    const first = await get(server, '/api/companys/listfiltred/place?q=01001-000');
    const second = await get(server, '/api/companys/listfiltred/place?q=01001-000');
    expect(second.json()).toEqual(first.json());
    expect(cepCalls.length + geocoderCalls.length).toBeLessThanOrEqual(2);
    const place = ZPlaceSchema.parse((await get(server, '/api/companys/listfiltred/place?q=londrina')).json());
    const list = await get(server, `/api/companys/listfiltred/open?lat=${place.latitude}&lng=${place.longitude}&fallbackNearest=true`);
    const names = (list.json() as { data: { name: string; distanceKm: number }[] }).data;
    expect(names[0]).toMatchObject({ name: 'Gama Baterias', distanceKm: 0 });
    expect(names.map((p) => p.name)).not.toContain('Oculta Baterias');
  });
});

describe('GET /api/companys/listfiltred/places (suggestions)', () => {
  it('suggests the cities with partners like what is typed: typos, accents, case; a state narrows; hidden partners do not count', async () => {
    const server = await app();
    const suggest = async (q: string) => {
      const answer = await get(server, `/api/companys/listfiltred/places?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return ZPlaceSuggestionListSchema.parse(answer.json());
    };
    expect((await suggest('curitba')).data[0]).toEqual({ label: 'Curitiba - PR', city: 'Curitiba', uf: 'PR', partners: 2 });
    expect((await suggest('LONDRINA')).data.map((s) => s.label)).toEqual(['Londrina - PR']);
    expect((await suggest('sao jose')).data.map((s) => s.label)).toContain('São José dos Pinhais - PR');
    expect((await suggest('maringa')).data).toEqual([]);
    expect((await suggest('curitiba sp')).data).toEqual([]);
    expect((await suggest('xyzwvk')).total).toBe(0);
    expect((await get(server, '/api/companys/listfiltred/places?q=c')).statusCode).toBe(400);
  });
});
