import { and, eq, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { MESSAGES, type TCompany, type UserType } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles, sessions, userCompanies, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { CompanyDeps } from './company-deps.ts';
import { findCompanyRecord, lockCompany } from '../company-record/company-record.ts';
import { toCompany } from './to-company.ts';

/**
 * The explicit role without permissions of a user type (no company), created when first needed: users
 * whose role disappears with their company move to it, because a user without a role is allowed
 * everything their type allows (section 6), which would silently widen their rights.
 */
const noAccessRole = async (tx: Database, type: UserType, now: Date): Promise<number> => {
  const condition = and(
    eq(roles.name, MESSAGES.noAccessRoleName),
    eq(roles.type, type),
    isNull(roles.companyId),
    sql`cardinality(${roles.permissions}) = 0`,
  );
  const [existing] = await tx.select({ id: roles.id }).from(roles).where(condition).limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(roles)
    .values({ name: MESSAGES.noAccessRoleName, type, permissions: [], companyId: null, dtRegister: now, dtUpdate: now })
    .returning({ id: roles.id });
  return created!.id;
};

export type DeleteCompanyResult = { company: TCompany; disabledUserIds: number[]; movedToNoAccessUserIds: number[] };

/**
 * Deletes the company in ONE transaction, after writing its 'delete' log entry with the company as it
 * was (the history stays readable):
 * - its users are disabled and their sessions end: company-type users it owns (users.company_id) and
 *   those who manage no other company; the log entry names them;
 * - users holding one of its roles (which go with it) move to the role without permissions of their
 *   type, never to "no role" (which would allow everything of their type); users.role_id is
 *   ON DELETE RESTRICT, so the database refuses any other way for a role in use to disappear;
 * - its lines and user links go by cascade. Answers the deleted company, or 404.
 */
export const deleteCompany = async (
  { db, now, changed }: Pick<CompanyDeps, 'db' | 'now' | 'changed'>,
  actor: LogActor,
  id: number,
): Promise<DeleteCompanyResult> => {
  const result = await db.transaction(async (tx): Promise<DeleteCompanyResult> => {
    if (!(await lockCompany(tx, id))) throw notFound();
    const before = (await findCompanyRecord(tx, id))!;

    const otherCompany = tx
      .select({ one: sql`1` })
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, users.id), ne(userCompanies.companyId, id)));
    const linked = tx.select({ userId: userCompanies.userId }).from(userCompanies).where(eq(userCompanies.companyId, id));
    const toDisable = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        and(eq(users.type, 'company'), eq(users.isAdmin, false), or(eq(users.companyId, id), inArray(users.id, linked)), notExists(otherCompany)),
      )
      .orderBy(users.id);
    const disabledUserIds = toDisable.map((user) => user.id);
    if (disabledUserIds.length > 0) {
      await tx.update(users).set({ isActive: false, dtUpdate: now }).where(inArray(users.id, disabledUserIds));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(inArray(sessions.userId, disabledUserIds), isNull(sessions.revokedAt)));
    }

    const holders = await tx
      .select({ id: users.id, type: users.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(roles.companyId, id));
    for (const type of ['admin', 'company'] as const) {
      const ids = holders.filter((holder) => holder.type === type).map((holder) => holder.id);
      if (ids.length > 0)
        await tx
          .update(users)
          .set({ roleId: await noAccessRole(tx, type, now), dtUpdate: now })
          .where(inArray(users.id, ids));
    }

    const reason =
      toDisable.length > 0
        ? `${MESSAGES.companyDeletedUsersDisabled} ${toDisable.map((user) => `${user.name} (${user.email})`).join(', ')}`.slice(0, 2000)
        : null;
    await writeCompanyLog(tx, { companyId: id, typeAction: 'delete', actor, now, reason, snapshot: before });
    await tx.delete(companies).where(eq(companies.id, id));
    return { company: toCompany(before), disabledUserIds, movedToNoAccessUserIds: holders.map((holder) => holder.id) };
  });
  changed([id]);
  return result;
};
