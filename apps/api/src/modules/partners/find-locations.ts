import { and, eq, sql } from 'drizzle-orm';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { slugify, UFS, type TLocationOption } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { slugSql, visibleSql } from './partner-sql.ts';

const byName = (a: TLocationOption, b: TLocationOption) => a.nome.localeCompare(b.nome, 'pt-BR');
const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.nome]));

/** Every state (27): `{ id: 'SP', nome: 'São Paulo' }`, by name. Offline (@brazilian-utils). */
export const allStates = (): TLocationOption[] =>
  getStates()
    .map((s) => ({ id: s.code, nome: s.name }))
    .sort(byName);

type Municipality = { code: string; name: string };
const municipalityCache = new Map<string, { list: TLocationOption[]; bySlug: Map<string, TLocationOption> }>();

const municipalitiesOf = (uf: string) => {
  let entry = municipalityCache.get(uf);
  if (!entry) {
    const list = (getMunicipalities(uf as never) as Municipality[]).map((m) => ({ id: Number(m.code), nome: m.name })).sort(byName);
    entry = { list, bySlug: new Map(list.map((m) => [slugify(m.nome), m])) };
    municipalityCache.set(uf, entry);
  }
  return entry;
};

/** Every municipality of the state with its IBGE code: `{ id: 3550308, nome: 'São Paulo' }`, by name. */
export const allCities = (uf: string): TLocationOption[] => municipalitiesOf(uf).list;

/** The municipality of `uf` whose slug is `citySlug` (IBGE name), or undefined. */
export const municipalityBySlug = (uf: string, citySlug: string): TLocationOption | undefined => municipalitiesOf(uf).bySlug.get(citySlug);

/** States with at least one visible partner: `{ id: 'SP', nome: 'São Paulo' }`, by name. */
export const visibleStates = async (db: Database): Promise<TLocationOption[]> => {
  const rows = await db.selectDistinct({ uf: companies.uf }).from(companies).where(visibleSql());
  return rows.map((r) => ({ id: r.uf, nome: UF_NAMES.get(r.uf) ?? r.uf })).sort(byName);
};

/**
 * Cities of `uf` with at least one visible partner. Spellings that slugify alike are one city. A city
 * that is an IBGE municipality answers `{ id: <IBGE code>, nome: <official name> }`; any other
 * `{ id: <name as stored>, nome: <name> }`. Filter the list with `city=<nome>` (or its slug).
 */
export const visibleCities = async (db: Database, uf: string): Promise<TLocationOption[]> => {
  const rows = await db
    .select({ slug: slugSql(companies.city), name: sql<string>`min(${companies.city})` })
    .from(companies)
    .where(and(visibleSql(), eq(companies.uf, uf)))
    .groupBy(slugSql(companies.city));
  return rows
    .filter((r) => r.slug)
    .map((r) => municipalityBySlug(uf, r.slug) ?? { id: r.name, nome: r.name })
    .sort(byName);
};
