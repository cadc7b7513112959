import type { TCompanyCreate, TCompanyRegister } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { assertCityIsMunicipality } from './company-city.ts';
import { assertNoCompanyConflicts } from './company-conflict.ts';
import { assertLinesExist, replaceCompanyLines } from './company-lines-set.ts';
import { assertPositionMatchesAddress } from './company-position.ts';
import { companyColumns } from './company-values.ts';

type NewCompany = TCompanyCreate | TCompanyRegister;
/** What a new company's row takes besides the payload's columns (companyColumns): images, status, administrator. */
type NewCompanyColumns = Partial<Omit<typeof companies.$inferInsert, 'id' | 'dtRegister' | 'dtUpdate'>>;

/**
 * The checks every new company passes before its transaction (the form, registration): its lines exist, its city is a
 * municipality of its state, its position matches its address, and neither its CNPJ nor its administrator's e-mail
 * (when it gets an account) is taken. The errors name the fields under `company.`.
 */
export const assertNewCompany = async (db: Database, input: NewCompany, adminEmail: string | null): Promise<void> => {
  await assertLinesExist(db, input.lines, 'company.lines');
  assertCityIsMunicipality(input, 'company.city');
  await assertPositionMatchesAddress(db, input, { field: 'company.addressPosition' });
  await assertNoCompanyConflicts(db, { cnpj: input.cnpj, adminEmail });
};

/** Inserts the company (the payload's columns and `columns`) and its lines in the caller's transaction; its id. */
export const insertCompany = async (tx: Database, input: NewCompany, columns: NewCompanyColumns, now: Date): Promise<number> => {
  const [row] = await tx
    .insert(companies)
    .values({ ...companyColumns(input), ...columns, dtRegister: now, dtUpdate: now })
    .returning({ id: companies.id });
  await replaceCompanyLines(tx, row!.id, input.lines, now);
  return row!.id;
};
