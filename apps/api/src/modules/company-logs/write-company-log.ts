import type { LogAction } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyLogs } from '../../db/schema/index.ts';
import { findCompanyRecord, type CompanyRecord } from '../companys/company-record.ts';
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

/**
 * Writes ONE company_logs row: a snapshot of the company (with line names and ids), who acted,
 * the action and the reason. Call it with the transaction of the change, after the change, so the
 * entry and the change commit or roll back together. Returns the entry's id.
 */
export const writeCompanyLog = async (tx: Database, input: WriteCompanyLogInput): Promise<number> => {
  const snapshot = input.snapshot ?? (await findCompanyRecord(tx, input.companyId));
  if (!snapshot) throw new Error(`writeCompanyLog: company ${input.companyId} not found`);
  const { actor } = input;
  const [row] = await tx
    .insert(companyLogs)
    .values({
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
      lineNames: snapshot.lines.map((line) => line.name),
      lineIds: snapshot.lines.map((line) => line.id),
      userExecuteActionId: actor.id,
      userActionName: actor.name,
      userActionEmail: actor.email,
      reason: input.reason ?? null,
      ip: actor.ip,
      userAgent: actor.userAgent,
      createdAt: input.now,
    })
    .returning({ id: companyLogs.id });
  if (!row) throw new Error('writeCompanyLog: insert returned no row');
  return row.id;
};
