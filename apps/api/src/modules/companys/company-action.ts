import type { LogAction } from '@rede/domain';
import type { CompanyRecord } from '../company-record/company-record.ts';

/**
 * The log action of an administrator's PUT: a status change to approved / disapproved is an approval /
 * rejection, turning isActive off a deactivation, anything else an update (one entry either way).
 */
export const typeActionForUpdate = (before: CompanyRecord, after: CompanyRecord): LogAction => {
  if (before.status !== after.status && after.status === 'approved') return 'approved';
  if (before.status !== after.status && after.status === 'disapproved') return 'rejected';
  if (before.isActive && !after.isActive) return 'disabled';
  return 'update';
};
