import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import type { Actor } from '../access/record-scope.ts';
import type { InvitationMailContext } from '../invitations/invitation-deps.ts';
import type { MailContext } from './queue-company-mails.ts';

/**
 * What company writes need: the database, the upload storage (logo, photo), the time, the mail context,
 * where invitation links point (an administrator invited by e-mail), and the public directory's change signal:
 * each write calls `changed` with the companies it changed, after its commit, so no route has to remember it.
 */
export type CompanyDeps = {
  db: Database;
  storage: FileStorage;
  now: Date;
  mail: MailContext;
  invitations: InvitationMailContext;
  changed: (companyIds: number[]) => void;
};

/**
 * Who writes: an administrator (back-office, COMPANY:*) may set status, isActive and the company's
 * administrator (`access`: their permissions, checked like the user routes before another user's
 * account changes); an owner (a company user, companysByUser) may not: the company becomes pending.
 */
export type CompanyWriter = { kind: 'admin'; actor: LogActor; access: Actor } | { kind: 'owner'; actor: LogActor };
