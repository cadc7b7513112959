import { api } from '@/lib/api-client';

/** A place found by the geocoder (restricted to Brazil, at most 5). */
export type TPlace = { displayName: string; latitude: number; longitude: number; type: string | null };

/** GET /api/geocoding/search?q=: places in Brazil through the API's geocoder (errors 502 'Erro ao buscar locais: …'). */
export const searchPlaces = async (q: string, signal?: AbortSignal): Promise<TPlace[]> =>
  (await api.get<{ data: TPlace[] }>('/geocoding/search', { params: { q }, signal })).data;
