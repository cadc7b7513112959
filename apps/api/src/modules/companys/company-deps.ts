import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { LogActor } from '../company-logs/log-actor.ts';

/** What company writes need: the database, the upload storage (logo, photo) and the time. */
export type CompanyDeps = { db: Database; storage: FileStorage; now: Date };

/**
 * Who writes: an administrator (back-office, COMPANY:*) may set status, isActive and the company's
 * administrator; an owner (a company user, companysByUser) may not: the company becomes pending.
 */
export type CompanyWriter = { kind: 'admin'; actor: LogActor } | { kind: 'owner'; actor: LogActor };
