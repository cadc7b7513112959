import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/**
 * Who may upload: admin-type users (they manage the content images) and administrators; a
 * company-type user only with at least one approved company among the companies they manage
 * (a registration waiting for approval uploads nothing) → otherwise 403
 * 'O envio de arquivos fica disponível depois que a sua empresa for aprovada.'.
 */
export const assertMayUpload = async (db: Database, user: AuthUser): Promise<void> => {
  if (user.type !== 'company' || user.isAdmin) return;
  const refused = forbidden(MESSAGES.uploads.companyNotApproved);
  if (user.companyIds.length === 0) throw refused;
  const [approved] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, user.companyIds), eq(companies.status, 'approved')))
    .limit(1);
  if (!approved) throw refused;
};
