import { asc, sql } from 'drizzle-orm';
import type { TOpeningHours } from '@rede/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows-of.ts';
import { companies, lines, visibleCompanySql } from '../../../db/schema/index.ts';
import { foldedSql } from '../../../lib/list/fold-text.ts';

/** A visible partner as the read model loads it (the public columns and its line ids). */
export type DirectoryRow = {
  id: number;
  name: string;
  logradouro: string;
  numero: string;
  neibor: string;
  city: string;
  uf: string;
  cep: string;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  photo: string | null;
  logo: string | null;
  latitude: number | null;
  longitude: number | null;
  isAssistence: boolean;
  openingHours: TOpeningHours | null;
  lineIds: number[];
};

export type DirectoryLine = { id: number; name: string };

/** The columns of a row, in the order of the arrays the query returns. */
const ROW_COLUMNS = sql.raw(
  'c.id, c.name, c.logradouro, c.numero, c.neibor, c.city, c.uf, c.cep, c.phone, c.whatsapp, c.email, c.photo, c.logo, c.latitude, c.longitude, c.is_assistence, c.opening_hours',
);
type RowArray = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
  number | null,
  boolean,
  TOpeningHours | null,
  number[] | null,
];

const toRow = (a: RowArray): DirectoryRow => ({
  id: a[0],
  name: a[1],
  logradouro: a[2],
  numero: a[3],
  neibor: a[4],
  city: a[5],
  uf: a[6],
  cep: a[7],
  phone: a[8],
  whatsapp: a[9],
  email: a[10],
  photo: a[11],
  logo: a[12],
  latitude: a[13],
  longitude: a[14],
  isAssistence: a[15],
  openingHours: a[16],
  lineIds: a[17] ?? [],
});

const firstText = (result: unknown): string => {
  const rows = rowsOf<{ rows: string | unknown }>(result);
  const value = rows[0]?.rows;
  return typeof value === 'string' ? value : JSON.stringify(value ?? []);
};

/** The partners' rows of a json_agg text. */
const rowsOfText = (result: unknown): DirectoryRow[] => (JSON.parse(firstText(result)) as RowArray[]).map(toRow);

/** A row's line ids, by the company_lines index. */
const LINE_IDS = sql.raw('(select array_agg(cl.line_id) from company_lines cl where cl.company_id = c.id)');

/**
 * The visible partners (approved and active) with their line ids; `ids`: only these. The whole answer
 * is ONE json text of row arrays (json_agg) parsed at once: returning 100 000 rows of 17 columns one
 * by one costs seconds on the embedded database, one text of ~15 MB a fraction of it.
 */
export const loadDirectoryRows = async (db: Database, ids: readonly number[]): Promise<DirectoryRow[]> => {
  const visible = visibleCompanySql(alias(companies, 'c'));
  const query = sql`select coalesce(json_agg(json_build_array(${ROW_COLUMNS}, ${LINE_IDS})), '[]')::text as rows
    from companies c where ${visible} and c.id = any(${sql.param([...ids])}::integer[])`;
  return rowsOfText(await db.execute(query));
};

/** Ids per query when every visible partner is read in parts (about 7 000 partners, ~1.8 MB of JSON, at 100 000 companies). */
export const DIRECTORY_PART_IDS = 10_000;

/**
 * Every visible partner in parts of `partIds` ids (DIRECTORY_PART_IDS), in id order: the query of the next part is sent
 * before a part is handed over, so the database builds it while this process takes the last one in (at 100 000
 * companies on PostgreSQL the build waited ~0.2 s for the database instead of ~0.9 s). A drizzle query runs when
 * `then` is called: the `.then` below sends it at once, not when awaited.
 */
async function* directoryParts(db: Database, partIds: number): AsyncGenerator<DirectoryRow[]> {
  const visible = visibleCompanySql(alias(companies, 'c'));
  const bounds = rowsOf<{ low: number | null; high: number | null }>(
    await db.execute(sql`select min(c.id) as low, max(c.id) as high from companies c where ${visible}`),
  )[0];
  if (!bounds || bounds.low === null || bounds.high === null) return;
  const low = Number(bounds.low);
  const high = Number(bounds.high);
  const part = (from: number) =>
    db
      .execute(
        sql`select coalesce(json_agg(json_build_array(${ROW_COLUMNS}, ${LINE_IDS})), '[]')::text as rows
          from companies c where ${visible} and c.id >= ${from} and c.id < ${from + partIds}`,
      )
      .then(rowsOfText);
  let next: Promise<DirectoryRow[]> | null = part(low);
  try {
    for (let from = low; from <= high; from += partIds) {
      const rows: DirectoryRow[] = await next!;
      next = from + partIds <= high ? part(from + partIds) : null;
      yield rows;
    }
  } finally {
    // a consumer that stopped early leaves the part in flight: its failure is not this read's
    next?.catch(() => undefined);
  }
}

/** Every product line in the order a partner's lines are listed (folded name, then id). */
export const loadDirectoryLines = (db: Database): Promise<DirectoryLine[]> =>
  db
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .orderBy(asc(foldedSql(lines.name)), asc(lines.id));

/** What the read model is built from: the lines and the visible partners in parts. */
export type DirectorySnapshot = { lines: DirectoryLine[]; parts: AsyncIterable<DirectoryRow[]> };

/**
 * Reads everything the read model needs in one read-only REPEATABLE READ transaction (one snapshot: rows and
 * lines agree with each other), handing it to `use` inside that transaction. The rows come in parts of ids
 * (directoryParts); the read model orders them itself, whatever the database's collation.
 */
export const readDirectorySnapshot = <T>(
  db: Database,
  use: (snapshot: DirectorySnapshot) => Promise<T>,
  { partIds = DIRECTORY_PART_IDS } = {},
): Promise<T> =>
  db.transaction(
    async (tx) => {
      const lineList = await loadDirectoryLines(tx);
      return use({ lines: lineList, parts: directoryParts(tx, partIds) });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
