import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TRole, TUser } from '@rede/domain';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { currentOrPendingPath, renderApp } from '@/testing/test-utils';

const ISO = '2026-02-03T14:00:00.000Z';
const user = (overrides: Partial<TUser> & Pick<TUser, 'id' | 'name'>): TUser => ({
  type: 'company',
  companyId: null,
  company: null,
  roleId: null,
  role: null,
  email: `${overrides.name.toLowerCase().replace(/\s+/g, '.')}@rede.test`,
  isActive: true,
  isAdmin: false,
  canDeleteItself: true,
  dtRegister: ISO,
  dtUpdate: ISO,
  ...overrides,
});
const USERS: TUser[] = [
  user({ id: 1, name: 'Ana Administradora', type: 'admin', isAdmin: true }),
  user({ id: 5, name: 'Bruno Suporte', type: 'admin', roleId: 6, role: { id: 6, name: 'Suporte' } }),
  user({
    id: 7,
    name: 'Carla da Loja',
    companyId: 10,
    company: { id: 10, name: 'Baterias Centro' },
    roleId: 8,
    role: { id: 8, name: 'Loja' },
    isActive: false,
  }),
];
const role = (id: number, name: string, type: TRole['type'], companyId: number | null = null): TRole => ({
  id,
  name,
  type,
  permissions: [],
  companyId,
  company: companyId ? { id: companyId, name: 'Baterias Centro' } : null,
  dtRegister: ISO,
  dtUpdate: ISO,
});
const ROLES = [role(6, 'Suporte', 'admin'), role(8, 'Loja', 'company', 10), role(9, 'Gerente', 'company')];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/users', ({ url }) => {
    const type = url.searchParams.get('type');
    const data = USERS.filter((u) => !type || u.type === type);
    return jsonResponse({ data, total: data.length });
  });
  api.on('GET', '/api/users/7', () => jsonResponse(USERS[2]));
  api.on('GET', '/api/roles', ({ url }) => {
    const type = url.searchParams.get('type');
    const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
    const forCompanyId = url.searchParams.get('forCompanyId');
    const data = ROLES.filter(
      (r) =>
        (!type || r.type === type) &&
        r.name.toLowerCase().includes(term) &&
        (!forCompanyId || r.companyId === null || r.companyId === Number(forCompanyId)),
    );
    return jsonResponse({ data, total: data.length });
  });
  api.on('POST', '/api/login/user-owner-items', () =>
    jsonResponse([
      { id: -1, name: 'all' },
      { id: 10, name: 'Baterias Centro' },
      { id: 11, name: 'Baterias Norte' },
    ]),
  );
  // the company field searches the companies on the server
  api.on('GET', '/api/companys', ({ url }) => {
    const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
    const data = [
      { id: 10, name: 'Baterias Centro' },
      { id: 11, name: 'Baterias Norte' },
    ].filter((company) => company.name.toLowerCase().includes(term));
    return jsonResponse({ data, total: data.length });
  });
});

const rowOf = async (name: string) =>
  (await within(await screen.findByRole('table', { name: 'Usuários' })).findByText(name)).closest('tr') as HTMLElement;

