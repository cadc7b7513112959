import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { randomPassword } from '../../lib/auth/random-password.ts';
import { hashPassword } from '../../lib/password.ts';
import { createCompanyAdminUser } from '../access/company-admin-user.ts';
import type { InvitationMailContext } from './invitation-deps.ts';
import { sendInvitation } from './send-invitation.ts';

/**
 * A password hash nobody knows, for an account created by an invitation: it cannot log in until its owner
 * accepts and chooses a password. Computed before the transaction (scrypt takes a while).
 */
export const unknownPasswordHash = (): Promise<string> => hashPassword(randomPassword());

/**
 * The administrator of a company that has none, by invitation: the account is created (company-type, the
 * company's administrator role, linked to the company, companies.user_admin_id set) with a password nobody
 * knows, and the invitation to choose one is queued, all in the caller's transaction. The caller checks
 * that the writer holds USER:CREATE and that the company has no administrator; a taken e-mail fails on
 * users_email_lower_unique.
 */
export const inviteCompanyAdmin = async (
  tx: Database,
  input: {
    company: { id: number; name: string };
    admin: { name: string; email: string };
    invitedBy: { id: number; name: string };
    passwordHash: string;
    now: Date;
    mail: InvitationMailContext;
  },
): Promise<{ userId: number; invitationId: number }> => {
  const { company, admin, now } = input;
  const userId = await createCompanyAdminUser(tx, company.id, { name: admin.name, email: admin.email, passwordHash: input.passwordHash }, now);
  const [user] = await tx.select({ roleId: users.roleId, email: users.email }).from(users).where(eq(users.id, userId));
  const invitationId = await sendInvitation(tx, {
    target: { userId, email: user!.email, name: admin.name, companyId: company.id, companyName: company.name, roleId: user!.roleId },
    invitedBy: input.invitedBy,
    now,
    mail: input.mail,
  });
  return { userId, invitationId };
};
