import { onlyDigits, type TAddressLookup } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/address/cep/{cep}: the address of a CEP (404 'CEP não encontrado', 502 'Erro ao buscar CEP: …'). */
export const lookupCep = (cep: string, signal?: AbortSignal): Promise<TAddressLookup> =>
  api.get<TAddressLookup>(`/address/cep/${onlyDigits(cep)}`, { signal });
