import type { TCompanyRegister } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { createCompanyAdminUser } from '../access/company-admin-user.ts';
import { withCompanyConflicts } from '../companys/company-conflict.ts';
import { assertNewCompany, insertCompany } from '../companys/insert-company.ts';
import { findCompanyRecord } from '../company-record/company-record.ts';
import { queuePendingApproval, queueRegistrationReceipt, type MailContext } from '../companys/queue-company-mails.ts';

/**
 * Self-registration, in ONE transaction: the company (pending, active, no images), its lines, its
 * administrator (company-type user with its own role holding every company-type key, linked to the
 * company), the first log entry ('create', acted by that new administrator), the administrators'
 * "waiting for approval" e-mail and the registrant's receipt (outbox). A taken cnpj or
 * administrator e-mail is 409 ('CNPJ Já está em uso' / 'E-mail Já está em uso') and nothing is written.
 */
export const registerCompany = async (
  deps: { db: Database; now: Date; mail: MailContext },
  input: TCompanyRegister,
  origin: Pick<LogActor, 'ip' | 'userAgent'>,
): Promise<{ companyId: number; userId: number }> => {
  const { db, now } = deps;
  await assertNewCompany(db, input, input.adminEmail);
  const passwordHash = await hashPassword(input.adminPassword);
  return withCompanyConflicts(() =>
    db.transaction(async (tx) => {
      const companyId = await insertCompany(
        tx,
        input,
        {
          logo: null,
          photo: null,
          visualIdentityColor: null,
          status: 'pending',
          isActive: true,
          adminName: input.adminName,
          adminEmail: input.adminEmail,
        },
        now,
      );
      const userId = await createCompanyAdminUser(tx, companyId, { name: input.adminName, email: input.adminEmail, passwordHash }, now);
      const actor: LogActor = { id: userId, name: input.adminName, email: input.adminEmail, ...origin };
      await writeCompanyLog(tx, { companyId, typeAction: 'create', actor, now });
      const record = await findCompanyRecord(tx, companyId);
      await queuePendingApproval(tx, deps.mail, { company: record!, action: 'create', actorName: input.adminName, now });
      await queueRegistrationReceipt(tx, deps.mail, { to: input.adminEmail, recipientName: input.adminName, companyName: record!.name, now });
      return { companyId, userId };
    }),
  );
};
