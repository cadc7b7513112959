import type { TMenuSecondary, TReorder } from '@rede/domain';
import { api } from '@/lib/api-client';

/** PUT /api/menuSecondarys/reorder { menuSecondary: { id, position } }: moves it to `position` (1 = first); the others are renumbered. */
export const reorderMenuSecondary = (move: TReorder): Promise<TMenuSecondary> =>
  api.put<TMenuSecondary>('/menuSecondarys/reorder', { menuSecondary: move });
