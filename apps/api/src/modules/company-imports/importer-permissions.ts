import { can, type PermissionSubject } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { findUserRecord } from '../users/user-record.ts';

/**
 * What an import may do to the companies, as the company form's routes allow it: new companies with
 * COMPANY:CREATE (status and Ativo included, as the form's POST), changes to an existing one (its
 * Ativo/Inativo included, as the form's PUT and the deactivate action) with COMPANY:UPDATE.
 */
export type ImportPermissions = { create: boolean; update: boolean };

export const permissionsOf = (subject: PermissionSubject): ImportPermissions => ({
  create: can(subject, 'COMPANY:CREATE'),
  update: can(subject, 'COMPANY:UPDATE'),
});

/**
 * The permissions of the user who started an import, as they are now (the run may come long after the
 * dry run, and the role may have changed since): nothing for a user deleted or deactivated.
 */
export const findImporterPermissions = async (db: Database, userId: number | null): Promise<ImportPermissions> => {
  const user = userId === null ? null : await findUserRecord(db, userId);
  if (!user?.isActive) return { create: false, update: false };
  return permissionsOf(user);
};
