import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userCompanies, users } from '../../db/schema/index.ts';
import { backofficeUrl } from '../../lib/mail/backoffice-url.ts';
import { enqueueDigest, enqueueMail } from '../../lib/mail/outbox.ts';
import {
  companyDecisionMail,
  pendingApprovalDigestMail,
  registrationReceiptMail,
  type CompanyMailInfo,
  type PendingApprovalEvent,
} from './company-mails.ts';

/** What the company mails need of the configuration. */
export type MailContext = { systemName: string; backofficeHost: string | null };

/** One message per company and administrator per hour at most (issue: 30 edits were 30 e-mails each). */
export const PENDING_APPROVAL_DIGEST_MS = 60 * 60_000;

type Recipient = { name: string; email: string };

/**
 * The company's contacts for its decisions: the administrator user (companies.user_admin_id) when
 * active; otherwise the active users managing it; otherwise companies.admin_email.
 */
const decisionRecipients = async (
  tx: Database,
  company: CompanyMailInfo & { userAdminId: number | null; adminName: string | null; adminEmail: string | null },
) => {
  let recipients: Recipient[] = [];
  if (company.userAdminId !== null) {
    recipients = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, company.userAdminId), eq(users.isActive, true)));
  }
  if (recipients.length === 0) {
    recipients = await tx
      .select({ name: users.name, email: users.email })
      .from(userCompanies)
      .innerJoin(users, eq(users.id, userCompanies.userId))
      .where(and(eq(userCompanies.companyId, company.id), eq(users.isActive, true)));
  }
  if (recipients.length === 0 && company.adminEmail) recipients = [{ name: company.adminName ?? company.name, email: company.adminEmail }];
  return [...new Map(recipients.map((r) => [r.email.toLowerCase(), r])).values()];
};

/**
 * Queues, in the caller's transaction, the approval or rejection (with its reason) message to the
 * company's contacts. Call it only when the status really changed.
 */
export const queueCompanyDecision = async (
  tx: Database,
  context: MailContext,
  input: {
    company: CompanyMailInfo & { userAdminId: number | null; adminName: string | null; adminEmail: string | null };
    decision: 'approved' | 'rejected';
    reason: string | null;
    now: Date;
    /** 'change': the decision on a proposed change of an approved company (default: on the company). */
    subject?: 'company' | 'change';
  },
): Promise<number> => {
  const recipients = await decisionRecipients(tx, input.company);
  for (const recipient of recipients) {
    await enqueueMail(tx, {
      kind: 'company-decision',
      now: input.now,
      message: companyDecisionMail({
        to: recipient.email,
        recipientName: recipient.name,
        company: input.company,
        decision: input.decision,
        reason: input.reason,
        subject: input.subject ?? 'company',
        systemName: context.systemName,
        loginUrl: backofficeUrl(context.backofficeHost, '/login'),
      }),
    });
  }
  return recipients.length;
};

/**
 * Queues, in the caller's transaction, the "waiting for approval" message to every active
 * administrator (users.is_admin) after a company user (or the registration) created or changed a
 * company: one digest per company and administrator per hour, collecting every change meanwhile.
 */
export const queuePendingApproval = async (
  tx: Database,
  context: MailContext,
  input: { company: CompanyMailInfo; action: PendingApprovalEvent['action']; actorName: string; now: Date },
): Promise<void> => {
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const event: PendingApprovalEvent = { action: input.action, actorName: input.actorName, at: input.now.toISOString() };
  for (const admin of admins) {
    await enqueueDigest(tx, {
      kind: 'pending-approval',
      digestKey: `pending-approval:company:${input.company.id}:user:${admin.id}`,
      to: admin.email,
      now: input.now,
      windowMs: PENDING_APPROVAL_DIGEST_MS,
      event,
      render: (events) =>
        pendingApprovalDigestMail({
          recipientName: admin.name,
          company: input.company,
          events,
          systemName: context.systemName,
          companyUrl: backofficeUrl(context.backofficeHost, `/company/${input.company.id}`),
        }),
    });
  }
};

/**
 * Queues, in the registration's transaction, the receipt to the registrant (the administrator e-mail
 * given in the form): the store is under review and the decision will come by e-mail.
 */
export const queueRegistrationReceipt = async (
  tx: Database,
  context: MailContext,
  input: { to: string; recipientName: string; companyName: string; now: Date },
): Promise<number> =>
  enqueueMail(tx, {
    kind: 'registration-receipt',
    now: input.now,
    message: registrationReceiptMail({
      to: input.to,
      recipientName: input.recipientName,
      companyName: input.companyName,
      systemName: context.systemName,
      loginUrl: backofficeUrl(context.backofficeHost, '/login'),
    }),
  });
