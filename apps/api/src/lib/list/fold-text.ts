import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Accented letters and what they fold to (upper and lower case → lower case ASCII). */
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const FOLDED = [...ACCENTED].map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('');

/** Lower-case text without accents, in JavaScript (the search term). */
export const foldText = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The same folding in SQL: `lower(translate(expr::text, 'Áá…', 'aa…'))`. Needs no extension
 * (unaccent is not available on the embedded database) and runs on PostgreSQL 15 and PGlite.
 * Use it to search, and to sort text columns in the order a pt-BR reader expects.
 */
export const foldedSql = (expression: SQLWrapper): SQL =>
  sql`lower(translate(${expression}::text, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${FOLDED}'`)}))`;

/** slugify() in SQL (PostgreSQL 15, no extension): folded, runs of non [a-z0-9] → '-', trimmed. */
export const slugSql = (expression: SQLWrapper): SQL<string> =>
  sql<string>`trim(both '-' from regexp_replace(${foldedSql(expression)}, '[^a-z0-9]+', '-', 'g'))`;

const FOLD_SQL_MAP = new Map([...ACCENTED].map((c, i) => [c, FOLDED[i]!]));
const ACCENTED_RE = new RegExp(`[${ACCENTED}]`, 'g');

/**
 * foldedSql() in JavaScript, for data read from the database and compared in memory (the public
 * directory's read model): the same translate() of the accented letters, then lower case.
 */
export const foldTextLikeSql = (value: string): string => value.replace(ACCENTED_RE, (c) => FOLD_SQL_MAP.get(c) ?? c).toLowerCase();

/** slugSql() in JavaScript: folded like foldedSql(), runs of non [a-z0-9] → '-', trimmed. */
export const slugTextLikeSql = (value: string): string =>
  foldTextLikeSql(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
