import type { TLocationOption } from '@rede/domain';
import { api } from '@/lib/api-client';

/**
 * GET /api/companys/listfiltred/cities/all?state=UF: every municipality of the state (IBGE names), asked for
 * when a form's city field needs them, so no page carries the list in its code.
 */
export const loadMunicipalities = (uf: string, signal?: AbortSignal): Promise<TLocationOption[]> =>
  api.get<TLocationOption[]>('/companys/listfiltred/cities/all', { params: { state: uf }, signal });
