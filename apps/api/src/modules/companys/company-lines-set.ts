import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyLines, lines } from '../../db/schema/index.ts';
import { validationError } from '../../lib/app-error.ts';

/** 400 at `field` unless every id is an existing line. */
export const assertLinesExist = async (db: Database, lineIds: readonly number[], field: string): Promise<void> => {
  if (lineIds.length === 0) throw validationError({ [field]: MESSAGES.validation.arrayMin });
  const found = await db
    .select({ id: lines.id })
    .from(lines)
    .where(inArray(lines.id, [...lineIds]));
  if (found.length !== new Set(lineIds).size) throw validationError({ [field]: MESSAGES.validation.invalid });
};

/** Makes the company's lines exactly `lineIds` (existing links keep their dates). */
export const replaceCompanyLines = async (tx: Database, companyId: number, lineIds: readonly number[], now: Date): Promise<void> => {
  await tx.delete(companyLines).where(and(eq(companyLines.companyId, companyId), notInArray(companyLines.lineId, [...lineIds])));
  await tx
    .insert(companyLines)
    .values(lineIds.map((lineId) => ({ companyId, lineId, dtRegister: now, dtUpdate: now })))
    .onConflictDoNothing({ target: [companyLines.companyId, companyLines.lineId] });
};
