import type { TCompany } from '@rede/domain';
import { notFound } from '../../lib/app-error.ts';
import type { Database } from '../../db/client.ts';
import { findCompanyRecord } from '../company-record/company-record.ts';
import { toCompany } from './to-company.ts';

/** The company, or 404. With `companyIds`, a company outside them is also 404 (its existence is not revealed). */
export const getCompany = async (db: Database, id: number, companyIds?: readonly number[]): Promise<TCompany> => {
  if (companyIds && !companyIds.includes(id)) throw notFound();
  const record = await findCompanyRecord(db, id);
  if (!record) throw notFound();
  return toCompany(record);
};
