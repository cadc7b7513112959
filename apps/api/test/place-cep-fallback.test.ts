/**
 * The place search when the postal-code services fail: a CEP still sorts from its city (remembered from an earlier
 * lookup) or from the city of the partners whose CEPs are closest to it; otherwise a plain Portuguese 502.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, ZPlaceSchema, formatMessage } from '@rede/domain';
import { companies } from '../src/db/schema/index.ts';
import type { CepProvider } from '../src/modules/address-lookup/cep-provider.ts';
import { CepProviderError } from '../src/modules/address-lookup/cep-provider.ts';
import type { Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { lineIdsByName } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();

let cepFails = true;
const cepProvider: CepProvider = async (cep) => {
  if (cepFails) throw new CepProviderError('connect ECONNREFUSED 127.0.0.1:443');
  return cep === '04001000' ? { cep, logradouro: '', bairro: '', localidade: 'São Paulo', uf: 'SP' } : null;
};
const geocoder: Geocoder = async () => [];
const app = async () => (await build(database.db, { cepProvider, geocoder })).app;
const place = async (server: Awaited<ReturnType<typeof app>>, q: string) =>
  server.inject({ method: 'GET', url: `/api/companys/listfiltred/place?q=${encodeURIComponent(q)}` });

beforeAll(async () => {
  const L = await lineIdsByName(database.db);
  const partners: [string, string, string, string, number, number][] = [
    // name, uf, city, CEP, lat, lng
    ['Campinas 1', 'SP', 'Campinas', '13015000', -22.9, -47.06],
    ['Campinas 2', 'SP', 'Campinas', '13015100', -22.9, -47.06],
    // more partners, a CEP less close to 13010-xxx (3 digits in common, Campinas 4)
    ['Valinhos 1', 'SP', 'Valinhos', '13070000', -22.97, -46.99],
    ['Valinhos 2', 'SP', 'Valinhos', '13070100', -22.97, -46.99],
    ['Valinhos 3', 'SP', 'Valinhos', '13070200', -22.97, -46.99],
    ['Santos 1', 'SP', 'Santos', '11010000', -23.96, -46.33],
    ['São Paulo 1', 'SP', 'São Paulo', '80010000', -23.55, -46.63],
    // hidden: its CEP does not count
    ['Oculta', 'PR', 'Maringá', '87010000', -23.42, -51.93],
  ];
  for (const [name, uf, city, cep, lat, lng] of partners) {
    const partner = await insertPartner(database.db, {
      name: `${name} Baterias`,
      uf,
      city,
      lat,
      lng,
      lines: [L.Moto!],
      status: name === 'Oculta' ? 'pending' : 'approved',
    });
    await database.db.update(companies).set({ cep }).where(eq(companies.id, partner.id));
  }
});

describe('a CEP while the postal-code services fail', () => {
  it('sorts from the city of the partners whose CEPs share the most digits with it', async () => {
    const server = await app();
    const campinas = await place(server, '13010-100');
    expect(campinas.statusCode, campinas.body).toBe(200);
    expect(ZPlaceSchema.parse(campinas.json())).toMatchObject({
      kind: 'cepCity',
      label: 'CEP 13010-100 · região de Campinas - SP',
      city: 'Campinas',
      uf: 'SP',
      latitude: -22.9,
      longitude: -47.06,
    });
    expect(ZPlaceSchema.parse((await place(server, '11013-000')).json())).toMatchObject({ kind: 'cepCity', city: 'Santos' });
    expect(ZPlaceSchema.parse((await place(server, '13079-999')).json())).toMatchObject({ city: 'Valinhos' });
  });

  it('sorts from the city an earlier lookup found for that CEP', async () => {
    const server = await app();
    cepFails = false;
    try {
      expect(ZPlaceSchema.parse((await place(server, '04001000')).json())).toMatchObject({ kind: 'cepCity', city: 'São Paulo' });
    } finally {
      cepFails = true;
    }
    // another spelling of the same CEP (not the answer cached for the text): the lookup fails, the city is remembered
    const again = await place(server, '04001-000');
    expect(again.statusCode, again.body).toBe(200);
    expect(ZPlaceSchema.parse(again.json())).toMatchObject({ kind: 'cepCity', label: 'CEP 04001-000 · São Paulo - SP', city: 'São Paulo' });
  });

  it('no partner near it: 502 in plain Portuguese, without the service’s own text', async () => {
    const server = await app();
    for (const q of ['87010-000', '69900-000']) {
      const failed = await place(server, q);
      expect(failed.statusCode, q).toBe(502);
      expect(failed.json().message).toBe(formatMessage(MESSAGES.directory.placeServiceError, { query: q }));
      expect(failed.json().message).not.toMatch(/ECONNREFUSED|\(/);
    }
  });
});
