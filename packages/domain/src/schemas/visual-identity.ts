/** POST /login/user-visual-identity. */
import { z } from 'zod';

/** Optional body: the owner selected in the top bar (none → the user's first company). */
export const ZVisualIdentityRequestSchema = z.object({ companyId: z.number().int().positive().nullish() }).nullish();
export type TVisualIdentityRequest = z.infer<typeof ZVisualIdentityRequestSchema>;

export const ZVisualIdentitySchema = z.object({
  logo: z.string().nullable(),
  visualIdentityColor: z.string().nullable(),
});
export type TVisualIdentity = z.infer<typeof ZVisualIdentitySchema>;
