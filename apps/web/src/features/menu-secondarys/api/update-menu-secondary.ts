import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMenuSecondaryUpdateSchema, type TMenuSecondary, type TMenuSecondaryUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { MENU_SECONDARYS_QUERY_KEY } from './get-menu-secondarys';

export const updateMenuSecondaryInputSchema = ZMenuSecondaryUpdateSchema;
export type TUpdateMenuSecondaryInput = TMenuSecondaryUpdate;

/** PUT /api/menuSecondarys { menuSecondary } (id inside) */
export const updateMenuSecondary = (menuSecondary: TUpdateMenuSecondaryInput): Promise<TMenuSecondary> =>
  api.put<TMenuSecondary>('/menuSecondarys', { menuSecondary });

export const useUpdateMenuSecondary = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuSecondary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MENU_SECONDARYS_QUERY_KEY }),
  });
};
