import type { TCompany } from '@rede/domain';
import { notFound } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import { findCompanyRecord } from '../company-record/company-record.ts';
import { toReviewedCompanyOf } from './company-pending-change.ts';

/**
 * The company, or 404. With `companyIds` (a company user's own companies), a company outside them is also
 * 404 (its existence is not revealed) and a proposed change shows as its values (their form shows what they
 * sent, `isProposedChange`); an administrator reads the approved values and the change in `review`.
 */
export const getCompany = async (db: Database, id: number, companyIds?: readonly number[]): Promise<TCompany> => {
  if (companyIds && !companyIds.includes(id)) throw notFound();
  const record = await findCompanyRecord(db, id);
  if (!record) throw notFound();
  return toReviewedCompanyOf(db, record, companyIds ? 'owner' : 'admin');
};
