/**
 * Place names inside Portuguese sentences: a state takes the article of its name ("na Bahia", "no Paraná",
 * "em São Paulo"), so titles and headings read "Parceiros na Bahia", never "Parceiros em Bahia".
 */
import { UFS } from '../constants.ts';

/** The contraction of "em" with each state's article; states named without an article take plain "em". */
const STATE_PREPOSITION: Record<string, 'em' | 'no' | 'na'> = {
  AC: 'no',
  AL: 'em',
  AP: 'no',
  AM: 'no',
  BA: 'na',
  CE: 'no',
  DF: 'no',
  ES: 'no',
  GO: 'em',
  MA: 'no',
  MT: 'em',
  MS: 'em',
  MG: 'em',
  PA: 'no',
  PB: 'na',
  PR: 'no',
  PE: 'em',
  PI: 'no',
  RJ: 'no',
  RN: 'no',
  RS: 'no',
  RO: 'em',
  RR: 'em',
  SC: 'em',
  SP: 'em',
  SE: 'em',
  TO: 'no',
};

/** Cities whose name takes an article ("no Rio de Janeiro"); the others take plain "em" ("em Campinas"). */
const CITY_WITH_ARTICLE = new Map<string, 'no' | 'na'>([['rio de janeiro', 'no']]);

/** 'BA' → 'na Bahia', 'SP' → 'em São Paulo', 'DF' → 'no Distrito Federal'; an unknown code: 'em <code>'. */
export const inStateName = (uf: string): string => {
  const code = uf.trim().toUpperCase();
  const state = UFS.find((u) => u.uf === code);
  return state ? `${STATE_PREPOSITION[code] ?? 'em'} ${state.nome}` : `em ${uf}`;
};

/** 'Campinas' → 'em Campinas', 'Rio de Janeiro' → 'no Rio de Janeiro'. */
export const inCityName = (city: string): string => {
  const name = city.trim();
  return `${CITY_WITH_ARTICLE.get(name.toLocaleLowerCase('pt-BR')) ?? 'em'} ${name}`;
};
