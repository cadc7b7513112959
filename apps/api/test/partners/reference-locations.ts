/**
 * The states and cities with visible partners as SQL answers them (a city only when it is an IBGE municipality of
 * its state: it has a page to link to): the reference the read model's lists are compared with (read-model.test.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { UFS, type TLocationOption } from '@rede/domain';
import type { Database } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/index.ts';
import { municipalityBySlug } from '../../src/lib/municipalities.ts';
import { slugSql, visibleSql } from '../../src/modules/partners/partner-sql.ts';

const byName = (a: TLocationOption, b: TLocationOption) => a.nome.localeCompare(b.nome, 'pt-BR');
const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.nome]));

export const referenceStates = async (db: Database): Promise<TLocationOption[]> => {
  const rows = await db.selectDistinct({ uf: companies.uf }).from(companies).where(visibleSql());
  return rows.map((r) => ({ id: r.uf, nome: UF_NAMES.get(r.uf) ?? r.uf })).sort(byName);
};

export const referenceCities = async (db: Database, uf: string): Promise<TLocationOption[]> => {
  const rows = await db
    .select({ slug: slugSql(companies.city), name: sql<string>`min(${companies.city})` })
    .from(companies)
    .where(and(visibleSql(), eq(companies.uf, uf)))
    .groupBy(slugSql(companies.city));
  return rows
    .map((r) => (r.slug ? municipalityBySlug(uf, r.slug) : undefined))
    .filter((city): city is TLocationOption => city !== undefined)
    .sort(byName);
};
