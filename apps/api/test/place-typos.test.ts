/**
 * The place search forgives what the suggestions forgive: a typo ("campinsa", "sao paolo") or a nickname ("bh",
 * "sampa") sent as typed (Enter, or the form without JavaScript) resolves to the city the first suggestion shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ZPlaceSchema, ZPlaceSuggestionListSchema } from '@rede/domain';
import type { CepProvider } from '../src/modules/address-lookup/cep-provider.ts';
import type { Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { lineIdsByName } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();

let geocoderCalls: string[] = [];
const cepProvider: CepProvider = async () => null;
const geocoder: Geocoder = async (query) => {
  geocoderCalls.push(query);
  return [];
};
const app = async () => (await build(database.db, { cepProvider, geocoder })).app;

beforeAll(async () => {
  const L = await lineIdsByName(database.db);
  const partners: [string, string, string, number, number, number][] = [
    // name, uf, city, how many, lat, lng
    ['Campinas', 'SP', 'Campinas', 2, -22.9, -47.06],
    ['Campina Grande', 'PB', 'Campina Grande', 1, -7.23, -35.88],
    ['São Paulo', 'SP', 'São Paulo', 1, -23.55, -46.63],
    ['Belo Horizonte', 'MG', 'Belo Horizonte', 1, -19.92, -43.94],
    ['Florianópolis', 'SC', 'Florianópolis', 1, -27.59, -48.55],
    ['Porto Alegre', 'RS', 'Porto Alegre', 1, -30.03, -51.23],
    ['Rio de Janeiro', 'RJ', 'Rio de Janeiro', 1, -22.9, -43.2],
    // more partners than Rio de Janeiro, and a name as close to "rio"
    ['Rio Claro', 'SP', 'Rio Claro', 3, -22.41, -47.56],
  ];
  for (const [name, uf, city, count, lat, lng] of partners)
    for (let i = 0; i < count; i++) await insertPartner(database.db, { name: `${name} Baterias ${i}`, uf, city, lat, lng, lines: [L.Moto!] });
});

describe('typos and nicknames', () => {
  it('GET /api/companys/listfiltred/place resolves a typo or a nickname to the city with partners, without the geocoder', async () => {
    const server = await app();
    geocoderCalls = [];
    for (const [q, label] of [
      ['campinsa', 'Campinas - SP'],
      ['sao paolo', 'São Paulo - SP'],
      ['Sao Paolo - SP', 'São Paulo - SP'],
      ['bh', 'Belo Horizonte - MG'],
      ['BH', 'Belo Horizonte - MG'],
      ['sampa', 'São Paulo - SP'],
      ['floripa', 'Florianópolis - SC'],
      ['poa', 'Porto Alegre - RS'],
      ['rio', 'Rio de Janeiro - RJ'],
      ['campina grnde', 'Campina Grande - PB'],
    ] as const) {
      const answer = await server.inject({ method: 'GET', url: `/api/companys/listfiltred/place?q=${encodeURIComponent(q)}` });
      expect(answer.statusCode, `${q}: ${answer.body}`).toBe(200);
      expect(ZPlaceSchema.parse(answer.json()), q).toMatchObject({ kind: 'city', label });
    }
    expect(geocoderCalls).toEqual([]);
  });

  it('a match that is not clearly good goes to the geocoder: a word inside a longer name, a far typo, the wrong state', async () => {
    const server = await app();
    for (const q of ['paulo', 'grande', 'cmpnsaa', 'campinsa rj', 'bh sp']) {
      geocoderCalls = [];
      const answer = await server.inject({ method: 'GET', url: `/api/companys/listfiltred/place?q=${encodeURIComponent(q)}` });
      expect(answer.statusCode, `${q}: ${answer.body}`).toBe(404);
      expect(geocoderCalls, q).toHaveLength(1);
    }
  });

  it('GET /api/companys/listfiltred/places: the first suggestion is the city Enter resolves; a nickname ranks its city first', async () => {
    const server = await app();
    const first = async (q: string) => {
      const answer = await server.inject({ method: 'GET', url: `/api/companys/listfiltred/places?q=${encodeURIComponent(q)}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return ZPlaceSuggestionListSchema.parse(answer.json()).data[0];
    };
    expect(await first('campinsa')).toEqual({ label: 'Campinas - SP', city: 'Campinas', uf: 'SP', partners: 2 });
    expect((await first('sao paolo'))?.label).toBe('São Paulo - SP');
    expect((await first('bh'))?.label).toBe('Belo Horizonte - MG');
    expect((await first('sampa'))?.label).toBe('São Paulo - SP');
    expect((await first('floripa'))?.label).toBe('Florianópolis - SC');
    expect((await first('poa'))?.label).toBe('Porto Alegre - RS');
    // Rio Claro has more partners and matches "rio" as well: the nickname puts Rio de Janeiro first
    expect((await first('rio'))?.label).toBe('Rio de Janeiro - RJ');
    expect((await first('rio c'))?.label).toBe('Rio Claro - SP');
  });
});
