import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMenuSecondaryCreateSchema, type TMenuSecondary, type TMenuSecondaryCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { MENU_SECONDARYS_QUERY_KEY } from './get-menu-secondarys';

export const createMenuSecondaryInputSchema = ZMenuSecondaryCreateSchema;
export type TCreateMenuSecondaryInput = TMenuSecondaryCreate;

/** POST /api/menuSecondarys { menuSecondary } */
export const createMenuSecondary = (menuSecondary: TCreateMenuSecondaryInput): Promise<TMenuSecondary> =>
  api.post<TMenuSecondary>('/menuSecondarys', { menuSecondary });

export const useCreateMenuSecondary = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuSecondary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_SECONDARYS_QUERY_KEY }),
  });
};
