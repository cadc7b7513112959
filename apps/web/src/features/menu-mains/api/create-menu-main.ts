import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMenuMainCreateSchema, type TMenuMain, type TMenuMainCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { MENU_MAINS_QUERY_KEY } from './get-menu-mains';

export const createMenuMainInputSchema = ZMenuMainCreateSchema;
export type TCreateMenuMainInput = TMenuMainCreate;

/** POST /api/menuMains { menuMain } */
export const createMenuMain = (menuMain: TCreateMenuMainInput): Promise<TMenuMain> => api.post<TMenuMain>('/menuMains', { menuMain });

export const useCreateMenuMain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuMain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_MAINS_QUERY_KEY }),
  });
};
