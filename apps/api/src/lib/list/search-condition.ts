import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldedSql, foldText } from './fold-text.ts';

/** An expression `searchTerm` is looked for in; `{ folded }`: already folded (a stored column), compared as is. */
export type SearchExpression = SQLWrapper | { folded: SQLWrapper };

const isFolded = (expression: SearchExpression): expression is { folded: SQLWrapper } => 'folded' in expression;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `searchTerm` as a condition: any of the expressions contains the term, ignoring case and accents
 * (LIKE over folded text, the term's % and _ escaped). Blank term → undefined (no condition).
 */
export const searchCondition = (term: string | null | undefined, expressions: readonly SearchExpression[]): SQL | undefined => {
  const folded = foldText(term?.trim() ?? '');
  if (folded === '' || expressions.length === 0) return undefined;
  const pattern = `%${escapeLike(folded)}%`;
  return or(
    ...expressions.map((expression) =>
      isFolded(expression) ? sql`${expression.folded} like ${pattern} escape '\\'` : sql`${foldedSql(expression)} ilike ${pattern} escape '\\'`,
    ),
  );
};
