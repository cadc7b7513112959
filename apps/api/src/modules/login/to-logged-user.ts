import type { AuthUser } from '../sessions/auth-user.ts';
import type { TLoggedUser } from './schemas.ts';

/** The API shape of the logged user (no session id, no password). */
export const toLoggedUser = (user: AuthUser): TLoggedUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  type: user.type,
  isAdmin: user.isAdmin,
  isActive: user.isActive,
  companyId: user.companyIds[0] ?? null,
  companyIds: user.companyIds,
  roleId: user.roleId,
  role: user.role,
  canDeleteItself: user.canDeleteItself,
  dtRegister: user.dtRegister.toISOString(),
  dtUpdate: user.dtUpdate.toISOString(),
});
