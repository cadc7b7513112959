import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  banners,
  companies,
  companyLogs,
  companyPendingChanges,
  lines,
  menuMains,
  menuSecondarys,
  notifications,
  settings,
} from '../../db/schema/index.ts';

/**
 * Every column that may name a stored upload. The image columns (companies logo/photo, lines icon,
 * banners and main menus image, notifications image, settings bannerMobile/bannerDesk), the company
 * log's snapshots of logo and photo (the log shows past images), a proposed change's values (its logo
 * and photo), and the free texts and links where an upload's URL may be pasted. A new image or gallery column must be added here, or the cleanup removes
 * its files (test/uploads-cleanup.test.ts fails on an image-like column that is missing).
 */
export const UPLOAD_REFERENCE_COLUMNS: readonly AnyPgColumn[] = [
  companies.logo,
  companies.photo,
  companyLogs.logo,
  companyLogs.photo,
  companyPendingChanges.proposed,
  lines.icon,
  banners.image,
  banners.link,
  menuMains.image,
  menuMains.link,
  menuSecondarys.link,
  notifications.image,
  notifications.link,
  notifications.content,
  settings.bannerMobile,
  settings.bannerDesk,
  settings.termsAndConditions,
  settings.privacyPolicy,
];

/** A stored name anywhere in a text ('<uuid>.png', '/api/uploads/files/<uuid>.jpg', a JSON list of them…). */
const STORED_NAME_IN_TEXT = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:jpg|png))';

/**
 * `select name …`: every stored name referenced by UPLOAD_REFERENCE_COLUMNS (lower case; each table read
 * once, its columns joined). Generous on purpose: any text containing a name keeps that file.
 */
export const referencedUploadNamesSql = (): SQL => {
  const byTable = new Map<PgTable, AnyPgColumn[]>();
  for (const column of UPLOAD_REFERENCE_COLUMNS) {
    const table = column.table;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const selects = [...byTable].map(([table, columns]) => {
    const text = sql`concat_ws(' ', ${sql.join(columns, sql`, `)})`;
    return sql`select lower(m[1]) as name from ${table} cross join lateral regexp_matches(${text}, ${STORED_NAME_IN_TEXT}, 'gi') as m`;
  });
  return sql.join(selects, sql` union `);
};