describe('users list (settings/users)', () => {
  it('shows name, e-mail, type, role, company and situation, with Add and the row actions for an administrator', async () => {
    renderApp('/settings/users', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuários' })).toBeInTheDocument();
    const carla = await rowOf('Carla da Loja');
    for (const header of ['Nome', 'E-mail', 'Tipo', 'Perfil de acesso', 'Empresa', 'Situação']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(carla).getByText('carla.da.loja@rede.test')).toBeInTheDocument();
    expect(within(carla).getByText('Empresa')).toBeInTheDocument();
    expect(within(carla).getByText('Loja')).toBeInTheDocument();
    expect(within(carla).getByText('Baterias Centro')).toBeInTheDocument();
    expect(within(carla).getByText('Inativo')).toBeInTheDocument();
    const bruno = await rowOf('Bruno Suporte');
    expect(within(bruno).getByText('Administrador')).toBeInTheDocument();
    expect(within(bruno).getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/settings/user');
    // administrators edit and delete rows without a company too
    expect(within(bruno).getByRole('link', { name: 'Editar Bruno Suporte' })).toHaveAttribute('href', '/settings/user/5');
    expect(within(bruno).getByRole('button', { name: 'Excluir Bruno Suporte' })).toBeInTheDocument();
    // but never delete themselves here
    const ana = await rowOf('Ana Administradora');
    expect(within(ana).getByRole('link', { name: 'Editar Ana Administradora' })).toBeInTheDocument();
    expect(within(ana).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('leaves rows without a company (and administrators) to administrators, and hides Add without USER:CREATE', async () => {
    renderApp('/settings/users', { user: staffUser(['USER:LIST', 'USER:UPDATE', 'USER:DELETE']) });
    const bruno = await rowOf('Bruno Suporte');
    expect(within(bruno).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(bruno).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(within(bruno).getByRole('button', { name: 'Detalhes Bruno Suporte' })).toBeInTheDocument();
    const carla = await rowOf('Carla da Loja');
    expect(within(carla).getByRole('link', { name: 'Editar Carla da Loja' })).toBeInTheDocument();
    expect(within(carla).getByRole('button', { name: 'Excluir Carla da Loja' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
  });

  it('filters by type through the URL and the API', async () => {
    const { user: actor, router } = renderApp('/settings/users', { user: adminUser() });
    await rowOf('Bruno Suporte');
    await actor.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    await actor.click(screen.getByRole('combobox', { name: 'Filtrar por Tipo' }));
    await actor.click(await screen.findByRole('option', { name: 'Empresa' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('type')).toBe('company'));
    await waitFor(() => expect(screen.queryByText('Bruno Suporte')).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/api/users').at(-1)?.search).toContain('type=company');
  });
});

/** Types by pasting (typing key by key is slow in jsdom). */
const fill = async (actor: ReturnType<typeof renderApp>['user'], element: HTMLElement, text: string) => {
  await actor.clear(element);
  await actor.click(element);
  await actor.paste(text);
};

const chooseOption = async (actor: ReturnType<typeof renderApp>['user'], label: RegExp, option: string) => {
  await actor.click(screen.getByRole('combobox', { name: label }));
  await actor.click(await screen.findByRole('option', { name: option }));
};

describe('user form (settings/user/{id?})', () => {
  it("creates a user in two steps with role choices following the type and 'Senhas devem ser iguais'", async () => {
    api.on('POST', '/api/users', ({ body }) => jsonResponse({ ...(body as { user: TUser }).user, id: 20 }, 201));
    const { user: actor, router } = renderApp('/settings/user', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Etapa 1/2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dados do usuário' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dados de acesso' })).toBeInTheDocument();

    await fill(actor, screen.getByLabelText(/^Nome/), 'Diego Novo');
    await chooseOption(actor, /^Tipo/, 'Empresa');
    await actor.click(screen.getByRole('combobox', { name: /Perfil de acesso/ }));
    let listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Gerente' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Loja (Baterias Centro)' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Suporte' })).not.toBeInTheDocument();
    await actor.click(within(listbox).getByRole('option', { name: 'Gerente' }));
    expect(api.callsTo('GET', '/api/roles').at(-1)?.search).toContain('type=company');

    // another type: other choices, and the chosen role goes
    await chooseOption(actor, /^Tipo/, 'Administrador');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Perfil de acesso/ })).toHaveValue(''));
    await actor.click(screen.getByRole('combobox', { name: /Perfil de acesso/ }));
    listbox = await screen.findByRole('listbox');
    await actor.click(within(listbox).getByRole('option', { name: 'Suporte' }));

    await actor.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' })).toBeInTheDocument();
    await fill(actor, screen.getByLabelText(/^E-mail/), 'diego@rede.test');
    await fill(actor, screen.getByLabelText(/^Senha/), 'Abcdef1!');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Forte');
    await fill(actor, screen.getByLabelText(/^Confirmar senha/), 'outra-senha');
    await actor.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Senhas devem ser iguais')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users')).toHaveLength(0);

    await fill(actor, screen.getByLabelText(/^Confirmar senha/), 'Abcdef1!');
    await actor.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/users')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users')[0]?.body).toEqual({
      user: {
        name: 'Diego Novo',
        type: 'admin',
        companyId: null,
        roleId: 6,
        isActive: true,
        isAdmin: false,
        canDeleteItself: true,
        email: 'diego@rede.test',
        password: 'Abcdef1!',
        password_confirm: 'Abcdef1!',
      },
    });
    await waitFor(() => expect(currentOrPendingPath(router)).toBe('/settings/users'));
    expect(await screen.findByText('Usuário cadastrado.')).toBeInTheDocument();
  }, 60_000);

  it('searches the role choices on the server as the user types, chosen with the keyboard', async () => {
    const { user: actor } = renderApp('/settings/user', { user: adminUser() });
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await chooseOption(actor, /^Tipo/, 'Empresa');
    // the header has its own 'Empresa' (the selected owner): the form's field
    await actor.click(within(document.querySelector('main form') as HTMLElement).getByRole('combobox', { name: /^Empresa/ }));
    await actor.click(await screen.findByRole('option', { name: 'Baterias Norte' }));
    // the companies come from the server's search, never the whole list at once
    expect(api.callsTo('GET', '/api/companys').length).toBeGreaterThan(0);
    const roleInput = screen.getByRole('combobox', { name: /Perfil de acesso/ });
    await actor.click(roleInput);
    // Baterias Norte's user may hold roles of no company or of Baterias Norte: 'Loja' (Baterias Centro) is left out by the server
    expect(await screen.findByRole('option', { name: 'Gerente' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Loja/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/roles').at(-1)?.search).toContain('forCompanyId=11');

    await actor.type(roleInput, 'zzz');
    await waitFor(() => expect(api.callsTo('GET', '/api/roles').at(-1)?.search).toContain('searchTerm=zzz'));
    expect(await screen.findByText('Nenhuma opção')).toBeInTheDocument();

    await actor.clear(roleInput);
    await actor.type(roleInput, 'ger');
    await waitFor(() => expect(api.callsTo('GET', '/api/roles').at(-1)?.search).toContain('searchTerm=ger'));
    expect(await screen.findByRole('option', { name: 'Gerente' })).toBeInTheDocument();
    await actor.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(roleInput).toHaveValue('Gerente'));
  });

  it("says 'Carregando…' while the role choices are searched", async () => {
    let answer: (response: Response) => void = () => {};
    api.on('GET', '/api/roles', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user: actor } = renderApp('/settings/user', { user: adminUser() });
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await chooseOption(actor, /^Tipo/, 'Empresa');
    await actor.click(screen.getByRole('combobox', { name: /Perfil de acesso/ }));
    expect(await screen.findByText('Carregando…')).toBeInTheDocument();
    answer(jsonResponse({ data: [ROLES[2]], total: 1 }));
    expect(await screen.findByRole('option', { name: 'Gerente' })).toBeInTheDocument();
  });

  it("shows 'Itens não carregados' when the role choices fail to load", async () => {
    api.on('GET', '/api/roles', () => errorResponse(500, 'Falhou'));
    const { user: actor } = renderApp('/settings/user', { user: adminUser() });
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await chooseOption(actor, /^Tipo/, 'Empresa');
    expect(await screen.findByText('Itens não carregados')).toBeInTheDocument();
  });

  it('edits a user: loaded values, the password may stay empty, Salvar sends PUT with the id', async () => {
    api.on('PUT', '/api/users', ({ body }) => jsonResponse((body as { user: TUser }).user));
    const { user: actor } = renderApp('/settings/user/7', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Editar usuário' })).toBeInTheDocument();
    // the settings menu highlights the list the form belongs to
    const settingsMenu = screen.getByRole('navigation', { name: 'Menu de configurações' });
    expect(within(settingsMenu).getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Carla da Loja'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Perfil de acesso/ })).toHaveValue('Loja (Baterias Centro)'));
    // the header has its own 'Empresa' (the selected owner): look inside the form
    const form = within(document.querySelector('main form') as HTMLElement);
    expect(form.getByRole('combobox', { name: /^Empresa/ })).toHaveValue('Baterias Centro');
    expect(screen.getByRole('switch', { name: 'Situação' })).not.toBeChecked();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' });
    expect(screen.getByText('Deixe em branco para manter a senha atual.')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/users')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/users')[0]?.body).toMatchObject({
      user: { id: 7, name: 'Carla da Loja', type: 'company', companyId: 10, roleId: 8, isActive: false, password: '' },
    });
  });

  it('offers staff (admin-type, not administrators) the company, but neither the admin type nor the isAdmin field', async () => {
    const { user: actor } = renderApp('/settings/user', { user: staffUser(['USER:LIST', 'USER:CREATE', 'ROLE:LIST']) });
    await screen.findByRole('heading', { name: 'Novo usuário' });
    expect(screen.getByRole('combobox', { name: /^Tipo/ })).toHaveTextContent('Empresa');
    await actor.click(screen.getByRole('combobox', { name: /^Tipo/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Administrador' })).not.toBeInTheDocument();
    await actor.keyboard('{Escape}');
    const form = within(document.querySelector('main form') as HTMLElement);
    expect(form.getByRole('combobox', { name: /^Empresa/ })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Administrador' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pode excluir a própria conta' })).toBeChecked();
  });

  it('offers a company user neither the admin type nor the company and isAdmin fields', async () => {
    const { companyUser } = await import('@/testing/data-generators');
    const { user: actor } = renderApp('/settings/user', { user: companyUser(['USER:LIST', 'USER:CREATE', 'ROLE:LIST'], { companyId: 3 }) });
    await screen.findByRole('heading', { name: 'Novo usuário' });
    await actor.click(screen.getByRole('combobox', { name: /^Tipo/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Administrador' })).not.toBeInTheDocument();
    await actor.keyboard('{Escape}');
    const form = within(document.querySelector('main form') as HTMLElement);
    expect(form.queryByRole('combobox', { name: /^Empresa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Administrador' })).not.toBeInTheDocument();
  });
});
