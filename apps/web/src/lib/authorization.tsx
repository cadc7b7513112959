/**
 * Authorization in the browser: the domain's single rule `can(subject, 'FEATURE:ACTION')`
 * (admins and users without a role may do everything; type restrictions apply) plus the
 * display conditions of menu entries and routes, evaluated for the user and the selected owner.
 * What the user may not do is hidden, never disabled.
 */
import type { ReactNode } from 'react';
import { can, type PermissionAction, type PermissionFeature, type PermissionKey } from '@rede/domain/permissions';
import { useSelectedOwnerId, useUser, type TLoggedUser } from './auth';

export type TAccessContext = { user: TLoggedUser; selectedOwnerId: number | null };

/**
 * Named display conditions (section 2 and 6):
 * - admin: administrators (isAdmin, or users of type admin: the back-office staff);
 * - companyUser: users of type company (company administrators).
 */
export const DISPLAY_CONDITIONS = {
  admin: ({ user }: TAccessContext) => user.isAdmin || user.type === 'admin',
  companyUser: ({ user }: TAccessContext) => user.type === 'company',
} satisfies Record<string, (context: TAccessContext) => boolean>;

export type TDisplayCondition = keyof typeof DISPLAY_CONDITIONS;

export const canUser = (user: TLoggedUser | null, key: PermissionKey): boolean => (user ? can(user, key) : false);

export const checkCondition = (condition: TDisplayCondition | undefined, context: TAccessContext): boolean =>
  condition === undefined || DISPLAY_CONDITIONS[condition](context);

/** The rule of menu entries and route guards: the permission key (if any) and the display condition (if any). */
export const isAllowed = (
  rule: { permissionKey?: PermissionKey | undefined; showCondition?: TDisplayCondition | undefined },
  context: TAccessContext,
): boolean => (rule.permissionKey === undefined || can(context.user, rule.permissionKey)) && checkCondition(rule.showCondition, context);

export const listKey = (feature: PermissionFeature, action: PermissionAction = 'LIST'): PermissionKey => `${feature}:${action}`;

/** The current access context, or null when logged out. */
export const useAccessContext = (): TAccessContext | null => {
  const user = useUser();
  const selectedOwnerId = useSelectedOwnerId();
  return user ? { user, selectedOwnerId } : null;
};

/** `useCan('COMPANY:CREATE')`: false when logged out. */
export const useCan = (key: PermissionKey): boolean => canUser(useUser(), key);

export const useCondition = (condition: TDisplayCondition): boolean => {
  const context = useAccessContext();
  return context !== null && checkCondition(condition, context);
};

type TAuthorizationProps = {
  /** A FEATURE:ACTION key the user must hold. */
  permission?: PermissionKey;
  /** A display condition that must pass. */
  condition?: TDisplayCondition;
  /** Rendered instead when not allowed (nothing by default: hide, do not disable). */
  forbiddenFallback?: ReactNode;
  children: ReactNode;
};

/** `<Authorization permission="COMPANY:CREATE"><AddButton/></Authorization>` */
export const Authorization = ({ permission, condition, forbiddenFallback = null, children }: TAuthorizationProps) => {
  const context = useAccessContext();
  const allowed = context !== null && isAllowed({ permissionKey: permission, showCondition: condition }, context);
  return <>{allowed ? children : forbiddenFallback}</>;
};
