import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { rejectCompany } from '../api/reject-company';

describe('rejectCompany', () => {
  it('always sends the reason, trimmed, even blank: the server requires it and says so in pt-BR', async () => {
    const api = createFakeApi();
    api.on('POST', '/api/companys/company/reject', () => jsonResponse({ id: 7 }));
    await rejectCompany({ id: 7, reason: '  Documentos ilegíveis ', expectedUpdatedAt: '2026-03-10T12:00:00.000Z' });
    await rejectCompany({ id: 7, reason: '   ' });
    expect(api.callsTo('POST', '/api/companys/company/reject').map((c) => c.body)).toEqual([
      { id: 7, reason: 'Documentos ilegíveis', expectedUpdatedAt: '2026-03-10T12:00:00.000Z' },
      { id: 7, reason: '' },
    ]);
  });
});
