/** Records the app shows in an order of their own (banners, main and secondary menus; section 2 'drag-to-reorder'). */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { zRequiredId } from './fields.ts';

/** `position`: 1-based place of a record in its list (the order the app-content API answers). */
export const zListPosition = () => z.number().int(MESSAGES.validation.invalid).positive(MESSAGES.validation.invalid);

/**
 * PUT /api/<resource>/reorder body, wrapped as the entity (`{ banner: { id, position } }`): moves one record to
 * `position` (1-based over the whole list; past the end means last) and renumbers the others 1..n.
 */
export const ZReorderSchema = z.object({ id: zRequiredId(), position: zListPosition() });
export type TReorder = z.infer<typeof ZReorderSchema>;
