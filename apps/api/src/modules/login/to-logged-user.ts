import type { TCurrentUser } from '@rede/domain';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/** The API shape of the logged user (no session id, no password): companyId is the first of companyIds. */
export const toLoggedUser = (user: AuthUser): TCurrentUser => ({
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
  mustChangePassword: user.mustChangePassword,
  dtRegister: user.dtRegister.toISOString(),
  dtUpdate: user.dtUpdate.toISOString(),
});
