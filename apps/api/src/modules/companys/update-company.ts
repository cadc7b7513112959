import { eq, inArray } from 'drizzle-orm';
import { can, MESSAGES, type LogAction, type TCompany, type TCompanyUpdate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, lines, users } from '../../db/schema/index.ts';
import { forbidden, notFound, validationError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertRecordVersion } from '../../lib/record-version.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import { inviteCompanyAdmin, unknownPasswordHash } from '../invitations/invite-company-admin.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { assertCanChangeUser } from '../users/assert-can-change-user.ts';
import type { Actor } from '../access/record-scope.ts';
import { findUserRecord, type UserRecord } from '../users/user-record.ts';
import { typeActionForUpdate } from './company-action.ts';
import { withCompanyConflicts } from './company-conflict.ts';
import type { CompanyDeps, CompanyWriter } from './company-deps.ts';
import { resolveCompanyImages } from './company-images.ts';
import { assertLinesExist, replaceCompanyLines } from './company-lines-set.ts';
import { assertCityIsMunicipality } from './company-city.ts';
import { assertPositionMatchesAddress } from './company-position.ts';
import { findCompanyRecord, lockCompany, type CompanyRecord } from '../company-record/company-record.ts';
import { backofficeUrl } from '../../lib/mail/backoffice-url.ts';
import { accessChangedMail } from './company-mails.ts';
import { companyColumns, onlyOpeningHoursChanged } from './company-values.ts';
import {
  discardPendingChange,
  findPendingChange,
  proposedChanges,
  proposedRecordOf,
  saveProposedChange,
  toReviewedCompanyOf,
} from './company-pending-change.ts';
import { queueCompanyDecision, queuePendingApproval } from './queue-company-mails.ts';

export type UpdateCompanyResult = {
  company: TCompany;
  typeAction: LogAction;
  /** Set when the company administrator's account changed (the route logs it; never the password). */
  adminAccountChange?: { userId: number; name: boolean; email: boolean; password: boolean } | undefined;
};

/**
 * 403 unless the writer may change the account of the company's administrator as `PUT /api/users`
 * would let them: USER:UPDATE, and the target is no administrator and holds nothing the writer lacks.
 */
const assertCanChangeCompanyAdmin = (access: Actor, target: UserRecord): void => {
  if (!can(access, 'USER:UPDATE')) throw forbidden(MESSAGES.access.companyAdminNeedsUserUpdate);
  assertCanChangeUser(access, target);
};

/**
 * The administrator fields of an admin's PUT: with an administrator user, its name / e-mail follow the
 * payload and a given password replaces its password. Changing that account is checked like the user
 * routes (assertCanChangeCompanyAdmin); a new e-mail or password ends its sessions and is told to the
 * account's old (and new) address. Without an administrator user, `adminInvite` (name and e-mail)
 * creates the account by invitation: a login account needs USER:CREATE besides COMPANY:UPDATE, and the
 * person chooses the password (a password from staff is refused). Otherwise name and e-mail are kept on
 * the company only.
 */
