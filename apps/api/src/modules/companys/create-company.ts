import { can, MESSAGES, type TCompanyCreate, type TCompany } from '@rede/domain';
import { forbidden, validationError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import { inviteCompanyAdmin, unknownPasswordHash } from '../invitations/invite-company-admin.ts';
import { createCompanyAdminUser, linkUserToCompany } from '../access/company-admin-user.ts';
import type { CompanyDeps, CompanyWriter } from './company-deps.ts';
import { resolveCompanyImages } from './company-images.ts';
import { withCompanyConflicts } from './company-conflict.ts';
import { assertNewCompany, insertCompany } from './insert-company.ts';
import { findCompanyRecord } from '../company-record/company-record.ts';
import { queuePendingApproval } from './queue-company-mails.ts';
import { toReviewedCompanyOf } from './company-pending-change.ts';

/**
 * Creates a company with its lines and its 'create' log entry in ONE transaction.
 * - admin: status (default pending) and isActive as given; with adminName, adminEmail and
 *   adminPassword, also the company's administrator user (see createCompanyAdminUser); with adminName,
 *   adminEmail and adminInvite, that user by invitation (they choose the password; the e-mail is queued
 *   in the same transaction). Either creates a login account: it needs USER:CREATE besides COMPANY:CREATE.
 * - owner (company user): status pending, isActive true, the acting user becomes its administrator
 *   and manages it (user_companies); status, isActive and admin fields of the payload are ignored.
 * An owner's company queues the administrators' "waiting for approval" digest in the same transaction.
 * cnpj and the administrator's e-mail are unique in the database: 409, nothing written.
 */
export const createCompany = async (deps: CompanyDeps, writer: CompanyWriter, input: TCompanyCreate): Promise<TCompany> => {
  const { db, storage, now } = deps;
  const isAdmin = writer.kind === 'admin';
  const invite = isAdmin && input.adminInvite === true;
  const createsAccount = invite || (isAdmin && Boolean(input.adminPassword));
  if (createsAccount && writer.kind === 'admin' && !can(writer.access, 'USER:CREATE')) {
    throw forbidden(MESSAGES.invitations.companyAdminNeedsUserCreate);
  }
  if (invite && input.adminPassword) throw validationError({ 'company.adminPassword': MESSAGES.invitations.passwordNotWithInvite });
  await assertNewCompany(db, input, createsAccount ? (input.adminEmail ?? null) : null);
  const images = await resolveCompanyImages(storage, { logo: input.logo, photo: input.photo });
  const adminPerson = { name: input.adminName ?? '', email: input.adminEmail ?? '' };
  if (createsAccount && (!adminPerson.name || !adminPerson.email)) {
    throw validationError({
      ...(adminPerson.name ? {} : { 'company.adminName': MESSAGES.validation.required }),
      ...(adminPerson.email ? {} : { 'company.adminEmail': MESSAGES.validation.required }),
    });
  }
  const admin = isAdmin && !invite && input.adminPassword ? { ...adminPerson, passwordHash: await hashPassword(input.adminPassword) } : null;
  const invitedHash = invite ? await unknownPasswordHash() : null;

  const company = await withCompanyConflicts(() =>
    db.transaction(async (tx) => {
      const id = await insertCompany(
        tx,
        input,
        {
          logo: images.logo ?? null,
          photo: images.photo ?? null,
          status: isAdmin ? (input.status ?? 'pending') : 'pending',
          isActive: isAdmin ? input.isActive : true,
          adminName: isAdmin ? (input.adminName ?? null) : writer.actor.name,
          adminEmail: isAdmin ? (input.adminEmail ?? null) : writer.actor.email,
          userAdminId: isAdmin ? null : writer.actor.id,
        },
        now,
      );
      if (admin) await createCompanyAdminUser(tx, id, admin, now);
      if (invitedHash) {
        await inviteCompanyAdmin(tx, {
          company: { id, name: input.name },
          admin: adminPerson,
          invitedBy: { id: writer.actor.id, name: writer.actor.name },
          passwordHash: invitedHash,
          now,
          mail: deps.invitations,
        });
      }
      if (!isAdmin) await linkUserToCompany(tx, writer.actor.id, id, now);
      const record = await findCompanyRecord(tx, id);
      await writeCompanyLog(tx, { companyId: id, typeAction: 'create', actor: writer.actor, now, snapshot: record! });
      if (!isAdmin) await queuePendingApproval(tx, deps.mail, { company: record!, action: 'create', actorName: writer.actor.name, now });
      return toReviewedCompanyOf(tx, record!, isAdmin ? 'admin' : 'owner');
    }),
  );
  deps.changed([company.id]);
  return company;
};
