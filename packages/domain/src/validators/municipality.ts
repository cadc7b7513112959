/** Matching a typed city to a municipality of its state (the IBGE list): accents, case and punctuation forgiven. */
import { slugify } from './slugify.ts';

/** The key two spellings of one municipality share: 'São Paulo', 'SAO PAULO' and 'sao-paulo' → 'sao-paulo'. */
export const municipalityKey = (name: string): string => slugify(name);

/**
 * The municipality of `list` (one state's, `{ nome }` as the API lists them) that `city` names, or undefined.
 * The caller stores the match's own `nome`, the canonical spelling.
 */
export const findMunicipality = <T extends { nome: string }>(list: readonly T[], city: string): T | undefined => {
  const key = municipalityKey(city);
  if (!key) return undefined;
  return list.find((m) => municipalityKey(m.nome) === key);
};
