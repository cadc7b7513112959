// the function's own module: the package's index would load all of it
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { municipalityKey, UF_CODES, type TLocationOption } from '@rede/domain';

const byName = (a: TLocationOption, b: TLocationOption) => a.nome.localeCompare(b.nome, 'pt-BR');

type Municipality = { code: string; name: string };
const municipalityCache = new Map<string, { list: TLocationOption[]; bySlug: Map<string, TLocationOption> }>();

const municipalitiesOf = (uf: string) => {
  let entry = municipalityCache.get(uf);
  if (!entry) {
    const list = (getMunicipalities(uf as never) as Municipality[]).map((m) => ({ id: Number(m.code), nome: m.name })).sort(byName);
    entry = { list, bySlug: new Map(list.map((m) => [municipalityKey(m.nome), m])) };
    municipalityCache.set(uf, entry);
  }
  return entry;
};

/** Every municipality of the state with its IBGE code: `{ id: 3550308, nome: 'São Paulo' }`, by name. */
export const allCities = (uf: string): TLocationOption[] => municipalitiesOf(uf).list;

/** The municipality of `uf` whose slug is `citySlug` (IBGE name), or undefined. */
export const municipalityBySlug = (uf: string, citySlug: string): TLocationOption | undefined => municipalitiesOf(uf).bySlug.get(citySlug);

/** The canonical (IBGE) name of the municipality of `uf` that `city` names (accents, case forgiven), or undefined. */
export const municipalityName = (uf: string, city: string): string | undefined =>
  (UF_CODES as readonly string[]).includes(uf) ? municipalityBySlug(uf, municipalityKey(city))?.nome : undefined;
