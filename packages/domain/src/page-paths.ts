/**
 * The web app's pages (section 2), as the server must know them to answer 404 for any other path and to
 * apply the hosting rule (section 1). apps/web/src/app/routes-config.ts holds the same paths (a web test
 * keeps both lists equal). Patterns: ':uf' a state code, ':id' digits, a trailing '?' an optional segment,
 * other ':name' any segment; literals compare case-insensitively, as the web router does.
 */
import { UF_CODES } from './constants.ts';

export type TPageArea = 'public' | 'register' | 'backoffice';
export type TPagePath = { path: string; area: TPageArea };

const BACKOFFICE = [
  'login',
  'forgot-password',
  'code-verification',
  'reset-password',
  'convite',
  'dashboard',
  'reports',
  'help',
  'companys',
  'companys/import',
  'company/:id?',
  'myCompanys',
  'myCompany/:id?',
  'lines',
  'line/:id?',
  'line_companys',
  'companyLines',
  'companyLine/:id?',
  'banners',
  'banner/:id?',
  'menuMains',
  'menuMain/:id?',
  'menuSecondarys',
  'menuSecondary/:id?',
  'notifications',
  'notification/:id?',
  'settings',
  'settings/userdata',
  'settings/change-password',
  'settings/users',
  'settings/user/:id?',
  'settings/roles',
  'settings/role/:id?',
  'settings/companyLogs',
  'settings/companyLog/:id?',
  'settings/companyLog/details/:id?',
  'settings/companyLineLogs',
  'settings/register_settings',
  'settings/terms',
  'settings/policy',
  'settings/imagesbanner',
];

export const PAGE_PATHS: readonly TPagePath[] = [
  { path: '', area: 'public' },
  { path: 'teste', area: 'public' },
  { path: 'partnersdetails/:id', area: 'public' },
  { path: ':uf', area: 'public' },
  { path: ':uf/:municipio', area: 'public' },
  { path: ':uf/:municipio/:nome/:id', area: 'public' },
  { path: 'company_register', area: 'register' },
  { path: 'company_register/success', area: 'register' },
  ...BACKOFFICE.map((path) => ({ path, area: 'backoffice' as const })),
];

const isUf = (value: string) => (UF_CODES as readonly string[]).includes(value.toUpperCase());
const isId = (value: string) => /^\d+$/.test(value);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const segmentMatches = (pattern: string, value: string): boolean => {
  if (!pattern.startsWith(':')) return pattern.toLowerCase() === value.toLowerCase();
  const name = pattern.slice(1).replace(/\?$/, '');
  if (name === 'uf') return isUf(value);
  if (name === 'id') return isId(value);
  return value.length > 0;
};

const matches = (pattern: string, segments: string[]): boolean => {
  const parts = pattern === '' ? [] : pattern.split('/');
  const required = parts.filter((p) => !p.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return false;
  return segments.every((segment, i) => segmentMatches(parts[i]!, segment));
};

/** The page a path (query string allowed) opens, or null when the web app has no such page. */
export const matchPagePath = (pathname: string): TPagePath | null => {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const segments = path.split('/').filter(Boolean).map(decode);
  return PAGE_PATHS.find((page) => matches(page.path, segments)) ?? null;
};
