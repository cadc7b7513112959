import { formatMessage, MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sqlState, violatedConstraint } from '../../lib/database-errors.ts';
import { cnpjExists, emailExists } from '../check-exist/check-exist.ts';

const inUse = (title: string) => formatMessage(MESSAGES.validation.inUse, { title });

/**
 * A unique violation of a company write as the form shows it: 409 'CNPJ Já está em uso' at `cnpj`,
 * 'E-mail Já está em uso' at `adminEmail` (the administrator's user e-mail). Other errors pass through.
 */
export const companyConflict = (error: unknown): unknown => {
  if (sqlState(error) !== '23505') return error;
  const constraint = violatedConstraint(error);
  if (constraint === 'companies_cnpj_unique') return new AppError(409, inUse('CNPJ'), { cnpj: inUse('CNPJ') });
  if (constraint === 'users_email_lower_unique') return new AppError(409, inUse('E-mail'), { adminEmail: inUse('E-mail') });
  return error;
};

/**
 * 409 naming EVERY taken value at once (`cnpj`, `adminEmail`), before a company write: the form then
 * marks each field and goes back to the first step holding one. The unique indexes still guard a race.
 */
export const assertNoCompanyConflicts = async (
  db: Database,
  input: { cnpj?: string | null | undefined; adminEmail?: string | null | undefined; ignoreCompanyId?: number; ignoreUserId?: number },
): Promise<void> => {
  const taken: Record<string, string> = {};
  if (input.cnpj && (await cnpjExists(db, input.cnpj, input.ignoreCompanyId))) taken.cnpj = inUse('CNPJ');
  if (input.adminEmail && (await emailExists(db, input.adminEmail, input.ignoreUserId))) taken.adminEmail = inUse('E-mail');
  const messages = Object.values(taken);
  if (messages.length > 0) throw new AppError(409, messages.join(' '), taken);
};

/** Runs a company write, mapping its unique violations with `companyConflict`. */
export const withCompanyConflicts = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    throw companyConflict(error);
  }
};
