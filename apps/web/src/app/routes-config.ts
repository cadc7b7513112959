/**
 * THE route table: every route name of section 2 of the specification, with the feature whose LIST
 * permission the route guard requires and the route's display condition (admin-only screens per
 * section 6), its title and its lazily loaded screen. router.tsx builds the router from it; the menus
 * (navigation.ts) take their permission keys and conditions from it, so a menu entry shows exactly
 * when its route opens.
 */
import type { ComponentType } from 'react';
import type { PermissionKey } from '@rede/domain';
import { UF_CODES } from '@rede/domain/constants';
import type { TRouteHandle } from '@/lib/route-handle';

/** public: no login; auth: login screens (logged-in users are sent on); app: logged in; settings: logged in, inside the settings frame. */
export type TRouteArea = 'public' | 'auth' | 'app' | 'settings';

export type TRouteModule = { Component: ComponentType };

export type TAppRoute = TRouteHandle & {
  /** Full path without the leading slash ('' is the site root). */
  path: string;
  area: TRouteArea;
  load: () => Promise<TRouteModule>;
};

const isUf = (value: string | undefined) => value !== undefined && (UF_CODES as readonly string[]).includes(value.toUpperCase());
const isId = (value: string | undefined) => value !== undefined && /^\d+$/.test(value);
const isOptionalId = (value: string | undefined) => value === undefined || isId(value);

