/** POST /login/user-owner-items: { id, name }; admins also get an 'all' entry with id USER_OWNER_ALL_ID (-1). */
import { z } from 'zod';

export const ZUserOwnerOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type TUserOwnerOption = z.infer<typeof ZUserOwnerOptionSchema>;
