import type { PermissionSubject, UserType } from '@rede/domain';

/** The logged user as `request.user` holds it (loaded once per request, never with the password). */
export type AuthUser = PermissionSubject & {
  id: number;
  name: string;
  email: string;
  type: UserType;
  isAdmin: boolean;
  isActive: boolean;
  /** The owning company of the user record (users.company_id; admin-only field of the user form). */
  companyId: number | null;
  /** The companies the user manages, first owner first (user_companies, then users.company_id). */
  companyIds: number[];
  roleId: number | null;
  role: { id: number; name: string; type: UserType; permissions: string[] } | null;
  canDeleteItself: boolean;
  /** Must choose a new password before anything else: the API refuses all but a few routes (auth plugin), the web app opens settings/change-password. */
  mustChangePassword: boolean;
  sessionId: string;
  dtRegister: Date;
  dtUpdate: Date;
};
