import { formatCep, formatCnpj, formatPhone, type UfCode, type TCompany } from '@rede/domain';
import type { CompanyRecord } from '../company-record/company-record.ts';

const masked = (value: string | null, format: (v: string) => string): string | null => (value ? format(value) : null);

/** A company record as the API answers it: documents masked, dates ISO, never a password. */
export const toCompany = (record: CompanyRecord): TCompany => ({
  id: record.id,
  name: record.name,
  logo: record.logo,
  cnpj: masked(record.cnpj, formatCnpj),
  razaoSocial: record.razaoSocial,
  phone: masked(record.phone, formatPhone),
  whatsapp: masked(record.whatsapp, formatPhone),
  email: record.email,
  isActive: record.isActive,
  lines: record.lines,
  cep: formatCep(record.cep),
  addressPosition: record.latitude !== null && record.longitude !== null ? { latitude: record.latitude, longitude: record.longitude } : null,
  logradouro: record.logradouro,
  numero: record.numero,
  complement: record.complement,
  neibor: record.neibor,
  city: record.city,
  uf: record.uf as UfCode,
  photo: record.photo,
  adminName: record.adminName,
  adminEmail: record.adminEmail,
  userAdminId: record.userAdminId,
  isAssistence: record.isAssistence,
  status: record.status as TCompany['status'],
  visualIdentityColor: record.visualIdentityColor,
  openingHours: record.openingHours ?? null,
  dtRegister: record.dtRegister.toISOString(),
  dtUpdate: record.dtUpdate.toISOString(),
});
