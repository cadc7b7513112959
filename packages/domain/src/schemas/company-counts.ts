/** GET /companys/company/activeandinactive: the dashboard counts. */
import { z } from 'zod';

const zCount = () => z.number().int().nonnegative();

/**
 * pendings: status pending; actives: approved and active; inactives: every other company (disapproved,
 * or approved but inactive) — the three add up to total. approved / disapproved: by status alone
 * (what the dashboard cards open in the list).
 */
export const ZCompanyCountsSchema = z.object({
  pendings: zCount(),
  inactives: zCount(),
  actives: zCount(),
  approved: zCount(),
  disapproved: zCount(),
  total: zCount(),
});
export type TCompanyCounts = z.infer<typeof ZCompanyCountsSchema>;
