import { eq } from 'drizzle-orm';
import type { TVisualIdentity } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/**
 * The visual identity (logo, main colour) of a company the user acts for: `companyId` when given
 * (a company user's own, else 404; any company for admin-type users), otherwise the user's first
 * company. Nulls when there is none.
 */
export const findVisualIdentity = async (db: Database, user: AuthUser, companyId?: number): Promise<TVisualIdentity> => {
  if (companyId !== undefined && user.type === 'company' && !user.companyIds.includes(companyId)) throw notFound();
  const id = companyId ?? user.companyIds[0];
  if (id === undefined) return { logo: null, visualIdentityColor: null };
  const [row] = await db
    .select({ logo: companies.logo, visualIdentityColor: companies.visualIdentityColor })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row && companyId !== undefined) throw notFound();
  return row ?? { logo: null, visualIdentityColor: null };
};
