import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMenuMainUpdateSchema, type TMenuMain, type TMenuMainUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { MENU_MAINS_QUERY_KEY } from './get-menu-mains';

export const updateMenuMainInputSchema = ZMenuMainUpdateSchema;
export type TUpdateMenuMainInput = TMenuMainUpdate;

/** PUT /api/menuMains { menuMain } (id inside) */
export const updateMenuMain = (menuMain: TUpdateMenuMainInput): Promise<TMenuMain> => api.put<TMenuMain>('/menuMains', { menuMain });

export const useUpdateMenuMain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuMain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_MAINS_QUERY_KEY }),
  });
};
