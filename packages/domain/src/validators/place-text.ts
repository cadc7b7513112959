/** The directory's place search text, without zod (the public pages' first load stays light). */
import { slugify } from './slugify.ts';

/** Shortest text worth a suggestion or a search; longest accepted. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 120;
/** Suggestions per answer. */
export const PLACE_SUGGESTIONS_MAX = 8;

/** An 8-digit CEP, with or without its mask ('01001-000', '01001000', '01.001-000'), or null. */
export const cepOfPlaceQuery = (text: string): string | null => {
  const trimmed = text.trim();
  if (!/^[\d.\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
};

/** Text compared without case, accents or punctuation ("São  Paulo-SP" → "sao paulo sp"): the slug's words. */
export const foldPlaceText = (text: string): string => slugify(text).replace(/-/g, ' ');
