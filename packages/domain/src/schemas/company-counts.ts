/** GET /companys/company/activeandinactive: the dashboard counts. */
import { z } from 'zod';

export const ZCompanyCountsSchema = z.object({
  pendings: z.number().int().nonnegative(),
  inactives: z.number().int().nonnegative(),
  actives: z.number().int().nonnegative(),
});
export type TCompanyCounts = z.infer<typeof ZCompanyCountsSchema>;
