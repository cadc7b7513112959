/** The permission catalogue of section 6: FEATURE:ACTION strings. */
import type { UserType } from './constants.ts';

export const PERMISSION_ACTIONS = ['LIST', 'UPDATE', 'CREATE', 'DELETE'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const PERMISSION_ACTION_LABELS: Record<PermissionAction, string> = {
  LIST: 'Visualizar',
  UPDATE: 'Alterar',
  CREATE: 'Cadastrar',
  DELETE: 'Deletar',
};

export const PERMISSION_FEATURES = [
  'COMPANY',
  'USER',
  'ROLE',
  'SETTING',
  'LINE',
  'COMPANYLINE',
  'BANNER',
  'MENUMAIN',
  'MENUSECONDARY',
  'NOTIFICATION',
  'REPORTS',
  'COMPANYLOG',
  'MYCOMPANY',
] as const;
export type PermissionFeature = (typeof PERMISSION_FEATURES)[number];
export type PermissionKey = `${PermissionFeature}:${PermissionAction}`;

export const PERMISSION_FEATURE_LABELS: Record<PermissionFeature, string> = {
  COMPANY: 'Empresas',
  USER: 'Usuários',
  ROLE: 'Perfís de Acesso',
  SETTING: 'Configurações',
  LINE: 'Linhas de produtos',
  COMPANYLINE: 'Minhas linhas de produtos',
  BANNER: 'Banners',
  MENUMAIN: 'Menus principais',
  MENUSECONDARY: 'Menus secundários',
  NOTIFICATION: 'Notificações',
  REPORTS: 'Relatórios',
  COMPANYLOG: 'Log de Empresas',
  MYCOMPANY: 'Minhas empresas',
};

/**
 * Features whose actions are not the four of the catalogue. MYCOMPANY is the company's own record as its
 * users edit it: every company user sees their companies, so only changing and adding one are permissions.
 * Reports and the company log are read-only screens, and a notification is sent or deleted, never changed.
 */
export const FEATURE_ACTIONS: Partial<Record<PermissionFeature, readonly PermissionAction[]>> = {
  MYCOMPANY: ['UPDATE', 'CREATE'],
  REPORTS: ['LIST'],
  COMPANYLOG: ['LIST'],
  NOTIFICATION: ['LIST', 'CREATE', 'DELETE'],
};

/** The actions that exist for a feature. */
export const actionsForFeature = (feature: PermissionFeature): readonly PermissionAction[] => FEATURE_ACTIONS[feature] ?? PERMISSION_ACTIONS;

/** Features restricted to one user type (section 6, 'Type restrictions'). Others are valid for both. */
export const FEATURE_USER_TYPES: Partial<Record<PermissionFeature, readonly UserType[]>> = {
  COMPANY: ['admin'],
  /** Terms, privacy policy and banner settings are administrators' screens (section 6). */
  SETTING: ['admin'],
  LINE: ['admin'],
  BANNER: ['admin'],
  MENUMAIN: ['admin'],
  MENUSECONDARY: ['admin'],
  NOTIFICATION: ['admin'],
  COMPANYLINE: ['company'],
  MYCOMPANY: ['company'],
};

export const permissionKey = (feature: PermissionFeature, action: PermissionAction): PermissionKey => `${feature}:${action}`;

export const isFeatureAllowedForType = (feature: PermissionFeature, type: UserType): boolean => {
  const types = FEATURE_USER_TYPES[feature];
  return !types || types.includes(type);
};

export const featuresForType = (type: UserType): PermissionFeature[] => PERMISSION_FEATURES.filter((f) => isFeatureAllowedForType(f, type));

/** Every permission key a role of the given type may hold. */
export const permissionKeysForType = (type: UserType): PermissionKey[] =>
  featuresForType(type).flatMap((f) => actionsForFeature(f).map((a) => permissionKey(f, a)));

export const isPermissionKey = (value: string): value is PermissionKey => {
  const [feature, action, ...rest] = value.split(':');
  return (
    rest.length === 0 &&
    (PERMISSION_FEATURES as readonly string[]).includes(feature ?? '') &&
    (actionsForFeature(feature as PermissionFeature) as readonly string[]).includes(action ?? '')
  );
};

/** The subject of a permission decision: the logged user as the server and the web app know it. */
export type PermissionSubject = {
  isAdmin: boolean;
  type: UserType;
  /** null when the user has no role: such a user is allowed everything (section 6). */
  role: { permissions: readonly string[] } | null;
};

/**
 * The single permission rule shared by the API guard and the web app:
 * admins and users with no role may do everything; otherwise the role's keys decide,
 * limited by the feature's user-type restriction.
 */
export const can = (subject: PermissionSubject, key: PermissionKey): boolean => {
  if (subject.isAdmin) return true;
  const feature = key.split(':')[0] as PermissionFeature;
  if (!isFeatureAllowedForType(feature, subject.type)) return false;
  if (!subject.role) return true;
  return subject.role.permissions.includes(key);
};

/** Every permission key of the catalogue (non-empty tuple, usable with z.enum). */
export const ALL_PERMISSION_KEYS = PERMISSION_FEATURES.flatMap((f) => actionsForFeature(f).map((a) => permissionKey(f, a))) as [
  PermissionKey,
  ...PermissionKey[],
];
