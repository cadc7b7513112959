// the function's own module: the package's index would load all of it
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { UF_CODES, UFS, type TLocationOption } from '@rede/domain';
import { municipalityBySlug } from '../../lib/municipalities.ts';
import type { DirectoryState } from './directory/directory-state.ts';

const byName = (a: TLocationOption, b: TLocationOption) => a.nome.localeCompare(b.nome, 'pt-BR');
const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.nome]));

/** Every state (27): `{ id: 'SP', nome: 'São Paulo' }`, by name. Offline (@brazilian-utils). */
export const allStates = (): TLocationOption[] =>
  getStates()
    .map((s) => ({ id: s.code, nome: s.name }))
    .sort(byName);

/** States with at least one visible partner: `{ id: 'SP', nome: 'São Paulo' }`, by name (from the read model). */
export const visibleStates = (state: DirectoryState): TLocationOption[] =>
  UF_CODES.filter((_, index) => (state.ufPostings[index]?.length ?? 0) > 0)
    .map((uf) => ({ id: uf, nome: UF_NAMES.get(uf) ?? uf }))
    .sort(byName);

/**
 * Cities of the state with at least one visible partner (from the read model): the IBGE municipality of each
 * city slug, `{ id: 4106902, nome: 'Curitiba' }`. A partner's city that is no municipality (saved before the
 * city was checked) is left out: it has no city page to link to.
 */
export const visibleCities = (state: DirectoryState, uf: string): TLocationOption[] =>
  state
    .stateCities(uf)
    .map((city) => (city.slug ? municipalityBySlug(uf, city.slug) : undefined))
    .filter((city): city is TLocationOption => city !== undefined)
    .sort(byName);
