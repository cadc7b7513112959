import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TRole } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { currentOrPendingPath, renderApp } from '@/testing/test-utils';

const ISO = '2026-02-03T14:00:00.000Z';
const role = (id: number, name: string, type: TRole['type'], permissions: string[] = [], companyId: number | null = null): TRole => ({
  id,
  name,
  type,
  permissions,
  companyId,
  company: companyId ? { id: companyId, name: 'Baterias Centro' } : null,
  dtRegister: ISO,
  dtUpdate: ISO,
});
const ROLES = [role(6, 'Suporte', 'admin', ['COMPANY:LIST']), role(8, 'Loja', 'company', ['USER:LIST'], 10)];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/roles', ({ url }) => {
    const type = url.searchParams.get('type');
    const data = ROLES.filter((r) => !type || r.type === type);
    return jsonResponse({ data, total: data.length });
  });
  api.on('GET', '/api/roles/6', () => jsonResponse(ROLES[0]));
  api.on('POST', '/api/login/user-owner-items', () =>
    jsonResponse([
      { id: -1, name: 'all' },
      { id: 10, name: 'Baterias Centro' },
    ]),
  );
});

type TActor = ReturnType<typeof renderApp>['user'];

const rowOf = async (name: string) =>
  (await within(await screen.findByRole('table', { name: 'Perfís de Acesso' })).findByText(name)).closest('tr') as HTMLElement;

const chooseOption = async (actor: TActor, label: RegExp, option: string) => {
  await actor.click(screen.getByRole('combobox', { name: label }));
  await actor.click(await screen.findByRole('option', { name: option }));
};

const fill = async (actor: TActor, element: HTMLElement, text: string) => {
  await actor.clear(element);
  await actor.click(element);
  await actor.paste(text);
};

const matrix = () => screen.getByRole('table', { name: /Acessos do perfil/ });
/** By label: role queries over the ~60 checkboxes of the matrix are slow in jsdom. */
const cell = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });

/** Step 1 filled with a name and a type, then Next to the accesses step. */
const toAccessesStep = async (actor: TActor, type: string) => {
  await screen.findByRole('heading', { name: 'Novo perfil de acesso' });
  await fill(actor, screen.getByLabelText(/^Nome/), 'Consulta de empresas');
  await chooseOption(actor, /^Tipo/, type);
  await actor.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' });
};