const applyAdminFields = async (
  tx: Database,
  deps: Pick<CompanyDeps, 'now' | 'mail' | 'invitations'>,
  writer: Extract<CompanyWriter, { kind: 'admin' }>,
  before: CompanyRecord,
  input: TCompanyUpdate,
  { passwordHash, invitedHash }: { passwordHash: string | null; invitedHash: string | null },
) => {
  const { now } = deps;
  if (before.userAdminId !== null && input.adminInvite === true) {
    throw validationError({ 'company.adminInvite': MESSAGES.invitations.companyHasAdmin });
  }
  if (before.userAdminId !== null) {
    const target = await findUserRecord(tx, before.userAdminId);
    if (!target) return;
    const name = input.adminName ?? target.name;
    const email = input.adminEmail ?? target.email;
    const changed = { name: name !== target.name, email: email.toLowerCase() !== target.email.toLowerCase(), password: passwordHash !== null };
    if (!changed.name && !changed.password && email === target.email) return;
    assertCanChangeCompanyAdmin(writer.access, target);
    const [user] = await tx
      .update(users)
      .set({ name, email, ...(passwordHash ? { passwordHash } : {}), dtUpdate: now })
      .where(eq(users.id, target.id))
      .returning({ name: users.name, email: users.email });
    await tx.update(companies).set({ adminName: user!.name, adminEmail: user!.email }).where(eq(companies.id, before.id));
    if (changed.email || changed.password) {
      await revokeUserSessions(tx, target.id, now);
      const addresses = changed.email ? [target.email, email] : [target.email];
      for (const to of addresses) {
        await enqueueMail(tx, {
          kind: 'access-changed',
          now,
          message: accessChangedMail({
            to,
            recipientName: name,
            companyName: before.name,
            changed: { email: changed.email, password: changed.password },
            actorName: writer.actor.name,
            systemName: deps.mail.systemName,
            loginUrl: backofficeUrl(deps.mail.backofficeHost, '/login'),
          }),
        });
      }
    }
    return { userId: target.id, ...changed };
  }
  if (passwordHash || invitedHash) {
    if (!can(writer.access, 'USER:CREATE')) throw forbidden(MESSAGES.invitations.companyAdminNeedsUserCreate);
    if (passwordHash) throw validationError({ 'company.adminPassword': MESSAGES.invitations.staffPasswordOnEdit });
    if (!input.adminName || !input.adminEmail) {
      throw validationError({
        ...(input.adminName ? {} : { 'company.adminName': MESSAGES.validation.required }),
        ...(input.adminEmail ? {} : { 'company.adminEmail': MESSAGES.validation.required }),
      });
    }
    await inviteCompanyAdmin(tx, {
      company: { id: before.id, name: input.name },
      admin: { name: input.adminName, email: input.adminEmail },
      invitedBy: { id: writer.actor.id, name: writer.actor.name },
      passwordHash: invitedHash!,
      now,
      mail: deps.invitations,
    });
    return;
  }
  if (input.adminName !== undefined || input.adminEmail !== undefined) {
    await tx.update(companies).set({ adminName: input.adminName, adminEmail: input.adminEmail }).where(eq(companies.id, before.id));
  }
  return;
};

/**
 * Updates the company named by `input.id` (fields left out stay as they are), its lines, and writes
 * ONE log entry in the same transaction; 404 when it does not exist.
 * - admin: may set status, isActive and the administrator fields; the entry's action follows
 *   typeActionForUpdate; a status change to approved / disapproved queues the decision e-mail. The edit
 *   is published at once; a proposed change of the company stays to be decided unless the company is no
 *   longer approved.
 * - owner (company user; the caller checks the company is theirs) of an APPROVED company: the edit is a
 *   proposed change (proposeCompanyChange), the approved version stays public.
 * - owner of a company not approved: status becomes pending; status, isActive and the administrator
 *   fields of the payload are ignored; the action is 'update'; the administrators' "waiting for
 *   approval" digest is queued.
 * Mails go to the outbox in the same transaction.
 */
export const updateCompany = async (deps: CompanyDeps, writer: CompanyWriter, input: TCompanyUpdate): Promise<UpdateCompanyResult> => {
  const { db, storage, now, mail } = deps;
  const isAdmin = writer.kind === 'admin';
  const published = await findCompanyRecord(db, input.id);
  if (!published) throw notFound();
  await assertLinesExist(db, input.lines, 'company.lines');
  assertCityIsMunicipality(input, 'company.city');
  await assertPositionMatchesAddress(db, input, { field: 'company.addressPosition', ignoreCompanyId: input.id });
  // an owner edits what they proposed (their form shows it): its images are the ones kept as they are
  const current = isAdmin ? published : await proposedRecordOf(db, published, await findPendingChange(db, input.id));
  const images = await resolveCompanyImages(storage, { logo: input.logo, photo: input.photo }, current);
  const passwordHash = isAdmin && input.adminPassword ? await hashPassword(input.adminPassword) : null;
  const invitedHash = isAdmin && input.adminInvite === true ? await unknownPasswordHash() : null;

  const result = await withCompanyConflicts(() =>
    db.transaction(async (tx) => {
      if (!(await lockCompany(tx, input.id))) throw notFound();
      await assertRecordVersion(tx, companies, input.id, input.expectedUpdatedAt, 'company');
      const before = (await findCompanyRecord(tx, input.id))!;
      if (writer.kind === 'owner' && before.status === 'approved') return proposeCompanyChange(tx, deps, writer, before, input, images);
      await tx
        .update(companies)
        .set({
          ...companyColumns(input),
          logo: images.logo,
          photo: images.photo,
          status: isAdmin ? input.status : undefined,
          isActive: isAdmin ? input.isActive : undefined,
          dtUpdate: now,
        })
        .where(eq(companies.id, input.id));
      await replaceCompanyLines(tx, input.id, input.lines, now);
      const adminAccountChange =
        writer.kind === 'admin' ? await applyAdminFields(tx, deps, writer, before, input, { passwordHash, invitedHash }) : undefined;
      let after = (await findCompanyRecord(tx, input.id))!;
      // a company user's edit sends the company back to 'Pendente' (section 4), except one that changes only
      // the opening hours: nothing the commercial sector approves (a decision in docs/decisions)
      const backToPending = !isAdmin && !onlyOpeningHoursChanged(before, after);
      if (backToPending && after.status !== 'pending') {
        await tx.update(companies).set({ status: 'pending' }).where(eq(companies.id, input.id));
        after = { ...after, status: 'pending' };
      }
      // the change an owner proposed to the approved version goes with it (the owner's next edit is a plain pending one)
      if (after.status !== 'approved') await discardPendingChange(tx, input.id);
      const typeAction = isAdmin ? typeActionForUpdate(before, after) : 'update';
      await writeCompanyLog(tx, { companyId: input.id, typeAction, actor: writer.actor, now, snapshot: after });
      if (backToPending) {
        await queuePendingApproval(tx, mail, { company: after, action: 'update', actorName: writer.actor.name, now });
      } else if (isAdmin && before.status !== after.status && (typeAction === 'approved' || typeAction === 'rejected')) {
        await queueCompanyDecision(tx, mail, { company: after, decision: typeAction, reason: null, now });
      }
      return { company: await toReviewedCompanyOf(tx, after, isAdmin ? 'admin' : 'owner'), typeAction, adminAccountChange };
    }),
  );
  deps.changed([input.id]);
  return result;
};

