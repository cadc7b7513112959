import { describe, expect, it } from 'vitest';
import {
  COMPANY_FORM_STEPS,
  displayedCompanyStatus,
  ZCompanyCreateSchema,
  ZCompanyListQuerySchema,
  ZCompanyRegisterSchema,
  ZCompanySchema,
  ZCompanyUpdateSchema,
} from '../company.ts';
import { errorsOf, parseOk } from './helpers.ts';

const registration = {
  name: 'Baterias Centro',
  phone: '1134567890',
  cnpj: '11222333000181',
  razaoSocial: 'Baterias Centro LTDA',
  whatsapp: '11987654321',
  email: 'Contato@Baterias.com.br',
  cep: '01310100',
  addressPosition: { latitude: -23.561, longitude: -46.656 },
  logradouro: 'Av. Paulista',
  numero: '1000',
  neibor: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  adminName: 'Ana Souza',
  adminEmail: 'ana@baterias.com.br',
  adminPassword: 'segredo1',
  adminPassword_confirm: 'segredo1',
  lines: [1, 2],
  isAssistence: true,
};

const REQUIRED_AT_REGISTRATION = [
  'name',
  'phone',
  'cnpj',
  'razaoSocial',
  'whatsapp',
  'email',
  'cep',
  'addressPosition',
  'logradouro',
  'numero',
  'neibor',
  'city',
  'uf',
  'adminName',
  'adminEmail',
  'adminPassword',
  'lines',
  'isAssistence',
] as const;

describe('ZCompanyRegisterSchema', () => {
  it('accepts a valid registration and outputs masked documents', () => {
    const data = parseOk(ZCompanyRegisterSchema, registration);
    expect(data.cnpj).toBe('11.222.333/0001-81');
    expect(data.phone).toBe('(11) 3456-7890');
    expect(data.whatsapp).toBe('(11) 98765-4321');
    expect(data.cep).toBe('01310-100');
    expect(data.email).toBe('contato@baterias.com.br');
    expect(data.isActive).toBe(true);
    expect(data.complement).toBeUndefined();
    expect(data.lines).toEqual([1, 2]);
  });
  it.each(REQUIRED_AT_REGISTRATION)('missing %s gives Campo obrigatório at its path', (field) => {
    const input: Record<string, unknown> = { ...registration };
    delete input[field];
    expect(errorsOf(ZCompanyRegisterSchema, input)).toEqual({ [field]: 'Campo obrigatório' });
  });
  it('accepts the alphanumeric CNPJ and rejects a bad one', () => {
    expect(parseOk(ZCompanyRegisterSchema, { ...registration, cnpj: '12ABC34501DE35' }).cnpj).toBe('12.ABC.345/01DE-35');
    expect(errorsOf(ZCompanyRegisterSchema, { ...registration, cnpj: '11.222.333/0001-80' })).toEqual({ cnpj: 'CNPJ inválido' });
  });
  it('reports a password mismatch at adminPassword_confirm', () => {
    expect(errorsOf(ZCompanyRegisterSchema, { ...registration, adminPassword_confirm: 'outra' })).toEqual({
      adminPassword_confirm: 'Senhas devem ser iguais',
    });
  });
  it('validates formats and the lines minimum', () => {
    expect(
      errorsOf(ZCompanyRegisterSchema, {
        ...registration,
        lines: [],
        phone: '123',
        cep: '00000000',
        email: 'x',
        uf: 'ZZ',
        adminPassword: '123',
        adminPassword_confirm: '123',
      }),
    ).toEqual({
      lines: 'Adicione pelo menos um item',
      phone: 'Telefone inválido',
      cep: 'CEP inválido',
      email: 'E-mail inválido',
      uf: 'UF inválida',
      adminPassword: 'Mínimo 8 caracteres',
    });
  });
  it('keeps optional complement, logo and photo; empty means null', () => {
    const data = parseOk(ZCompanyRegisterSchema, { ...registration, complement: 'Sala 2', logo: '', photo: 'f1.png' });
    expect([data.complement, data.logo, data.photo]).toEqual(['Sala 2', null, 'f1.png']);
  });
});

const edit = {
  id: 5,
  name: 'Baterias Centro',
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  neibor: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  lines: [{ id: 1, name: 'Moto' }],
  isAssistence: false,
};

