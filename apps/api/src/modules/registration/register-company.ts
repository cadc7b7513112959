import type { TCompanyRegister } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { createCompanyAdminUser } from '../access/company-admin-user.ts';
import { assertNoCompanyConflicts, withCompanyConflicts } from '../companys/company-conflict.ts';
import { assertLinesExist, replaceCompanyLines } from '../companys/company-lines-set.ts';
import { assertCityIsMunicipality } from '../companys/company-city.ts';
import { assertPositionMatchesAddress } from '../companys/company-position.ts';
import { findCompanyRecord } from '../company-record/company-record.ts';
import { companyColumns } from '../companys/company-values.ts';
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
  await assertLinesExist(db, input.lines, 'company.lines');
  assertCityIsMunicipality(input, 'company.city');
  await assertPositionMatchesAddress(db, input, { field: 'company.addressPosition' });
  await assertNoCompanyConflicts(db, { cnpj: input.cnpj, adminEmail: input.adminEmail });
  const passwordHash = await hashPassword(input.adminPassword);
  return withCompanyConflicts(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          ...companyColumns(input),
          logo: null,
          photo: null,
          visualIdentityColor: null,
          status: 'pending',
          isActive: true,
          adminName: input.adminName,
          adminEmail: input.adminEmail,
          dtRegister: now,
          dtUpdate: now,
        })
        .returning({ id: companies.id });
      const companyId = row!.id;
      await replaceCompanyLines(tx, companyId, input.lines, now);
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
