import { sql, type SQL } from 'drizzle-orm';
import { formatMessage, MESSAGES, UF_CODES } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { validationError } from '../../lib/app-error.ts';
import { slugSql, slugTextLikeSql } from '../../lib/list/fold-text.ts';
import { allCities, municipalityName } from '../../lib/municipalities.ts';

/**
 * A company's city must be a municipality of its state: 400 at `field` ('Cidade não encontrada em SP…')
 * otherwise. companyColumns() then stores the municipality's own name.
 */
export const assertCityIsMunicipality = (input: { city: string; uf: string }, field: string): void => {
  if (!municipalityName(input.uf, input.city)) throw validationError({ [field]: formatMessage(MESSAGES.validation.cityNotFound, { uf: input.uf }) });
};

let municipalityKeys: string | undefined;

/** Every municipality as 'UF/slug' (slugSql's spelling), one a line: one text parameter instead of 5 571. */
const allMunicipalityKeys = (): string =>
  (municipalityKeys ??= UF_CODES.flatMap((uf) => allCities(uf).map((m) => `${uf}/${slugTextLikeSql(m.nome)}`)).join('\n'));

/**
 * The companies whose city is not a municipality of their state (the list's 'Cidade não reconhecida'): rows
 * saved before the city was checked, fixed on their next edit. NOT IN a subquery is hashed by PostgreSQL.
 */
export const cityIsNotMunicipality = (): SQL =>
  sql`(${companies.uf} || '/' || ${slugSql(companies.city)}) not in (select unnest(string_to_array(${allMunicipalityKeys()}::text, E'\\n')))`;