/**
 * A company user's edit of an APPROVED company (under the company's lock, version checked): the companies
 * row keeps the approved, public version and the edit, applied to what they proposed before (or to the
 * approved version), becomes the company's proposed change, replacing an earlier one; the row's version
 * moves on, so a decision taken on what was shown before is refused (409). An edit that comes back to the
 * approved version withdraws the change; one that changes only the opening hours is published at once
 * (nothing the commercial sector approves) and withdraws it too. No log entry for a proposal: the log holds
 * the published versions (the approval's entry shows what the change published).
 */
const proposeCompanyChange = async (
  tx: Database,
  deps: CompanyDeps,
  writer: Extract<CompanyWriter, { kind: 'owner' }>,
  published: CompanyRecord,
  input: TCompanyUpdate,
  images: { logo?: string | null | undefined; photo?: string | null | undefined },
): Promise<UpdateCompanyResult> => {
  const { now, mail } = deps;
  const base = await proposedRecordOf(tx, published, await findPendingChange(tx, published.id));
  const edited = Object.fromEntries(
    Object.entries({ ...companyColumns(input), logo: images.logo, photo: images.photo }).filter(([, value]) => value !== undefined),
  );
  const proposedLines = await tx.select({ id: lines.id, name: lines.name }).from(lines).where(inArray(lines.id, input.lines));
  const proposed: CompanyRecord = { ...base, ...edited, lines: proposedLines };

  if (proposedChanges(published, proposed).length === 0) {
    if (await discardPendingChange(tx, published.id)) await tx.update(companies).set({ dtUpdate: now }).where(eq(companies.id, published.id));
    const after = (await findCompanyRecord(tx, published.id))!;
    return { company: await toReviewedCompanyOf(tx, after, 'owner'), typeAction: 'update' };
  }
  if (onlyOpeningHoursChanged(published, proposed)) {
    await discardPendingChange(tx, published.id);
    await tx.update(companies).set({ openingHours: proposed.openingHours, dtUpdate: now }).where(eq(companies.id, published.id));
    const after = (await findCompanyRecord(tx, published.id))!;
    await writeCompanyLog(tx, { companyId: published.id, typeAction: 'update', actor: writer.actor, now, snapshot: after });
    return { company: await toReviewedCompanyOf(tx, after, 'owner'), typeAction: 'update' };
  }
  await saveProposedChange(tx, { published, proposed, actor: writer.actor, now });
  await tx.update(companies).set({ dtUpdate: now }).where(eq(companies.id, published.id));
  const after = (await findCompanyRecord(tx, published.id))!;
  await queuePendingApproval(tx, mail, { company: proposed, action: 'update', actorName: writer.actor.name, now });
  return { company: await toReviewedCompanyOf(tx, after, 'owner'), typeAction: 'update' };
};