describe('roles list (settings/roles)', () => {
  it('shows name, type and company with a type filter, Add and row actions for an administrator', async () => {
    renderApp('/settings/roles', { user: adminUser() });
    const suporte = await rowOf('Suporte');
    for (const header of ['Nome', 'Tipo', 'Empresa']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(within(suporte).getByText('Administrador')).toBeInTheDocument();
    const loja = await rowOf('Loja');
    expect(within(loja).getByText('Empresa')).toBeInTheDocument();
    expect(within(loja).getByText('Baterias Centro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/settings/role');
    expect(within(suporte).getByRole('link', { name: 'Editar Suporte' })).toHaveAttribute('href', '/settings/role/6');
    expect(within(suporte).getByRole('button', { name: 'Excluir Suporte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('leaves roles without a company to administrators', async () => {
    renderApp('/settings/roles', { user: staffUser(['ROLE:LIST', 'ROLE:UPDATE', 'ROLE:DELETE']) });
    const suporte = await rowOf('Suporte');
    expect(within(suporte).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(suporte).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    const loja = await rowOf('Loja');
    expect(within(loja).getByRole('link', { name: 'Editar Loja' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
  });
});

describe('role form and the permission matrix', () => {
  it('shows the features of the chosen type by Visualizar, Alterar, Cadastrar, Deletar as an accessible table', async () => {
    const { user: actor } = renderApp('/settings/role', { user: adminUser() });
    expect(await screen.findByRole('tab', { name: 'Nome do perfil' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Acessos' })).toBeInTheDocument();
    await toAccessesStep(actor, 'Administrador');
    const table = matrix();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Funcionalidade', 'Todos', 'Visualizar', 'Alterar', 'Cadastrar', 'Deletar']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows).toContain('Empresas');
    expect(rows).toContain('Banners');
    // COMPANYLINE is company-type only
    expect(rows).not.toContain('Minhas linhas de produtos');
    expect(rows).toHaveLength(11);
    expect(cell('Empresas: Visualizar')).not.toBeChecked();
    // only the actions each feature has: reports and the company log are read, notifications sent or deleted
    expect(cell('Relatórios: Visualizar')).toBeInTheDocument();
    for (const name of ['Relatórios: Alterar', 'Relatórios: Cadastrar', 'Log de Empresas: Deletar', 'Notificações: Alterar']) {
      expect(screen.queryByLabelText(name)).not.toBeInTheDocument();
    }
    expect(cell('Notificações: Cadastrar')).toBeInTheDocument();
  }, 60_000);

  it('asks the company only of company-type profiles, searching the companies on the server', async () => {
    api.on('GET', '/api/companys', ({ url }) => {
      const term = url.searchParams.get('searchTerm') ?? '';
      const all = [
        { id: 10, name: 'Baterias Centro' },
        { id: 11, name: 'Baterias Norte' },
        { id: 12, name: 'Auto Sul' },
      ];
      return jsonResponse({ data: all.filter((company) => company.name.includes(term)), total: 3 });
    });
    api.on('POST', '/api/roles', ({ body }) => jsonResponse({ ...(body as { role: TRole }).role, id: 32 }, 201));
    const { user: actor } = renderApp('/settings/role', { user: adminUser() });
    await screen.findByRole('heading', { name: 'Novo perfil de acesso' });
    const form = () => within(document.querySelector('main form') as HTMLElement);
    // no type yet, and an administrator-type profile: no company field
    expect(form().queryByRole('combobox', { name: /^Empresa/ })).not.toBeInTheDocument();
    await chooseOption(actor, /^Tipo/, 'Administrador');
    expect(form().queryByRole('combobox', { name: /^Empresa/ })).not.toBeInTheDocument();

    await chooseOption(actor, /^Tipo/, 'Empresa');
    const company = await form().findByRole('combobox', { name: /^Empresa/ });
    expect(company).toHaveAccessibleDescription(/Só os usuários desta empresa poderão receber o perfil/);
    await actor.click(company);
    await actor.paste('Norte');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Auto Sul' })).not.toBeInTheDocument());
    await actor.click(await screen.findByRole('option', { name: 'Baterias Norte' }));
    const searches = api.callsTo('GET', '/api/companys').map((call) => new URLSearchParams(call.search));
    expect(searches.map((params) => params.get('searchTerm'))).toContain('Norte');
    expect(searches.every((params) => params.get('pageSize') === '25')).toBe(true);
    expect(api.callsTo('POST', '/api/login/user-owner-items').length).toBeLessThanOrEqual(1);

    await fill(actor, screen.getByLabelText(/^Nome/), 'Vendedor');
    await actor.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' });
    await actor.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/roles')[0]?.body).toMatchObject({ role: { name: 'Vendedor', type: 'company', companyId: 11 } });
  }, 60_000);

  it('ticks single keys, whole rows and everything, with indeterminate states, and saves exactly the ticked keys', async () => {
    api.on('POST', '/api/roles', ({ body }) => jsonResponse({ ...(body as { role: TRole }).role, id: 30 }, 201));
    const { user: actor, router } = renderApp('/settings/role', { user: adminUser() });
    await toAccessesStep(actor, 'Administrador');
    const all = cell('Selecionar todos os acessos');
    const companyRow = cell('Selecionar todos os acessos de Empresas');

    await actor.click(cell('Empresas: Visualizar'));
    expect(cell('Empresas: Visualizar')).toBeChecked();
    expect(companyRow).toHaveAttribute('data-indeterminate', 'true');
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await actor.click(companyRow);
    for (const action of ['Visualizar', 'Alterar', 'Cadastrar', 'Deletar']) expect(cell(`Empresas: ${action}`)).toBeChecked();
    expect(companyRow).toBeChecked();

    await actor.click(all);
    expect(all).toBeChecked();
    expect(cell('Banners: Deletar')).toBeChecked();
    await actor.click(all);
    expect(all).not.toBeChecked();
    expect(cell('Empresas: Visualizar')).not.toBeChecked();
    expect(screen.getByText('0 de 37 acessos selecionados')).toBeInTheDocument();

    // the keyboard: Space on a focused checkbox
    cell('Empresas: Visualizar').focus();
    await actor.keyboard(' ');
    expect(cell('Empresas: Visualizar')).toBeChecked();

    await actor.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/roles')[0]?.body).toEqual({
      role: { name: 'Consulta de empresas', type: 'admin', companyId: null, permissions: ['COMPANY:LIST'] },
    });
    await waitFor(() => expect(currentOrPendingPath(router)).toBe('/settings/roles'));
  }, 60_000);

  it('drops the keys the new type does not allow when the type changes', async () => {
    api.on('POST', '/api/roles', ({ body }) => jsonResponse({ ...(body as { role: TRole }).role, id: 31 }, 201));
    const { user: actor } = renderApp('/settings/role', { user: adminUser() });
    await toAccessesStep(actor, 'Administrador');
    await actor.click(cell('Empresas: Visualizar'));
    await actor.click(cell('Usuários: Visualizar'));
    await actor.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByRole('heading', { level: 2, name: 'Etapa 1/2' });
    await chooseOption(actor, /^Tipo/, 'Empresa');
    await actor.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' });
    const rows = within(matrix())
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows).not.toContain('Empresas');
    expect(rows).toContain('Minhas linhas de produtos');
    expect(cell('Usuários: Visualizar')).toBeChecked();
    await actor.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/roles')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/roles')[0]?.body).toMatchObject({ role: { type: 'company', permissions: ['USER:LIST'] } });
  }, 60_000);

  it('offers a non-administrator only the keys they hold', async () => {
    const { user: actor } = renderApp('/settings/role', { user: staffUser(['ROLE:LIST', 'ROLE:CREATE', 'USER:LIST']) });
    await screen.findByRole('heading', { name: 'Novo perfil de acesso' });
    // no admin type for them: the type starts as Empresa
    expect(screen.getByRole('combobox', { name: /^Tipo/ })).toHaveTextContent('Empresa');
    // staff choose the company of the role (rows without one are administrators')
    const form = within(document.querySelector('main form') as HTMLElement);
    expect(form.getByRole('combobox', { name: /^Empresa/ })).toBeInTheDocument();
    await fill(actor, screen.getByLabelText(/^Nome/), 'Atendimento');
    await actor.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' });
    const rows = within(matrix())
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows).toEqual(['Usuários', 'Perfís de Acesso']);
    expect(cell('Perfís de Acesso: Visualizar')).toBeInTheDocument();
    expect(cell('Perfís de Acesso: Cadastrar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Perfís de Acesso: Deletar')).not.toBeInTheDocument();
    expect(screen.getByText('0 de 3 acessos selecionados')).toBeInTheDocument();
  });

  it('edits a role: its keys come ticked and Salvar sends PUT with the id and the version it read', async () => {
    api.on('PUT', '/api/roles', ({ body }) => jsonResponse((body as { role: TRole }).role));
    const { user: actor } = renderApp('/settings/role/6', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Editar perfil de acesso' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue('Suporte'));
    await actor.click(screen.getByRole('button', { name: 'Próximo' }));
    await screen.findByRole('heading', { level: 2, name: 'Etapa 2/2' });
    expect(cell('Empresas: Visualizar')).toBeChecked();
    await actor.click(cell('Empresas: Alterar'));
    await actor.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/roles')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/roles')[0]?.body).toEqual({
      role: { id: 6, expectedUpdatedAt: ISO, name: 'Suporte', type: 'admin', companyId: null, permissions: ['COMPANY:LIST', 'COMPANY:UPDATE'] },
    });
  }, 60_000);
});
