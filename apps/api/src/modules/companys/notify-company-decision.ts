import { and, eq } from 'drizzle-orm';
import { companies, userCompanies, users } from '../../db/schema/index.ts';
import { backofficeUrl, companyDecisionMail } from './company-mails.ts';
import { sendAll, type NotifyDeps } from './notify-deps.ts';

/**
 * Mails the company's administrator that the company was approved or rejected (with the reason).
 * Recipients: the administrator user (companies.user_admin_id) when active; otherwise the active users
 * managing the company (user_companies); otherwise companies.admin_email. Call it AFTER the transaction
 * commits. Never throws: failures are logged. Returns how many messages were sent.
 */
export const notifyCompanyDecision = async (
  deps: NotifyDeps,
  input: { companyId: number; decision: 'approved' | 'rejected'; reason?: string | null },
): Promise<number> => {
  try {
    const [company] = await deps.db.select().from(companies).where(eq(companies.id, input.companyId));
    if (!company) return 0;
    let recipients: { name: string; email: string }[] = [];
    if (company.userAdminId !== null) {
      recipients = await deps.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.id, company.userAdminId), eq(users.isActive, true)));
    }
    if (recipients.length === 0) {
      recipients = await deps.db
        .select({ name: users.name, email: users.email })
        .from(userCompanies)
        .innerJoin(users, eq(users.id, userCompanies.userId))
        .where(and(eq(userCompanies.companyId, company.id), eq(users.isActive, true)));
    }
    if (recipients.length === 0 && company.adminEmail) recipients = [{ name: company.adminName ?? company.name, email: company.adminEmail }];
    const unique = [...new Map(recipients.map((r) => [r.email.toLowerCase(), r])).values()];
    const messages = unique.map((recipient) =>
      companyDecisionMail({
        to: recipient.email,
        recipientName: recipient.name,
        company,
        decision: input.decision,
        reason: input.reason ?? null,
        systemName: deps.systemName,
        loginUrl: backofficeUrl(deps.backofficeHost, '/login'),
      }),
    );
    return await sendAll(deps, messages, { companyId: company.id, decision: input.decision });
  } catch (error) {
    deps.log.error({ err: error, companyId: input.companyId }, 'falha ao notificar a decisão sobre a empresa');
    return 0;
  }
};
