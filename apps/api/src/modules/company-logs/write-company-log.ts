import type { LogAction } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyLogs } from '../../db/schema/index.ts';
import { findCompanyRecord, type CompanyRecord } from '../company-record/company-record.ts';
import type { LogActor } from './log-actor.ts';

export type WriteCompanyLogInput = {
  companyId: number;
  typeAction: LogAction;
  actor: LogActor;
  now: Date;
  /** Rejection reason (kept and shown to the company). */
  reason?: string | null;
  /** The company as it is after the action; read from `tx` when omitted (pass it for 'delete': as before). */
  snapshot?: CompanyRecord;
};

/** The company_logs row of an action: the company's snapshot (with line names and ids), who acted, the action and the reason. */
export const companyLogValues = (
  snapshot: CompanyRecord,
  input: { typeAction: LogAction; actor: Omit<LogActor, 'id'> & { id: number | null }; now: Date; reason?: string | null },
): typeof companyLogs.$inferInsert => ({
  companyId: snapshot.id,
  typeAction: input.typeAction,
  name: snapshot.name,
  logo: snapshot.logo,
  cnpj: snapshot.cnpj,
  razaoSocial: snapshot.razaoSocial,
  phone: snapshot.phone,
  whatsapp: snapshot.whatsapp,
  email: snapshot.email,
  isActive: snapshot.isActive,
  cep: snapshot.cep,
  latitude: snapshot.latitude,
  longitude: snapshot.longitude,
  logradouro: snapshot.logradouro,
  numero: snapshot.numero,
  complement: snapshot.complement,
  neibor: snapshot.neibor,
  city: snapshot.city,
  uf: snapshot.uf,
  photo: snapshot.photo,
  adminName: snapshot.adminName,
  adminEmail: snapshot.adminEmail,
  userAdminId: snapshot.userAdminId,
  isAssistence: snapshot.isAssistence,
  status: snapshot.status,
  visualIdentityColor: snapshot.visualIdentityColor,
  openingHours: snapshot.openingHours ?? null,
  lineNames: snapshot.lines.map((line) => line.name),
  lineIds: snapshot.lines.map((line) => line.id),
  userExecuteActionId: input.actor.id,
  userActionName: input.actor.name,
  userActionEmail: input.actor.email,
  reason: input.reason ?? null,
  ip: input.actor.ip,
  userAgent: input.actor.userAgent,
  createdAt: input.now,
});

/**
 * Writes ONE company_logs row (companyLogValues). Call it with the transaction of the change, after the
 * change, so the entry and the change commit or roll back together. Returns the entry's id.
 */
export const writeCompanyLog = async (tx: Database, input: WriteCompanyLogInput): Promise<number> => {
  const snapshot = input.snapshot ?? (await findCompanyRecord(tx, input.companyId));
  if (!snapshot) throw new Error(`writeCompanyLog: company ${input.companyId} not found`);
  const [row] = await tx.insert(companyLogs).values(companyLogValues(snapshot, input)).returning({ id: companyLogs.id });
  if (!row) throw new Error('writeCompanyLog: insert returned no row');
  return row.id;
};
