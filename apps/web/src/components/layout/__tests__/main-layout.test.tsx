import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp, renderWithProviders, setViewportWidth, stubBrowser } from '@/testing/test-utils';
import { MainLayout } from '../main-layout';
import { menuCollapse, menuGroup, menuItem, type TMenuItem } from '../menu/menu-model';
import { visibleCountFor } from '../menu/horizontal-menu';

const sideNav = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('authenticated layout', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it('shows an admin the admin entries of the side menu', async () => {
    renderApp('/dashboard', { user: adminUser() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = sideNav();
    for (const name of ['Empresas', 'Linhas de produtos', 'Banners', 'Menus principais', 'Menus secundários', 'Notificações', 'Configurações']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Minhas Empresas' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'App' })).toBeInTheDocument();
  });

  it("shows a company user 'Minhas Empresas' and hides the admin entries and the empty App group", async () => {
    renderApp('/dashboard', { user: companyUser(['COMPANY:LIST', 'BANNER:LIST']) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = sideNav();
    expect(within(nav).getByRole('link', { name: 'Minhas Empresas' })).toHaveAttribute('href', '/myCompanys');
    expect(within(nav).queryByRole('link', { name: 'Empresas' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Banners' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('group', { name: 'App' })).not.toBeInTheDocument();
    expect(screen.getByText(/Olá, Carlos da Loja!/)).toBeInTheDocument();
  });

  it("profile menu: name, e-mail and the admin's entries", async () => {
    const { user } = renderApp('/dashboard', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: /Abrir menu do perfil de Ana Administradora/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ana Administradora')).toBeInTheDocument();
    expect(within(menu).getByText('ana@rede.test')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Meu Perfil',
      'Usuários',
      'Perfís de Acesso',
      'Segurança',
      'Políticas de Privacidade',
      'Imagens e Banners',
      'Log de Empresas',
      'Configurações',
      'Sair',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Segurança' })).toHaveAttribute('href', '/settings/change-password');
  });

  it('profile menu of a company user has no admin entries', async () => {
    const { user } = renderApp('/dashboard', { user: companyUser(['COMPANYLOG:LIST', 'USER:LIST']) });
    await user.click(await screen.findByRole('button', { name: /Abrir menu do perfil/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Meu Perfil', 'Segurança', 'Configurações', 'Sair']);
  });

  it("'Sair' posts logout, clears the session and selected owner, and reloads on /login", async () => {
    const browser = stubBrowser();
    api.on('POST', '/api/login/logout', () => jsonResponse(undefined, 204));
    window.localStorage.setItem(STORAGE_KEYS.selectedUserOwner, '-1');
    const { user } = renderApp('/dashboard', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: /Abrir menu do perfil/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/login'));
    expect(api.callsTo('POST', '/api/login/logout')[0]?.headers.get('Authorization')).toBe('Bearer token-de-teste');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedUserOwner)).toBeNull();
  });

  it('a logout failure is only logged', async () => {
    const browser = stubBrowser();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on('POST', '/api/login/logout', () => errorResponse(500, 'Falhou'));
    const { user } = renderApp('/dashboard', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: /Abrir menu do perfil/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/login'));
    expect(consoleError).toHaveBeenCalledWith('Falha ao encerrar a sessão no servidor.', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('breadcrumb, settings frame, highlighted entry, page title and sanitised footer', async () => {
    renderApp('/settings/users', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(crumbs).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/settings');
    expect(within(crumbs).getByText('Usuários')).toHaveAttribute('aria-current', 'page');

    const settingsNav = screen.getByRole('navigation', { name: 'Menu de configurações' });
    expect(within(settingsNav).getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    expect(within(settingsNav).getByRole('link', { name: 'Personalização' })).not.toHaveAttribute('aria-current');
    expect(within(settingsNav).getAllByRole('link')).toHaveLength(10);

    await waitFor(() => expect(document.title).toBe('Rede de Parceiros Teste'));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Rodapé configurado');
    expect(footer.querySelector('script')).toBeNull();
    expect(footer.querySelector('b')).not.toBeNull();
  });

  it('settings frame lists only the entries a company user may open', async () => {
    renderApp('/settings', { user: companyUser([]) });
    const settingsNav = await screen.findByRole('navigation', { name: 'Menu de configurações' });
    expect(
      within(settingsNav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Personalização', 'Meu Perfil', 'Segurança']);
    expect(within(settingsNav).getByRole('link', { name: 'Personalização' })).toHaveAttribute('aria-current', 'page');
  });

  it('below lg the drawer is temporary: closed, opened by the toggle, closed by an item click', async () => {
    setViewportWidth(800);
    const { user, router } = renderApp('/dashboard', { user: adminUser() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await user.click(within(nav).getByRole('link', { name: 'Empresas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companys'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
  });

  it('from lg the drawer is permanent and the toggle switches the persisted mini drawer', async () => {
    const { user } = renderApp('/dashboard', { user: adminUser() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(sideNav()).getByRole('link', { name: 'Empresas' })).toHaveTextContent('Empresas');
    await user.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.themeSettings) ?? '{}')).toMatchObject({ miniDrawer: true });
    // mini: icons only, the name stays as the accessible name
    const link = within(sideNav()).getByRole('link', { name: 'Empresas' });
    expect(link).not.toHaveTextContent('Empresas');
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
  });

  it('growing to lg swaps the temporary drawer for the permanent one', async () => {
    setViewportWidth(800);
    const { user } = renderApp('/dashboard', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    await screen.findByRole('navigation', { name: 'Menu principal' });
    act(() => setViewportWidth(1440));
    expect(await screen.findByRole('button', { name: 'Recolher menu' })).toBeInTheDocument();
  });
});

describe('menu rendering', () => {
  beforeEach(() => {
    createFakeApi();
  });

  const renderMenu = (menuItems: TMenuItem[], path = '/') =>
    renderWithProviders(
      <MainLayout menuItems={menuItems} profileItems={[]}>
        <p>conteúdo</p>
      </MainLayout>,
      { user: adminUser(), path },
    );

  it("renders the red 'Fix - …' texts for unknown item types", async () => {
    const { user } = renderMenu(
      [
        menuGroup('Grupo', [
          { id: 'x1', title: 'Estranho', type: 'weird' },
          menuCollapse('Seção', '/secao', [{ id: 'x2', title: 'Outro', type: 'weird' }]),
        ]),
        { id: 'x3', title: 'Solto', type: 'weird' },
      ],
      '/secao/a',
    );
    expect(await screen.findByText('Fix - Group Collapse or Items')).toBeInTheDocument();
    expect(screen.getByText('Menu Items Error')).toBeInTheDocument();
    expect(screen.queryByText('Fix - Collapse or Item')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seção' }));
    const fix = await screen.findByText('Fix - Collapse or Item');
    // the theme's error colour (a CSS variable: one stylesheet serves both colour schemes)
    expect(getComputedStyle(fix).color).toBe('var(--mui-palette-error-main)');
  });

  it('opens a collapsible section when the current path matches a child, and toggles it by click', async () => {
    const { user } = renderMenu(
      [
        menuGroup('Grupo', [
          menuCollapse('Relatórios', '/reports', [menuItem('Vendas', '/reports/vendas'), menuItem('Estoque', '/reports/estoque')]),
        ]),
      ],
      '/reports/estoque',
    );
    const toggle = await screen.findByRole('button', { name: 'Relatórios' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Estoque' })).toHaveAttribute('aria-current', 'page');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vendas' })).not.toBeInTheDocument());
  });

  it('in the mini drawer a collapsed section opens its children in a popup on hover', async () => {
    window.localStorage.setItem(STORAGE_KEYS.themeSettings, JSON.stringify({ miniDrawer: true }));
    const { user } = renderMenu([menuGroup('Grupo', [menuCollapse('Relatórios', '/reports', [menuItem('Vendas', '/reports/vendas')])])]);
    const toggle = await screen.findByRole('button', { name: 'Relatórios' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    await user.hover(toggle);
    expect(await screen.findByRole('menuitem', { name: 'Vendas' })).toHaveAttribute('href', '/reports/vendas');
  });

  it('links starting with http open in a new tab', async () => {
    renderMenu([menuGroup('Grupo', [menuItem('Site', '/site', { link: 'https://exemplo.com.br' })])]);
    const link = await screen.findByRole('link', { name: 'Site' });
    expect(link).toHaveAttribute('href', 'https://exemplo.com.br');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("the horizontal menu moves what does not fit into 'Mais itens'", () => {
    expect(visibleCountFor(0, 5)).toBe(5);
    expect(visibleCountFor(5 * 176, 5)).toBe(5);
    expect(visibleCountFor(600, 5)).toBe(2);
    expect(visibleCountFor(100, 5)).toBe(1);
  });

  it('the horizontal orientation replaces the side drawer on wide screens', async () => {
    window.localStorage.setItem(STORAGE_KEYS.themeSettings, JSON.stringify({ menuOrientation: 'horizontal' }));
    const { user } = renderMenu([menuGroup('Principal', [menuItem('Empresas', '/companys')])]);
    const top = await screen.findByRole('button', { name: 'Principal' });
    expect(screen.queryByRole('button', { name: 'Recolher menu' })).not.toBeInTheDocument();
    await user.click(top);
    expect(await screen.findByRole('menuitem', { name: 'Empresas' })).toHaveAttribute('href', '/companys');
  });
});
