import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBannerCreateSchema, type TBanner, type TBannerCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export const createBannerInputSchema = ZBannerCreateSchema;
export type TCreateBannerInput = TBannerCreate;

/** POST /api/banners { banner } */
export const createBanner = (banner: TCreateBannerInput): Promise<TBanner> => api.post<TBanner>('/banners', { banner });

export const useCreateBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
  });
};
