import { describe, expect, it } from 'vitest';
import type { TCompanyLog } from '@rede/domain';
import { diffCompanyLogs } from '../src/modules/company-logs/diff-company-logs.ts';

/** A complete log entry: only what a case overrides differs between two entries. */
const entry = (overrides: Partial<TCompanyLog> = {}): TCompanyLog => ({
  id: 1,
  companyId: 3,
  name: 'Baterias Centro',
  cnpj: '11.222.333/0001-81',
  razaoSocial: 'Baterias Centro LTDA',
  phone: '(11) 3333-4444',
  whatsapp: null,
  email: 'contato@centro.com.br',
  lines: [
    { id: 1, name: 'Moto' },
    { id: 2, name: 'Carro' },
  ],
  cep: '01310-100',
  addressPosition: { latitude: -23.56, longitude: -46.65 },
  logradouro: 'Av. Paulista',
  numero: '1000',
  complement: null,
  neibor: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  status: 'approved',
  isActive: true,
  isAssistence: false,
  userExecuteActionId: 1,
  typeAction: 'update',
  userActionName: 'Admin',
  userActionEmail: 'admin@rede.com.br',
  logo: null,
  photo: null,
  adminName: null,
  adminEmail: null,
  userAdminId: null,
  visualIdentityColor: null,
  reason: null,
  openingHours: null,
  dtRegister: '2026-03-10T12:00:00.000Z',
  dtUpdate: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

describe('company log diff: product lines are a set', () => {
  it('reports no change when only the order of the lines differs', () => {
    const previous = entry();
    const current = entry({
      id: 2,
      lines: [
        { id: 2, name: 'Carro' },
        { id: 1, name: 'Moto' },
      ],
    });
    expect(diffCompanyLogs(previous, current)).toEqual([]);
  });

  it('reports a line added or removed, whatever the order, as sorted names', () => {
    const previous = entry({
      lines: [
        { id: 2, name: 'Carro' },
        { id: 1, name: 'Moto' },
      ],
    });
    const added = entry({
      id: 2,
      lines: [
        { id: 1, name: 'Moto' },
        { id: 3, name: 'Náutica' },
        { id: 2, name: 'Carro' },
      ],
    });
    expect(diffCompanyLogs(previous, added)).toEqual([{ field: 'lines', before: ['Carro', 'Moto'], after: ['Carro', 'Moto', 'Náutica'] }]);
    const removed = entry({ id: 3, lines: [{ id: 1, name: 'Moto' }] });
    expect(diffCompanyLogs(added, removed)).toEqual([{ field: 'lines', before: ['Carro', 'Moto', 'Náutica'], after: ['Moto'] }]);
  });
});
