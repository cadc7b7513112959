/**
 * Registers the areas' texts (back-office, auth, registration). Imported statically by each lazy area layout route
 * (and the registration page), so they arrive with the area's chunk, before any of its screens renders.
 */
import { registerTexts } from '.';
import { ptBRAreas } from './pt-br-areas';

registerTexts('pt-BR', ptBRAreas);
