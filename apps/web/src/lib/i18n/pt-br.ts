/**
 * The pt-BR catalogue: every text the web app shows, word for word from the specification.
 * Validation and server messages come from @rede/domain (MESSAGES) and are reused here,
 * never rewritten. Another language is another file with the same shape (see `TCatalogue`).
 * Two parts, so the public home's first load carries only its texts: pt-br-public.ts and pt-br-areas.ts.
 */
import { ptBRAreas } from './pt-br-areas';
import { ptBRPublic } from './pt-br-public';

export const ptBR = { ...ptBRPublic, ...ptBRAreas } as const;
