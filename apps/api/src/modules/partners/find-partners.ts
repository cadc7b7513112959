import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { PartnerDirectory } from './directory/partner-directory.ts';
import { partnerListJson, queryPartnerList } from './directory/query-partner-list.ts';
import type { TPublicPartnerList, TPublicPartnerListQuery } from './partner-schemas.ts';
import { visibleSql } from './partner-sql.ts';
import { partnerSelection, toPartnerDetails } from './to-partner.ts';

/**
 * GET /companys/listfiltred/open as JSON (UTF-8 bytes), from the read model (app.partnerDirectory): the visible
 * partners matching the filters, one page, the total, and `nearest` with fallbackNearest when nothing
 * matches. Waits for the changes queued before it. Callable without HTTP (server-side rendering).
 * `at`: the moment "Aberto agora" (openNow) is evaluated at.
 */
export const findPartnersJson = async (directory: PartnerDirectory, query: TPublicPartnerListQuery, at: Date = new Date()): Promise<Buffer> => {
  const state = await directory.current();
  return partnerListJson(state, queryPartnerList(state, query, at));
};

/** findPartnersJson() as an object. */
export const findPartners = async (directory: PartnerDirectory, query: TPublicPartnerListQuery, at?: Date): Promise<TPublicPartnerList> =>
  JSON.parse((await findPartnersJson(directory, query, at)).toString('utf8')) as TPublicPartnerList;

/** GET /companys/company/partnerDetails/:id: the visible partner, or null (→ 404). */
export const findPartnerDetails = async (db: Database, id: number) => {
  const [row] = await db
    .select(partnerSelection())
    .from(companies)
    .where(sql`${eq(companies.id, id)} and ${visibleSql()}`);
  return row ? toPartnerDetails(row) : null;
};
