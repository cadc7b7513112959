import { describe, expect, it } from 'vitest';
import { DirectoryState } from '../src/modules/partners/directory/directory-state.ts';
import type { DirectoryRow } from '../src/modules/partners/directory/load-directory.ts';
import { partnerListJson, queryPartnerList } from '../src/modules/partners/directory/query-partner-list.ts';
import { ZPublicPartnerListQuerySchema, ZPublicPartnerListSchema } from '@rede/domain';

const row = (id: number, overrides: Partial<DirectoryRow> = {}): DirectoryRow => ({
  id,
  name: `Loja ${id}`,
  logradouro: 'Rua das Flores',
  numero: '10',
  neibor: 'Centro',
  city: 'Curitiba',
  uf: 'PR',
  cep: '80010000',
  phone: '4133334444',
  whatsapp: null,
  email: null,
  photo: null,
  logo: null,
  latitude: -25.43,
  longitude: -49.27,
  isAssistence: false,
  openingHours: null,
  lineIds: [1],
  ...overrides,
});

describe('the read model checks each partner against its response schema when it renders it', () => {
  it('renders valid partners as the schema passes them, and leaves out (and reports) a partner the schema refuses', () => {
    const state = new DirectoryState({ lines: [{ id: 1, name: 'Automotiva' }] });
    expect(state.upsert(row(1))).not.toBeNull();
    expect(state.upsert(row(2))).not.toBeNull();
    // a coordinate that is not a number: the answer would carry null where the schema promises a number
    expect(state.upsert(row(2, { latitude: Number.NaN }))).toBeNull();
    expect(state.upsert(row(3, { longitude: Number.POSITIVE_INFINITY }))).toBeNull();
    expect([...state.rejected.keys()]).toEqual([2, 3]);
    expect(state.rejected.get(2)).toMatch(/^addressPosition\.latitude: /);
    expect(state.slotById.has(2)).toBe(false);
    expect(state.count).toBe(1);

    state.reorder(null);
    state.reindex();
    const query = ZPublicPartnerListQuerySchema.parse({ uf: 'PR' });
    const json = partnerListJson(state, queryPartnerList(state, query, new Date()));
    const answer = JSON.parse(json) as unknown;
    // the joined answer is what the list's schema gives for it, byte for byte
    expect(json).toBe(JSON.stringify(ZPublicPartnerListSchema.parse(answer)));
    expect(answer).toMatchObject({ total: 1, data: [{ id: 1, name: 'Loja 1' }] });
  });
});
