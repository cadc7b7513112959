import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import type { TMenuItem } from '@/components/layout/menu/menu-model';
import { buildProfileMenu, buildSettingsMenu, buildSideMenu } from '../navigation';
import { ROUTES, routeByPath } from '../routes-config';

const items = (list: TMenuItem[]): TMenuItem[] => list.flatMap((i) => (i.type === 'item' ? [i] : items(i.children ?? [])));

describe('navigation and route table', () => {
  it('registers every route name of section 2', () => {
    const names = ROUTES.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'login',
        'forgot-password',
        'code-verification',
        'reset-password',
        'company_register',
        'homepage',
        '{uf}',
        '{uf}/{municipio}',
        '{uf}/{municipio}/{nome}/{id}',
        'partnersdetails/{id}',
        'teste',
        'dashboard',
        'settings',
        'reports',
        'help',
        'companys',
        'company/{id?}',
        'myCompanys',
        'myCompany/{id?}',
        'settings/companyLogs',
        'settings/companyLog/{id?}',
        'settings/companyLog/details/{id?}',
        'settings/companyLineLogs',
        'settings/users',
        'settings/user/{id?}',
        'settings/roles',
        'settings/role/{id?}',
        'settings/userdata',
        'settings/change-password',
        'lines',
        'line/{id?}',
        'line_companys',
        'companyLines',
        'companyLine/{id?}',
        'banners',
        'banner/{id?}',
        'menuMains',
        'menuMain/{id?}',
        'menuSecondarys',
        'menuSecondary/{id?}',
        'notifications',
        'notification/{id?}',
        'settings/register_settings',
        'settings/terms',
        'settings/policy',
        'settings/imagesbanner',
      ]),
    );
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('gives every menu entry the permission key and condition of its route', () => {
    // the profile menu's 'Usuários' and 'Perfís de Acesso' are (admin) there (section 2); their routes are the companies' too
    const profileAdminOnly = new Set(['/settings/users', '/settings/roles']);
    const profile = buildProfileMenu(t);
    for (const entry of [...items(buildSideMenu(t)), ...profile, ...buildSettingsMenu(t)]) {
      const route = routeByPath(entry.url ?? '');
      expect(route, entry.url).toBeDefined();
      expect(entry.permissionKey).toBe(route?.permission ? `${route.permission}:LIST` : undefined);
      const isProfileOnlyAdmin = profile.includes(entry) && profileAdminOnly.has(entry.url ?? '');
      expect(entry.showCondition).toBe(isProfileOnlyAdmin ? 'admin' : route?.condition);
    }
  });

  it('builds the side menu of section 2 word for word', () => {
    const side = buildSideMenu(t);
    expect(side.map((g) => g.title)).toEqual(['Principal', 'App', 'Configurações']);
    // section 2's entries, then one for every other area a user may open
    expect(side[0]?.children?.map((i) => i.title)).toEqual([
      'Empresas',
      'Linhas de produtos',
      'Minhas Empresas',
      'Importar empresas',
      'Minhas linhas de produtos',
      'Relatórios',
    ]);
    expect(side[2]?.children?.map((i) => i.title)).toEqual(['Configurações', 'Ajuda']);
    expect(side[1]?.children?.map((i) => i.title)).toEqual(['Banners', 'Menus principais', 'Menus secundários', 'Notificações']);
    expect(side[1]?.showCondition).toBe('admin');
    expect(buildProfileMenu(t).map((i) => i.title)).toEqual([
      'Meu Perfil',
      'Usuários',
      'Perfís de Acesso',
      'Segurança',
      'Políticas de Privacidade',
      'Imagens e Banners',
      'Log de Empresas',
      'Configurações',
    ]);
  });
});
