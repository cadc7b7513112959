import type { TBanner } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteBanner } from './delete-banner';
import { getBanner } from './get-banner';

/** Every banners query lives under this key; saving or deleting refreshes it. */
export const BANNERS_QUERY_KEY = ['banners'] as const;

/** GET /api/banners: searchTerm (link), paging and sorting (id, link, dtRegister, dtUpdate). */
export const getBanners = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TBanner>> =>
  api.get<TListResult<TBanner>>('/banners', { params: toQueryParams(params), signal });

/** The list engine's resource: list, details, delete, export and the BANNER permissions. */
export const bannersResource: TDataTableResource<TBanner> = {
  queryKey: BANNERS_QUERY_KEY,
  list: getBanners,
  get: getBanner,
  remove: deleteBanner,
  exportPath: '/api/banners',
  permissions: { list: 'BANNER:LIST', create: 'BANNER:CREATE', update: 'BANNER:UPDATE', delete: 'BANNER:DELETE' },
};