export const ROUTES: TAppRoute[] = [
  // ── Auth ──────────────────────────────────────────────────────────────────
  { name: 'login', path: 'login', area: 'auth', titleKey: 'routes.login', load: () => import('./routes/auth/login') },
  {
    name: 'forgot-password',
    path: 'forgot-password',
    area: 'auth',
    titleKey: 'routes.forgotPassword',
    load: () => import('./routes/auth/forgot-password'),
  },
  {
    name: 'code-verification',
    path: 'code-verification',
    area: 'auth',
    titleKey: 'routes.codeVerification',
    load: () => import('./routes/auth/code-verification'),
  },
  {
    name: 'reset-password',
    path: 'reset-password',
    area: 'auth',
    titleKey: 'routes.resetPassword',
    load: () => import('./routes/auth/reset-password'),
  },
  // the invitation link (e-mailed): the invited person chooses their own password
  { name: 'convite', path: 'convite', area: 'auth', titleKey: 'routes.invitation', load: () => import('./routes/auth/invitation') },

  // ── Public ────────────────────────────────────────────────────────────────
  { name: 'homepage', path: '', area: 'public', titleKey: 'routes.homepage', load: () => import('./routes/public/home') },
  {
    name: 'company_register',
    path: 'company_register',
    area: 'public',
    titleKey: 'routes.companyRegister',
    load: () => import('./routes/public/company-register'),
  },
  {
    name: 'company_register/success',
    path: 'company_register/success',
    area: 'public',
    titleKey: 'routes.companyRegisterSuccess',
    load: () => import('./routes/public/company-register-success'),
  },
  {
    name: 'partnersdetails/{id}',
    path: 'partnersdetails/:id',
    area: 'public',
    titleKey: 'routes.partnerDetails',
    load: () => import('./routes/public/partner'),
    validParams: (p) => isId(p.id),
  },
  { name: 'teste', path: 'teste', area: 'public', titleKey: 'routes.test', load: () => import('./routes/public/test') },
  { name: '{uf}', path: ':uf', area: 'public', titleKey: 'routes.uf', load: () => import('./routes/public/home'), validParams: (p) => isUf(p.uf) },
  {
    name: '{uf}/{municipio}',
    path: ':uf/:municipio',
    area: 'public',
    titleKey: 'routes.municipio',
    load: () => import('./routes/public/home'),
    validParams: (p) => isUf(p.uf),
  },
  {
    name: '{uf}/{municipio}/{nome}/{id}',
    path: ':uf/:municipio/:nome/:id',
    area: 'public',
    titleKey: 'routes.partner',
    load: () => import('./routes/public/partner'),
    validParams: (p) => isUf(p.uf) && isId(p.id),
  },

  // ── Logged in ─────────────────────────────────────────────────────────────
  { name: 'dashboard', path: 'dashboard', area: 'app', titleKey: 'routes.dashboard', load: () => import('./routes/app/dashboard-home') },
  { name: 'reports', path: 'reports', area: 'app', titleKey: 'routes.reports', permission: 'REPORTS', load: () => import('./routes/app/reports') },
  { name: 'help', path: 'help', area: 'app', titleKey: 'routes.help', load: () => import('./routes/app/help') },

  // Companies
  {
    name: 'companys',
    path: 'companys',
    area: 'app',
    titleKey: 'routes.companies',
    permission: 'COMPANY',
    condition: 'admin',
    load: () => import('./routes/app/companys'),
  },
  {
    name: 'companys/import',
    path: 'companys/import',
    area: 'app',
    titleKey: 'routes.companyImport',
    permission: 'COMPANY',
    condition: 'admin',
    menuUrl: '/companys',
    load: () => import('./routes/app/company-import'),
  },
  {
    name: 'company/{id?}',
    record: true,
    path: 'company/:id?',
    area: 'app',
    titleKey: 'routes.company',
    permission: 'COMPANY',
    condition: 'admin',
    menuUrl: '/companys',
    load: () => import('./routes/app/company'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'myCompanys',
    path: 'myCompanys',
    area: 'app',
    titleKey: 'routes.myCompanies',
    condition: 'companyUser',
    load: () => import('./routes/app/my-companys'),
  },
  {
    name: 'myCompany/{id?}',
    record: true,
    path: 'myCompany/:id?',
    area: 'app',
    titleKey: 'routes.myCompany',
    condition: 'companyUser',
    // every company user sees their companies; their own access profile decides who changes or adds one
    savePermission: 'MYCOMPANY',
    menuUrl: '/myCompanys',
    load: () => import('./routes/app/my-company'),
    validParams: (p) => isOptionalId(p.id),
  },

  // Lines
  {
    name: 'lines',
    path: 'lines',
    area: 'app',
    titleKey: 'routes.lines',
    permission: 'LINE',
    condition: 'admin',
    load: () => import('./routes/app/lines'),
  },
  {
    name: 'line/{id?}',
    record: true,
    path: 'line/:id?',
    area: 'app',
    titleKey: 'routes.line',
    permission: 'LINE',
    condition: 'admin',
    menuUrl: '/lines',
    load: () => import('./routes/app/line'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'line_companys',
    path: 'line_companys',
    area: 'app',
    titleKey: 'routes.lineCompanies',
    permission: 'LINE',
    condition: 'admin',
    menuUrl: '/lines',
    load: () => import('./routes/app/line-companys'),
  },
  {
    name: 'companyLines',
    path: 'companyLines',
    area: 'app',
    titleKey: 'routes.companyLines',
    permission: 'COMPANYLINE',
    load: () => import('./routes/app/company-lines'),
  },
  {
    name: 'companyLine/{id?}',
    record: true,
    path: 'companyLine/:id?',
    area: 'app',
    titleKey: 'routes.companyLine',
    permission: 'COMPANYLINE',
    menuUrl: '/companyLines',
    load: () => import('./routes/app/company-line'),
    validParams: (p) => isOptionalId(p.id),
  },

  // App content
  {
    name: 'banners',
    path: 'banners',
    area: 'app',
    titleKey: 'routes.banners',
    permission: 'BANNER',
    condition: 'admin',
    load: () => import('./routes/app/banners'),
  },
  {
    name: 'banner/{id?}',
    record: true,
    path: 'banner/:id?',
    area: 'app',
    titleKey: 'routes.banner',
    permission: 'BANNER',
    condition: 'admin',
    menuUrl: '/banners',
    load: () => import('./routes/app/banner'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'menuMains',
    path: 'menuMains',
    area: 'app',
    titleKey: 'routes.menuMains',
    permission: 'MENUMAIN',
    condition: 'admin',
    load: () => import('./routes/app/menu-mains'),
  },
  {
    name: 'menuMain/{id?}',
    record: true,
    path: 'menuMain/:id?',
    area: 'app',
    titleKey: 'routes.menuMain',
    permission: 'MENUMAIN',
    condition: 'admin',
    menuUrl: '/menuMains',
    load: () => import('./routes/app/menu-main'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'menuSecondarys',
    path: 'menuSecondarys',
    area: 'app',
    titleKey: 'routes.menuSecondarys',
    permission: 'MENUSECONDARY',
    condition: 'admin',
    load: () => import('./routes/app/menu-secondarys'),
  },
  {
    name: 'menuSecondary/{id?}',
    record: true,
    path: 'menuSecondary/:id?',
    area: 'app',
    titleKey: 'routes.menuSecondary',
    permission: 'MENUSECONDARY',
    condition: 'admin',
    menuUrl: '/menuSecondarys',
    load: () => import('./routes/app/menu-secondary'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'notifications',
    path: 'notifications',
    area: 'app',
    titleKey: 'routes.notifications',
    permission: 'NOTIFICATION',
    condition: 'admin',
    load: () => import('./routes/app/notifications'),
  },
  {
    name: 'notification/{id?}',
    record: true,
    path: 'notification/:id?',
    area: 'app',
    titleKey: 'routes.notification',
    permission: 'NOTIFICATION',
    condition: 'admin',
    menuUrl: '/notifications',
    load: () => import('./routes/app/notification'),
    validParams: (p) => isOptionalId(p.id),
  },

  // ── Settings area (inside the 'Configurações' frame) ───────────────────────
  { name: 'settings', path: 'settings', area: 'settings', titleKey: 'routes.settings', load: () => import('./routes/app/settings/customization') },
  {
    name: 'settings/userdata',
    path: 'settings/userdata',
    area: 'settings',
    titleKey: 'routes.userData',
    load: () => import('./routes/app/settings/userdata'),
  },
  {
    name: 'settings/change-password',
    path: 'settings/change-password',
    area: 'settings',
    titleKey: 'routes.changePassword',
    load: () => import('./routes/app/settings/change-password'),
  },
  {
    name: 'settings/users',
    path: 'settings/users',
    area: 'settings',
    titleKey: 'routes.users',
    permission: 'USER',
    load: () => import('./routes/app/settings/users'),
  },
  {
    name: 'settings/user/{id?}',
    record: true,
    path: 'settings/user/:id?',
    area: 'settings',
    titleKey: 'routes.user',
    permission: 'USER',
    menuUrl: '/settings/users',
    load: () => import('./routes/app/settings/user'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'settings/roles',
    path: 'settings/roles',
    area: 'settings',
    titleKey: 'routes.roles',
    permission: 'ROLE',
    load: () => import('./routes/app/settings/roles'),
  },
  {
    name: 'settings/role/{id?}',
    record: true,
    path: 'settings/role/:id?',
    area: 'settings',
    titleKey: 'routes.role',
    permission: 'ROLE',
    menuUrl: '/settings/roles',
    load: () => import('./routes/app/settings/role'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'settings/companyLogs',
    path: 'settings/companyLogs',
    area: 'settings',
    titleKey: 'routes.companyLogs',
    permission: 'COMPANYLOG',
    condition: 'admin',
    load: () => import('./routes/app/settings/company-logs'),
  },
  {
    name: 'settings/companyLog/{id?}',
    path: 'settings/companyLog/:id?',
    area: 'settings',
    titleKey: 'routes.companyLog',
    permission: 'COMPANYLOG',
    menuUrl: '/settings/companyLogs',
    load: () => import('./routes/app/settings/company-log'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'settings/companyLog/details/{id?}',
    path: 'settings/companyLog/details/:id?',
    area: 'settings',
    titleKey: 'routes.companyLogDetails',
    permission: 'COMPANYLOG',
    menuUrl: '/settings/companyLogs',
    load: () => import('./routes/app/settings/company-log-details'),
    validParams: (p) => isOptionalId(p.id),
  },
  {
    name: 'settings/companyLineLogs',
    path: 'settings/companyLineLogs',
    area: 'settings',
    titleKey: 'routes.companyLineLogs',
    permission: 'COMPANYLOG',
    condition: 'admin',
    menuUrl: '/settings/companyLogs',
    load: () => import('./routes/app/settings/company-line-logs'),
  },
  {
    name: 'settings/register_settings',
    path: 'settings/register_settings',
    area: 'settings',
    titleKey: 'routes.registerSettings',
    permission: 'SETTING',
    condition: 'admin',
    load: () => import('./routes/app/settings/register-settings'),
  },
  {
    name: 'settings/terms',
    path: 'settings/terms',
    area: 'settings',
    titleKey: 'routes.terms',
    permission: 'SETTING',
    condition: 'admin',
    load: () => import('./routes/app/settings/terms'),
  },
  {
    name: 'settings/policy',
    path: 'settings/policy',
    area: 'settings',
    titleKey: 'routes.policy',
    permission: 'SETTING',
    condition: 'admin',
    load: () => import('./routes/app/settings/policy'),
  },
  {
    name: 'settings/imagesbanner',
    path: 'settings/imagesbanner',
    area: 'settings',
    titleKey: 'routes.imagesBanner',
    permission: 'SETTING',
    condition: 'admin',
    load: () => import('./routes/app/settings/images-banner'),
  },
];

export const routeByPath = (path: string): TAppRoute | undefined => {
  const clean = path.replace(/^\//, '');
  return ROUTES.find((route) => route.path === clean);
};

/** The permission key and display condition of the route at `path`: what a menu entry to it must carry. */
export const accessOf = (path: string): { permissionKey?: PermissionKey; showCondition?: TAppRoute['condition'] } => {
  const route = routeByPath(path);
  if (!route) throw new Error(`No route for ${path} in routes-config.ts`);
  return {
    ...(route.permission ? { permissionKey: `${route.permission}:LIST` as PermissionKey } : {}),
    ...(route.condition ? { showCondition: route.condition } : {}),
  };
};
