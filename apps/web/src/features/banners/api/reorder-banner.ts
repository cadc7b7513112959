import type { TBanner, TReorder } from '@rede/domain';
import { api } from '@/lib/api-client';

/** PUT /api/banners/reorder { banner: { id, position } }: moves it to `position` (1 = first); the others are renumbered. */
export const reorderBanner = (move: TReorder): Promise<TBanner> => api.put<TBanner>('/banners/reorder', { banner: move });
