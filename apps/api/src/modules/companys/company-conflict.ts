import { formatMessage, MESSAGES } from '@rede/domain';
import { AppError } from '../../lib/app-error.ts';
import { sqlState, violatedConstraint } from '../../lib/database-errors.ts';

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

/** Runs a company write, mapping its unique violations with `companyConflict`. */
export const withCompanyConflicts = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    throw companyConflict(error);
  }
};
