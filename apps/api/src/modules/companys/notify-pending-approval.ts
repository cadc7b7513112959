import { and, asc, eq } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import { backofficeUrl, pendingApprovalMail } from './company-mails.ts';
import { sendAll, type NotifyDeps } from './notify-deps.ts';

/**
 * Mails every active administrator (users.is_admin) that a company waits for approval, because a
 * company user (or the registration) created it or changed it. Call it AFTER the transaction commits.
 * Never throws: failures are logged. Returns how many messages were sent.
 */
export const notifyPendingApproval = async (
  deps: NotifyDeps,
  input: { companyId: number; action: 'create' | 'update'; actorName: string },
): Promise<number> => {
  try {
    const [company] = await deps.db.select().from(companies).where(eq(companies.id, input.companyId));
    if (!company) return 0;
    const admins = await deps.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    const messages = admins.map((admin) =>
      pendingApprovalMail({
        to: admin.email,
        recipientName: admin.name,
        company,
        action: input.action,
        actorName: input.actorName,
        systemName: deps.systemName,
        companyUrl: backofficeUrl(deps.backofficeHost, `/company/${company.id}`),
      }),
    );
    return await sendAll(deps, messages, { companyId: company.id, action: input.action });
  } catch (error) {
    deps.log.error({ err: error, companyId: input.companyId }, 'falha ao notificar os administradores da aprovação pendente');
    return 0;
  }
};