describe('ZCompanyUpdateSchema (company edit)', () => {
  it('accepts without cnpj, phone, whatsapp, email, position and admin data', () => {
    const data = parseOk(ZCompanyUpdateSchema, { ...edit, cnpj: '', phone: null });
    expect(data.cnpj).toBeNull();
    expect(data.phone).toBeNull();
    expect(data.whatsapp).toBeUndefined();
    expect(data.lines).toEqual([1]);
    expect(data.adminPassword).toBeUndefined();
  });
  it('validates and formats cnpj, phone, whatsapp and email when given', () => {
    expect(parseOk(ZCompanyUpdateSchema, { ...edit, cnpj: '11222333000181', whatsapp: '11987654321' })).toMatchObject({
      cnpj: '11.222.333/0001-81',
      whatsapp: '(11) 98765-4321',
    });
    expect(errorsOf(ZCompanyUpdateSchema, { ...edit, cnpj: '1', phone: '2', whatsapp: '3', email: 'x@' })).toEqual({
      cnpj: 'CNPJ inválido',
      phone: 'Telefone inválido',
      whatsapp: 'Telefone inválido',
      email: 'E-mail inválido',
    });
  });
  it('requires id, name, cep, address, lines and isAssistence', () => {
    expect(Object.keys(errorsOf(ZCompanyUpdateSchema, {})).sort()).toEqual(
      ['cep', 'city', 'id', 'isAssistence', 'lines', 'logradouro', 'name', 'neibor', 'numero', 'uf'].sort(),
    );
  });
});

describe('ZCompanyCreateSchema', () => {
  const { id: _id, ...create } = edit;
  it('defaults isActive to true and leaves admin data optional', () => {
    expect(parseOk(ZCompanyCreateSchema, create).isActive).toBe(true);
  });
  it('requires all administrator fields once one is given', () => {
    expect(errorsOf(ZCompanyCreateSchema, { ...create, adminName: 'Ana' })).toEqual({
      adminEmail: 'Campo obrigatório',
      adminPassword: 'Campo obrigatório',
    });
    expect(
      errorsOf(ZCompanyCreateSchema, {
        ...create,
        adminName: 'Ana',
        adminEmail: 'a@b.co',
        adminPassword: 'segredo12',
        adminPassword_confirm: 'segredo13',
      }),
    ).toEqual({ adminPassword_confirm: 'Senhas devem ser iguais' });
  });
});

describe('ZCompanySchema (output)', () => {
  it('never carries a password', () => {
    expect(Object.keys(ZCompanySchema.shape).some((k) => /password/i.test(k))).toBe(false);
  });
  it('covers every form step field except passwords', () => {
    const outputKeys = Object.keys(ZCompanySchema.shape);
    const formKeys = COMPANY_FORM_STEPS.flat().filter((k) => !/password/i.test(k));
    expect(formKeys.filter((k) => !outputKeys.includes(k))).toEqual([]);
  });
});

describe('ZCompanyListQuerySchema', () => {
  it('reads the filters and whitelists orderBy', () => {
    expect(parseOk(ZCompanyListQuerySchema, { lines: ['1,2', '3'], status: 'pending', uf: 'SP', city: ' Santos ', orderBy: 'city' })).toEqual({
      pageSize: 10,
      pageIndex: 0,
      orderDirection: 'asc',
      orderBy: 'city',
      status: 'pending',
      uf: 'SP',
      city: 'Santos',
      lines: [1, 2, 3],
    });
    expect(errorsOf(ZCompanyListQuerySchema, { orderBy: 'adminPassword' })).toEqual({ orderBy: 'Valor inválido' });
    expect(errorsOf(ZCompanyListQuerySchema, { status: 'deleted', lines: 'a' })).toEqual({
      status: 'Valor inválido',
      'lines.0': 'Valor inválido',
    });
    expect(parseOk(ZCompanyListQuerySchema, { orderBy: '', status: '', lines: '' })).toMatchObject({ orderBy: undefined, lines: undefined });
  });
});

describe('displayedCompanyStatus', () => {
  it("shows an approved company with a proposed change as 'pending'; otherwise its status", () => {
    const change = { kind: 'change' as const, requestedAt: '2026-03-10T12:00:00.000Z', requestedByName: 'João', changes: [] };
    expect(displayedCompanyStatus({ status: 'approved', review: change })).toBe('pending');
    expect(displayedCompanyStatus({ status: 'approved', review: null })).toBe('approved');
    expect(displayedCompanyStatus({ status: 'pending', review: { ...change, kind: 'new' } })).toBe('pending');
    expect(displayedCompanyStatus({ status: 'disapproved' })).toBe('disapproved');
  });
});
