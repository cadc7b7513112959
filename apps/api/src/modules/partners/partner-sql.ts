import type { SQL } from 'drizzle-orm';
import { companies, visibleCompanySql } from '../../db/schema/index.ts';
import { slugSql } from '../../lib/list/fold-text.ts';

export { slugSql };

/** What the public sees: approved AND active (everything else is invisible, details 404). */
export const visibleSql = (): SQL => visibleCompanySql(companies);
