import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBannerUpdateSchema, type TBanner, type TBannerUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { BANNERS_QUERY_KEY } from './get-banners';

export const updateBannerInputSchema = ZBannerUpdateSchema;
export type TUpdateBannerInput = TBannerUpdate;

/** PUT /api/banners { banner } (id inside) */
export const updateBanner = (banner: TUpdateBannerInput): Promise<TBanner> => api.put<TBanner>('/banners', { banner });

export const useUpdateBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS_QUERY_KEY }),
  });
};
