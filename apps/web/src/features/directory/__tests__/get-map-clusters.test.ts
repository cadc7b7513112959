import { describe, expect, it } from 'vitest';
import { ZPartnerMapQuerySchema } from '@rede/domain';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { getMapClusters } from '../api/get-map-clusters';

const FILTERS = { uf: 'SP', city: 'Campinas', lines: [2], isAssistence: false, openNow: false, place: null };
const VIEW = { bbox: [-47.1, -23, -47, -22.9] as [number, number, number, number], zoom: 12 };

describe('the map query (GET /companys/listfiltred/map)', () => {
  const sent = async (filters: typeof FILTERS) => {
    const api = createFakeApi();
    api.on('GET', '/api/companys/listfiltred/map', () => jsonResponse({ clusters: [], partners: [], total: 0, extent: null }));
    await getMapClusters(filters, VIEW);
    const call = api.callsTo('GET', '/api/companys/listfiltred/map').at(-1)!;
    const params = new URLSearchParams(call.search);
    return { params, query: Object.fromEntries([...new Set(params.keys())].map((k) => [k, k === 'line' ? params.getAll(k) : params.get(k)])) };
  };

  it('carries the list filters, the view and, with "Aberto agora", openNow=true, in the form the API accepts', async () => {
    const open = await sent({ ...FILTERS, openNow: true });
    expect(open.params.get('openNow')).toBe('true');
    expect(ZPartnerMapQuerySchema.parse(open.query)).toMatchObject({ uf: 'SP', city: 'Campinas', line: [2], openNow: true, zoom: 12 });
    const all = await sent(FILTERS);
    expect(all.params.has('openNow')).toBe(false);
    expect(ZPartnerMapQuerySchema.parse(all.query).openNow).toBeUndefined();
  });
});
