import { describe, expect, it } from 'vitest';
import { adminUser, companyUser, staffUser } from '@/testing/data-generators';
import { findMenuTrail, filterMenu, menuCollapse, menuGroup, menuItem, type TMenuItem } from '../menu/menu-model';

const menu: TMenuItem[] = [
  menuGroup('Principal', [
    menuItem('Empresas', '/companys', { permissionKey: 'COMPANY:LIST', showCondition: 'admin' }),
    menuItem('Linhas de produtos', '/lines', { permissionKey: 'LINE:LIST', showCondition: 'admin' }),
    menuItem('Minhas Empresas', '/myCompanys', { showCondition: 'companyUser' }),
  ]),
  menuGroup('App', [menuItem('Banners', '/banners', { permissionKey: 'BANNER:LIST' })], { showCondition: 'admin' }),
  menuGroup('Relatórios', [menuCollapse('Relatórios', '/reports', [menuItem('Geral', '/reports', { permissionKey: 'REPORTS:LIST' })])]),
  menuGroup('Configurações', [menuItem('Configurações', '/settings')]),
];

const titles = (items: TMenuItem[]): string[] => items.flatMap((item) => [item.title, ...(item.children ? titles(item.children) : [])]);

describe('menu model', () => {
  it('builds ids as MENU-GROUP-{title} and MENU-{permissionKey or NOPERMISSION}-{url}', () => {
    expect(menu[0]?.id).toBe('MENU-GROUP-Principal');
    expect(menu[0]?.children?.[0]?.id).toBe('MENU-COMPANY:LIST-/companys');
    expect(menu[0]?.children?.[2]?.id).toBe('MENU-NOPERMISSION-/myCompanys');
  });

  it('shows everything (but company-only entries) to an admin', () => {
    const visible = titles(filterMenu(menu, { user: adminUser(), selectedOwnerId: null }));
    expect(visible).toEqual([
      'Principal',
      'Empresas',
      'Linhas de produtos',
      'App',
      'Banners',
      'Relatórios',
      'Relatórios',
      'Geral',
      'Configurações',
      'Configurações',
    ]);
  });

  it('filters a company user by type restriction, permission and display condition, hiding empty groups', () => {
    const visible = titles(filterMenu(menu, { user: companyUser(['COMPANY:LIST', 'BANNER:LIST']), selectedOwnerId: null }));
    // COMPANY is admin-type only, App is admin only, REPORTS:LIST is missing → its collapse and group disappear
    expect(visible).toEqual(['Principal', 'Minhas Empresas', 'Configurações', 'Configurações']);
  });

  it('filters an admin-type user with a role by its permissions', () => {
    const visible = titles(filterMenu(menu, { user: staffUser(['LINE:LIST', 'REPORTS:LIST']), selectedOwnerId: null }));
    expect(visible).toEqual(['Principal', 'Linhas de produtos', 'Relatórios', 'Relatórios', 'Geral', 'Configurações', 'Configurações']);
  });

  it('lets a user without a role do everything its type allows', () => {
    const visible = titles(filterMenu(menu, { user: companyUser([], { role: null, roleId: null }), selectedOwnerId: null }));
    expect(visible).toContain('Geral');
    expect(visible).not.toContain('Empresas');
  });

  it('finds the deepest, longest matching entry for a path', () => {
    expect(findMenuTrail(menu, '/companys').map((i) => i.title)).toEqual(['Principal', 'Empresas']);
    expect(findMenuTrail(menu, '/settings/users').map((i) => i.title)).toEqual(['Configurações', 'Configurações']);
    expect(findMenuTrail(menu, '/reports').map((i) => i.id)).toEqual([
      'MENU-GROUP-Relatórios',
      'MENU-NOPERMISSION-/reports',
      'MENU-REPORTS:LIST-/reports',
    ]);
    expect(findMenuTrail(menu, '/companysX')).toEqual([]);
  });
});
