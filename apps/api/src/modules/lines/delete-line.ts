import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES, type TLine } from '@rede/domain';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { LineDeps } from './create-line.ts';
import { toLine } from './line-list.ts';

const LISTED_COMPANIES = 10;

/**
 * Deletes the line (its company_lines go by cascade), or 404. Refused with 409 when a company has
 * this line as its only one (additionalData.companies lists up to 10 of them).
 */
export const deleteLine = async ({ db, changed }: Pick<LineDeps, 'db' | 'changed'>, id: number): Promise<TLine> => {
  const deleted = await db.transaction(async (tx) => {
    const [line] = await tx.select().from(lines).where(eq(lines.id, id)).for('update');
    if (!line) throw notFound();
    const other = alias(companyLines, 'other_line');
    const orphans = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companyLines)
      .innerJoin(companies, eq(companies.id, companyLines.companyId))
      .where(
        and(
          eq(companyLines.lineId, id),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(other)
              .where(and(eq(other.companyId, companyLines.companyId), ne(other.lineId, id))),
          ),
        ),
      )
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(LISTED_COMPANIES);
    if (orphans.length > 0) throw conflict(MESSAGES.errors.lineInUse, { companies: orphans });
    await tx.delete(lines).where(eq(lines.id, id));
    return toLine(line);
  });
  changed([id]);
  return deleted;
};
