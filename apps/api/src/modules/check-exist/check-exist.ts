import { and, eq, ne, sql } from 'drizzle-orm';
import { normalizeCnpj } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

/** True when a company other than `ignoreId` has this CNPJ (compared normalised: no mask, upper case). */
export const cnpjExists = async (db: Database, value: string, ignoreId?: number): Promise<boolean> => {
  const cnpj = normalizeCnpj(value);
  if (cnpj === '') return false;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.cnpj, cnpj), ignoreId ? ne(companies.id, ignoreId) : undefined))
    .limit(1);
  return Boolean(row);
};

/** True when a user other than `ignoreId` has this e-mail (trimmed, case-insensitive, as the unique index). */
export const emailExists = async (db: Database, value: string, ignoreId?: number): Promise<boolean> => {
  const email = value.trim().toLowerCase();
  if (email === '') return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ignoreId ? ne(users.id, ignoreId) : undefined))
    .limit(1);
  return Boolean(row);
};
