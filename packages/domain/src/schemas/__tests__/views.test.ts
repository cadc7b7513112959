import { describe, expect, it } from 'vitest';
import { addressFromLookup, cepMismatch, ZAddressLookupSchema } from '../address-lookup.ts';
import { COMPANY_SUMMARY_COLUMNS, toCompanySummaryRow, ZCompanySummaryRowSchema } from '../company-summary.ts';
import type { TCompanyLog } from '../company-log.ts';
import { ZCompanyCountsSchema } from '../company-counts.ts';
import { ZCitiesQuerySchema, ZLocationOptionSchema } from '../location.ts';
import { LOG_EXPORT_COLUMNS, toLogExportRow, ZLogExportRowSchema } from '../log-export-row.ts';
import { ZPartnerSchema } from '../partner.ts';
import { errorsOf, parseOk } from './helpers.ts';

describe('export rows', () => {
  it('log export columns are in the specified order', () => {
    expect(LOG_EXPORT_COLUMNS).toEqual([
      'id',
      'empresa',
      'cnpj',
      'razaoSocial',
      'telefone',
      'whatsapp',
      'emailEmpresa',
      'linhas',
      'cep',
      'posicao',
      'rua',
      'bairro',
      'cidade',
      'estado',
      'numero',
      'dataExecucao',
      'tipoAcao',
      'nomeUsuarioExecutou',
      'emailUsuarioExecutou',
      // opening hours and the rejection reason: after the section's columns
      'horarioFuncionamento',
      'motivo',
    ]);
    expect(Object.keys(ZLogExportRowSchema.shape)).toEqual([...LOG_EXPORT_COLUMNS]);
  });
  it('maps a log entry to its row', () => {
    const log: TCompanyLog = {
      id: 7,
      companyId: 3,
      name: 'Loja',
      cnpj: '11.222.333/0001-81',
      razaoSocial: 'Loja LTDA',
      phone: '(11) 3456-7890',
      whatsapp: null,
      email: 'l@x.com',
      lines: [
        { id: 1, name: 'Moto' },
        { id: 2, name: 'Carro' },
      ],
      cep: '01310-100',
      addressPosition: { latitude: -23.5, longitude: -46.6 },
      logradouro: 'Av. Paulista',
      numero: '10',
      complement: null,
      neibor: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      status: 'approved',
      isActive: true,
      isAssistence: false,
      userExecuteActionId: 1,
      typeAction: 'approved',
      userActionName: 'Admin',
      userActionEmail: 'adm@x.com',
      logo: null,
      photo: null,
      adminName: null,
      adminEmail: null,
      userAdminId: null,
      visualIdentityColor: null,
      reason: null,
      openingHours: {
        week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: day === 0 ? [] : [{ open: '08:00', close: '18:00' }] })),
        exceptions: [],
      },
      dtRegister: '2026-03-10T15:04:00.000Z',
      dtUpdate: '2026-03-10T15:04:00.000Z',
    };
    const row = toLogExportRow(log);
    expect(Object.keys(row)).toEqual([...LOG_EXPORT_COLUMNS]);
    expect(row).toMatchObject({
      empresa: 'Loja',
      whatsapp: '',
      linhas: 'Moto, Carro',
      posicao: '-23.5, -46.6',
      rua: 'Av. Paulista',
      bairro: 'Bela Vista',
      estado: 'SP',
      dataExecucao: '10/03/2026 12:04',
      tipoAcao: 'Aprovação',
      nomeUsuarioExecutou: 'Admin',
      horarioFuncionamento: 'Seg a Sáb 08:00–18:00; Dom fechado',
      motivo: '',
    });
    expect(toLogExportRow({ ...log, typeAction: 'rejected', reason: 'CNPJ divergente' }).motivo).toBe('CNPJ divergente');
  });
  it('company summary row columns and mapping', () => {
    expect(Object.keys(ZCompanySummaryRowSchema.shape)).toEqual(['id', 'nome', 'cnpj', 'uf', 'cidade', 'email', 'contato', 'linhas', 'status']);
    const row = toCompanySummaryRow({
      id: 1,
      name: 'Loja',
      cnpj: null,
      uf: 'RJ',
      city: 'Niterói',
      email: null,
      phone: null,
      whatsapp: '(21) 99999-0000',
      lines: [{ id: 1, name: 'Náutica' }],
      status: 'disapproved',
    });
    expect(Object.keys(row)).toEqual([...COMPANY_SUMMARY_COLUMNS]);
    expect(row).toEqual({
      id: 1,
      nome: 'Loja',
      cnpj: '',
      uf: 'RJ',
      cidade: 'Niterói',
      email: '',
      contato: '(21) 99999-0000',
      linhas: 'Náutica',
      status: 'Reprovado',
    });
  });
});

describe('public partner', () => {
  it('has exactly the public fields', () => {
    expect(Object.keys(ZPartnerSchema.shape).sort()).toEqual(
      ['id', 'name', 'logradouro', 'city', 'uf', 'phone', 'email', 'photo', 'whatsapp', 'lines', 'neibor', 'addressPosition', 'isAssistence'].sort(),
    );
  });
});

describe('small views', () => {
  it('counts, location options and cities query', () => {
    const counts = { pendings: 1, inactives: 0, actives: 5, approved: 5, disapproved: 0, total: 6 };
    expect(parseOk(ZCompanyCountsSchema, counts)).toEqual(counts);
    expect(errorsOf(ZCompanyCountsSchema, { ...counts, pendings: -1 })).toEqual({ pendings: 'Valor inválido' });
    expect(errorsOf(ZCompanyCountsSchema, { pendings: 1, inactives: 0, actives: 5 })).toEqual({
      approved: 'Campo obrigatório',
      disapproved: 'Campo obrigatório',
      total: 'Campo obrigatório',
    });
    expect(parseOk(ZLocationOptionSchema, { id: 'SP', nome: 'São Paulo' })).toEqual({ id: 'SP', nome: 'São Paulo' });
    expect(errorsOf(ZCitiesQuerySchema, {})).toEqual({ state: 'Campo obrigatório' });
  });
  it('address lookup maps to company fields and detects a city mismatch', () => {
    const result = parseOk(ZAddressLookupSchema, {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(addressFromLookup(result)).toEqual({ logradouro: 'Avenida Paulista', neibor: 'Bela Vista', city: 'São Paulo', uf: 'SP' });
    expect(cepMismatch(result, 'sao paulo', 'SP')).toBe(false);
    expect(cepMismatch(result, 'Campinas', 'SP')).toBe(true);
    expect(cepMismatch(result, 'São Paulo', 'RJ')).toBe(true);
  });
});
