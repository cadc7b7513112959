import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TRole, UserType } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { isStaff, type Actor } from '../access/record-scope.ts';

/** The columns a role is read with, with its company's name. */
export const ROLE_RECORD_COLUMNS = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  permissions: roles.permissions,
  companyId: roles.companyId,
  companyName: companies.name,
  dtRegister: roles.dtRegister,
  dtUpdate: roles.dtUpdate,
};

export type RoleRecord = {
  id: number;
  name: string;
  type: UserType;
  permissions: string[];
  companyId: number | null;
  companyName: string | null;
  dtRegister: Date;
  dtUpdate: Date;
};

export const toRoleRecord = (row: Omit<RoleRecord, 'type'> & { type: string }): RoleRecord => ({ ...row, type: row.type as UserType });

/** A role as the API answers it. */
export const toRole = (record: RoleRecord): TRole => ({
  id: record.id,
  name: record.name,
  type: record.type,
  permissions: record.permissions,
  companyId: record.companyId,
  company: record.companyId !== null && record.companyName !== null ? { id: record.companyId, name: record.companyName } : null,
  dtRegister: record.dtRegister.toISOString(),
  dtUpdate: record.dtUpdate.toISOString(),
});

/**
 * Roles a user sees (and may assign): administrators and staff every role; company users the roles of
 * their companies plus the shared roles (no company) of their own type, which only administrators edit.
 */
export const isRoleVisible = (actor: Actor, role: { companyId: number | null; type: string }): boolean =>
  actor.isAdmin || isStaff(actor) || (role.companyId !== null ? actor.companyIds.includes(role.companyId) : role.type === actor.type);

/** `isRoleVisible` as a SQL condition (undefined for administrators and staff). */
export const visibleRoleCondition = (actor: Actor): SQL | undefined => {
  if (actor.isAdmin || isStaff(actor)) return undefined;
  const shared = and(isNull(roles.companyId), eq(roles.type, actor.type));
  return actor.companyIds.length > 0 ? or(inArray(roles.companyId, actor.companyIds), shared) : shared;
};

/** The role with its company, or null. */
export const findRoleRecord = async (db: Database, id: number): Promise<RoleRecord | null> => {
  const [row] = await db.select(ROLE_RECORD_COLUMNS).from(roles).leftJoin(companies, eq(companies.id, roles.companyId)).where(eq(roles.id, id));
  return row ? toRoleRecord(row) : null;
};

/** The role if the actor may see it, else 404. */
export const getVisibleRole = async (db: Database, actor: Actor, id: number): Promise<RoleRecord> => {
  const record = await findRoleRecord(db, id);
  if (!record || !isRoleVisible(actor, record)) throw notFound();
  return record;
};
