import { eq, sql } from 'drizzle-orm';
import { MESSAGES, permissionKeysForType } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles, userCompanies, users } from '../../db/schema/index.ts';

export type CompanyAdminInput = { name: string; email: string; passwordHash: string };

/**
 * The company's administrator: a company-type user owned by and linked to the company (user_companies,
 * first position), with its own role holding every company-type permission. Sets companies.user_admin_id,
 * admin_name and admin_email. A taken e-mail fails on users_email_lower_unique (the caller maps it).
 */
export const createCompanyAdminUser = async (tx: Database, companyId: number, admin: CompanyAdminInput, now: Date): Promise<number> => {
  const [role] = await tx
    .insert(roles)
    .values({
      name: MESSAGES.companyAdminRoleName,
      type: 'company',
      permissions: permissionKeysForType('company'),
      companyId,
      dtRegister: now,
      dtUpdate: now,
    })
    .returning({ id: roles.id });
  const [user] = await tx
    .insert(users)
    .values({
      name: admin.name,
      email: admin.email,
      passwordHash: admin.passwordHash,
      type: 'company',
      roleId: role!.id,
      companyId,
      isAdmin: false,
      isActive: true,
      canDeleteItself: true,
      dtRegister: now,
      dtUpdate: now,
    })
    .returning({ id: users.id });
  await linkUserToCompany(tx, user!.id, companyId, now);
  await tx
    .update(companies)
    .set({ userAdminId: user!.id, adminName: admin.name, adminEmail: admin.email, dtUpdate: now })
    .where(eq(companies.id, companyId));
  return user!.id;
};

/** Adds the company to the companies the user manages, after the ones already there. */
export const linkUserToCompany = async (tx: Database, userId: number, companyId: number, now: Date): Promise<void> => {
  await tx
    .insert(userCompanies)
    .values({
      userId,
      companyId,
      position: sql`(select coalesce(max(${userCompanies.position}) + 1, 0) from ${userCompanies} where ${userCompanies.userId} = ${userId})`,
      createdAt: now,
    })
    .onConflictDoNothing();
};
