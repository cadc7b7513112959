import type { FastifyBaseLogger } from 'fastify';
import { companyBulkStale, ERROR_CODES, MESSAGES, type TCompanyBulkAction, type TCompanyBulkFailure } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { isAppError } from '../../lib/app-error.ts';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import type { CompanyDeps } from './company-deps.ts';
import { companyIdIn } from '../company-record/company-record.ts';
import { decideCompany } from './decide-company.ts';

/** Why a company the action would not change is reported as failed. */
const ALREADY_DONE: Record<TCompanyBulkAction, string> = {
  approve: MESSAGES.companyBulk.alreadyApproved,
  reject: MESSAGES.companyBulk.alreadyDisapproved,
  deactivate: MESSAGES.companyBulk.alreadyInactive,
};

/** The public directory hears of the changed companies this many at a time (not only at the end of a long run). */
const CHANGE_SIGNAL_EVERY = 100;

/** `versions`: the dtUpdate each company was shown at, by id (a company without one is decided as it is). */
export type BulkDecisionInput = {
  action: TCompanyBulkAction;
  ids: readonly number[];
  reason: string | null;
  versions?: Readonly<Record<string, string>> | undefined;
};
export type BulkDecisionResult = { succeeded: number[]; failed: TCompanyBulkFailure[] };

/**
 * Decides each company in turn through decideCompany, the single action's own code: each in its own
 * transaction, with its own log entry and its own e-mail in the outbox (the reason in both when
 * rejecting). A company the action would not change (already approved, rejected or inactive), that does
 * not exist (deleted meanwhile) or whose transaction fails is left as it was and reported with its id,
 * name and a pt-BR reason; the others go on. A company changed since the version it was shown at is refused as
 * the single action refuses it (409 STALE_RECORD, nothing written) and reported with that code. `deps.changed` gets the changed ids, a batch at a time, after
 * their commits. If the database becomes unavailable, the companies not yet tried are reported as failed.
 */
export const bulkDecideCompanies = async (
  deps: Pick<CompanyDeps, 'db' | 'now' | 'mail' | 'changed'>,
  actor: LogActor,
  input: BulkDecisionInput,
  log: FastifyBaseLogger,
): Promise<BulkDecisionResult> => {
  const { db } = deps;
  // the names of the failures, read once (a company deleted meanwhile keeps the name it had)
  const names = new Map(
    (await db.select({ id: companies.id, name: companies.name }).from(companies).where(companyIdIn(input.ids))).map((row) => [row.id, row.name]),
  );
  const nameOf = (id: number) => names.get(id) ?? null;
  const succeeded: number[] = [];
  const failed: TCompanyBulkFailure[] = [];
  let unsignalled: number[] = [];
  const signal = () => {
    if (unsignalled.length > 0) deps.changed(unsignalled);
    unsignalled = [];
  };

  for (const [index, id] of input.ids.entries()) {
    try {
      // each decision's change is signalled with its batch, not one by one
      const { company, isChanged } = await decideCompany({ ...deps, changed: () => {} }, actor, {
        id,
        action: input.action,
        reason: input.reason,
        expectedUpdatedAt: input.versions?.[String(id)],
      });
      if (isChanged) {
        succeeded.push(id);
        unsignalled.push(id);
        if (unsignalled.length >= CHANGE_SIGNAL_EVERY) signal();
      } else {
        failed.push({ id, name: company.name, message: ALREADY_DONE[input.action] });
      }
    } catch (error) {
      if (isAppError(error) && error.code === ERROR_CODES.staleRecord) {
        const changedAt = String(error.additionalData?.dtUpdate ?? '');
        failed.push({ id, name: nameOf(id), message: companyBulkStale(nameOf(id) ?? `#${id}`, changedAt), code: ERROR_CODES.staleRecord });
        continue;
      }
      if (isAppError(error)) {
        failed.push({ id, name: nameOf(id), message: error.statusCode === 404 ? MESSAGES.companyBulk.notFound : error.message });
        continue;
      }
      log.error({ err: error, companyId: id, action: input.action }, 'decisão em lote: a empresa não pôde ser alterada');
      if (isDatabaseUnavailable(error)) {
        for (const rest of input.ids.slice(index)) failed.push({ id: rest, name: nameOf(rest), message: MESSAGES.errors.serviceUnavailable });
        break;
      }
      failed.push({ id, name: nameOf(id), message: MESSAGES.errors.internal });
    }
  }
  signal();
  return { succeeded, failed };
};
