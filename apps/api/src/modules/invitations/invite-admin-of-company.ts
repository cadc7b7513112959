import { formatMessage, MESSAGES, type TInvitationCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sqlState, violatedConstraint } from '../../lib/database-errors.ts';
import { emailExists } from '../check-exist/check-exist.ts';
import { findCompanyRecord, lockCompany } from '../company-record/company-record.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { InvitationMailContext } from './invitation-deps.ts';
import { inviteCompanyAdmin, unknownPasswordHash } from './invite-company-admin.ts';

const emailInUse = () => {
  const message = formatMessage(MESSAGES.validation.inUse, { title: 'E-mail' });
  return new AppError(409, message, { 'invitation.email': message });
};

/**
 * POST /api/invitations: invites the administrator of a company that has none (the route checks
 * COMPANY:UPDATE and USER:CREATE). In one transaction, with the company locked: the account, the
 * invitation and its e-mail, and the company's 'update' log entry. 404 for an unknown company, 400 when
 * it already has an administrator, 409 for a taken e-mail.
 */
export const inviteAdminOfCompany = async (
  { db, now, mail }: { db: Database; now: Date; mail: InvitationMailContext },
  actor: LogActor,
  input: TInvitationCreate,
): Promise<number> => {
  if (await emailExists(db, input.email)) throw emailInUse();
  const passwordHash = await unknownPasswordHash();
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockCompany(tx, input.companyId))) throw notFound();
      const company = (await findCompanyRecord(tx, input.companyId))!;
      if (company.userAdminId !== null) throw new AppError(400, MESSAGES.invitations.companyHasAdmin);
      const { invitationId } = await inviteCompanyAdmin(tx, {
        company: { id: company.id, name: company.name },
        admin: { name: input.name, email: input.email },
        invitedBy: { id: actor.id, name: actor.name },
        passwordHash,
        now,
        mail,
      });
      await writeCompanyLog(tx, { companyId: company.id, typeAction: 'update', actor, now });
      return invitationId;
    });
  } catch (error) {
    if (sqlState(error) === '23505' && violatedConstraint(error) === 'users_email_lower_unique') throw emailInUse();
    throw error;
  }
};
