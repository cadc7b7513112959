import type { TCompanyRecord } from '../api/types';

const ISO = '2026-02-03T14:00:00.000Z';

export const company = (overrides: Partial<TCompanyRecord> = {}): TCompanyRecord => ({
  id: 7,
  name: 'Baterias Centro',
  logo: null,
  cnpj: '11.222.333/0001-81',
  razaoSocial: 'Baterias Centro Ltda',
  phone: '(11) 3333-4444',
  whatsapp: '(11) 98888-7777',
  email: 'contato@centro.com.br',
  isActive: true,
  lines: [{ id: 1, name: 'Moto' }],
  cep: '01310-100',
  addressPosition: { latitude: -23.5613, longitude: -46.6565 },
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complement: null,
  neibor: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  photo: null,
  adminName: 'Ana',
  adminEmail: 'ana@centro.com.br',
  userAdminId: 31,
  isAssistence: false,
  status: 'pending',
  visualIdentityColor: null,
  dtRegister: ISO,
  dtUpdate: ISO,
  ...overrides,
});
