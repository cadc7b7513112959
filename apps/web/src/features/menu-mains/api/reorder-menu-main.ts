import type { TMenuMain, TReorder } from '@rede/domain';
import { api } from '@/lib/api-client';

/** PUT /api/menuMains/reorder { menuMain: { id, position } }: moves it to `position` (1 = first); the others are renumbered. */
export const reorderMenuMain = (move: TReorder): Promise<TMenuMain> => api.put<TMenuMain>('/menuMains/reorder', { menuMain: move });
