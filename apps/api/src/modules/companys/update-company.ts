import { eq } from 'drizzle-orm';
import { MESSAGES, type LogAction, type TCompany, type TCompanyUpdate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { notFound, validationError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { typeActionForUpdate } from './company-action.ts';
import { createCompanyAdminUser } from './company-admin-user.ts';
import { withCompanyConflicts } from './company-conflict.ts';
import type { CompanyDeps, CompanyWriter } from './company-deps.ts';
import { resolveCompanyImages } from './company-images.ts';
import { assertLinesExist, replaceCompanyLines } from './company-lines-set.ts';
import { findCompanyRecord, lockCompany, type CompanyRecord } from './company-record.ts';
import { companyColumns } from './company-values.ts';
import { toCompany } from './to-company.ts';

export type UpdateCompanyResult = { company: TCompany; typeAction: LogAction; statusChanged: boolean };

/**
 * The administrator fields of an admin's PUT: with an administrator user, its name / e-mail follow the
 * payload and a given password replaces its password (ending its sessions); without one, a complete
 * trio (name, e-mail, password) creates it, otherwise name and e-mail are kept on the company only.
 */
const applyAdminFields = async (tx: Database, before: CompanyRecord, input: TCompanyUpdate, passwordHash: string | null, now: Date) => {
  if (before.userAdminId !== null) {
    const name = input.adminName ?? undefined;
    const email = input.adminEmail ?? undefined;
    if (name === undefined && email === undefined && passwordHash === null) return;
    const [user] = await tx
      .update(users)
      .set({ name, email, ...(passwordHash ? { passwordHash } : {}), dtUpdate: now })
      .where(eq(users.id, before.userAdminId))
      .returning({ name: users.name, email: users.email });
    if (passwordHash) await revokeUserSessions(tx, before.userAdminId, now);
    if (user) await tx.update(companies).set({ adminName: user.name, adminEmail: user.email }).where(eq(companies.id, before.id));
    return;
  }
  if (passwordHash) {
    if (!input.adminName || !input.adminEmail) {
      throw validationError({
        ...(input.adminName ? {} : { 'company.adminName': MESSAGES.validation.required }),
        ...(input.adminEmail ? {} : { 'company.adminEmail': MESSAGES.validation.required }),
      });
    }
    await createCompanyAdminUser(tx, before.id, { name: input.adminName, email: input.adminEmail, passwordHash }, now);
    return;
  }
  if (input.adminName !== undefined || input.adminEmail !== undefined) {
    await tx.update(companies).set({ adminName: input.adminName, adminEmail: input.adminEmail }).where(eq(companies.id, before.id));
  }
};

/**
 * Updates the company named by `input.id` (fields left out stay as they are), its lines, and writes
 * ONE log entry in the same transaction; 404 when it does not exist.
 * - admin: may set status, isActive and the administrator fields; the entry's action follows
 *   typeActionForUpdate.
 * - owner (company user; the caller checks the company is theirs): status becomes pending; status,
 *   isActive and the administrator fields of the payload are ignored; the action is 'update'.
 */
export const updateCompany = async (deps: CompanyDeps, writer: CompanyWriter, input: TCompanyUpdate): Promise<UpdateCompanyResult> => {
  const { db, storage, now } = deps;
  const isAdmin = writer.kind === 'admin';
  const current = await findCompanyRecord(db, input.id);
  if (!current) throw notFound();
  await assertLinesExist(db, input.lines, 'company.lines');
  const images = await resolveCompanyImages(storage, { logo: input.logo, photo: input.photo }, current);
  const passwordHash = isAdmin && input.adminPassword ? await hashPassword(input.adminPassword) : null;

  return withCompanyConflicts(() =>
    db.transaction(async (tx) => {
      if (!(await lockCompany(tx, input.id))) throw notFound();
      const before = (await findCompanyRecord(tx, input.id))!;
      await tx
        .update(companies)
        .set({
          ...companyColumns(input),
          logo: images.logo,
          photo: images.photo,
          status: isAdmin ? input.status : 'pending',
          isActive: isAdmin ? input.isActive : undefined,
          dtUpdate: now,
        })
        .where(eq(companies.id, input.id));
      await replaceCompanyLines(tx, input.id, input.lines, now);
      if (isAdmin) await applyAdminFields(tx, before, input, passwordHash, now);
      const after = (await findCompanyRecord(tx, input.id))!;
      const typeAction = isAdmin ? typeActionForUpdate(before, after) : 'update';
      await writeCompanyLog(tx, { companyId: input.id, typeAction, actor: writer.actor, now, snapshot: after });
      return { company: toCompany(after), typeAction, statusChanged: before.status !== after.status };
    }),
  );
};
