import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_ID, type TSetting } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/settings/{id} */
export const getSetting = (id: number | string, signal?: AbortSignal): Promise<TSetting> => api.get<TSetting>(`/settings/${id}`, { signal });

export const settingQueryOptions = (id: number = SETTINGS_ID) =>
  queryOptions({ queryKey: ['settings', 'detail', id], queryFn: ({ signal }) => getSetting(id, signal) });

/** The settings record the system uses (id 1, section 9) unless another id is given. */
export const useSetting = (id: number = SETTINGS_ID) => useQuery(settingQueryOptions(id));
