import { formatCep, formatCnpj, formatPhone, type CompanyStatus, type LogAction, type TCompanyLog } from '@rede/domain';
import type { companyLogs } from '../../db/schema/index.ts';

export type CompanyLogRow = typeof companyLogs.$inferSelect;

const masked = (value: string | null, format: (v: string) => string): string | null => (value ? format(value) : null);

/** A company_logs row as the API answers it: documents masked, lines as { id, name }, dates ISO. */
export const toCompanyLog = (row: CompanyLogRow): TCompanyLog => {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    logo: row.logo,
    photo: row.photo,
    cnpj: masked(row.cnpj, formatCnpj),
    razaoSocial: row.razaoSocial,
    phone: masked(row.phone, formatPhone),
    whatsapp: masked(row.whatsapp, formatPhone),
    email: row.email,
    lines: row.lineNames.map((name, index) => ({ id: row.lineIds[index] ?? 0, name })),
    cep: masked(row.cep, formatCep),
    addressPosition: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    logradouro: row.logradouro,
    numero: row.numero,
    complement: row.complement,
    neibor: row.neibor,
    city: row.city,
    uf: row.uf,
    status: row.status as CompanyStatus | null,
    isActive: row.isActive,
    isAssistence: row.isAssistence,
    adminName: row.adminName,
    adminEmail: row.adminEmail,
    userAdminId: row.userAdminId,
    visualIdentityColor: row.visualIdentityColor,
    reason: row.reason,
    openingHours: row.openingHours ?? null,
    userExecuteActionId: row.userExecuteActionId,
    typeAction: row.typeAction as LogAction,
    userActionName: row.userActionName,
    userActionEmail: row.userActionEmail,
    nameUser: row.userActionName,
    dtRegister: at,
    dtUpdate: at,
  };
};
