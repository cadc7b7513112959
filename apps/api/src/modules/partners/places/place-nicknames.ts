import { foldPlaceText } from '@rede/domain';

/**
 * What visitors call some large cities ("bh", "sampa", "floripa"): no fuzzy search finds Belo Horizonte in "bh".
 * Keyed by the folded nickname; they count only when that city has partners.
 */
export const PLACE_NICKNAMES: ReadonlyMap<string, { city: string; uf: string }> = new Map(
  (
    [
      ['bh', 'Belo Horizonte', 'MG'],
      ['beaga', 'Belo Horizonte', 'MG'],
      ['sampa', 'São Paulo', 'SP'],
      ['floripa', 'Florianópolis', 'SC'],
      ['poa', 'Porto Alegre', 'RS'],
      ['rio', 'Rio de Janeiro', 'RJ'],
      ['bsb', 'Brasília', 'DF'],
    ] as const
  ).map(([nickname, city, uf]) => [foldPlaceText(nickname), { city, uf }]),
);
