import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLine } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/lines/{id} */
export const getLine = (id: number | string, signal?: AbortSignal): Promise<TLine> => api.get<TLine>(`/lines/${id}`, { signal });

export const lineQueryOptions = (id: number) => queryOptions({ queryKey: ['lines', 'detail', id], queryFn: ({ signal }) => getLine(id, signal) });

/** The line being edited (nothing to load when creating). */
export const useLine = (id: number | undefined) => useQuery({ ...lineQueryOptions(id ?? 0), enabled: id !== undefined });
