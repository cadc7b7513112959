/** POST /login/user-visual-identity. */
import { z } from 'zod';

export const ZVisualIdentitySchema = z.object({
  logo: z.string().nullable(),
  visualIdentityColor: z.string().nullable(),
});
export type TVisualIdentity = z.infer<typeof ZVisualIdentitySchema>;
