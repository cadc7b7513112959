import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TCompanyLine } from '@rede/domain';
import { setSelectedOwnerId } from '@/lib/auth';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const ISO = '2026-02-03T14:00:00.000Z';
const link = (id: number, lineId: number, lineName: string): TCompanyLine => ({
  id,
  lineId,
  line: { id: lineId, name: lineName, icon: null },
  companyId: 10,
  company: { id: 10, name: 'Baterias Sul' },
  dtRegister: ISO,
  dtUpdate: ISO,
});
const LAST_LINE = 'Não é possível remover a última linha de produtos da empresa: toda empresa deve ter pelo menos uma linha.';
/** The form's company field (the top bar has its own 'Empresa' selector). */
const companyField = () => document.getElementById('field-companyId') as HTMLInputElement;
const ALL_KEYS = ['COMPANYLINE:LIST', 'COMPANYLINE:CREATE', 'COMPANYLINE:UPDATE', 'COMPANYLINE:DELETE'];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  setSelectedOwnerId(10);
  api.on('POST', '/api/login/user-owner-items', () =>
    jsonResponse([
      { id: 10, name: 'Baterias Sul' },
      { id: 11, name: 'Baterias Norte' },
    ]),
  );
  api.on('GET', '/api/companyLines', () => jsonResponse({ data: [link(1, 1, 'Moto')], total: 1 }));
  api.on('GET', '/api/lines/list/newUser', () =>
    jsonResponse({
      data: [
        { id: 1, name: 'Moto' },
        { id: 2, name: 'Caminhão' },
        { id: 3, name: 'Carro' },
      ],
    }),
  );
  api.on('GET', '/api/companyLines/company/list', ({ url }) =>
    jsonResponse({ data: url.searchParams.get('companyId') === '10' ? [{ id: 1, name: 'Moto', icon: null }] : [] }),
  );
});

describe('companyLines', () => {
  it("lists the selected company's lines (companyId sent), with Add, edit and delete for COMPANYLINE holders", async () => {
    renderApp('/companyLines', { user: companyUser(ALL_KEYS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas linhas de produtos' })).toBeInTheDocument();
    const moto = (await screen.findByText('Moto')).closest('tr') as HTMLElement;
    expect(within(moto).getByText('Baterias Sul')).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET', '/api/companyLines').at(-1)?.search).get('companyId')).toBe('10');
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/companyLine');
    expect(within(moto).getByRole('link', { name: 'Editar Moto' })).toHaveAttribute('href', '/companyLine/1');
    expect(within(moto).getByRole('button', { name: 'Excluir Moto' })).toBeInTheDocument();
  });

  it("calls the screen 'Linhas de produtos das empresas' for an administrator, who manages every company's lines", async () => {
    renderApp('/companyLines', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Linhas de produtos das empresas' })).toBeInTheDocument();
  });

  it('hides Add and delete from a user who may only list', async () => {
    renderApp('/companyLines', { user: companyUser(['COMPANYLINE:LIST']) });
    const moto = (await screen.findByText('Moto')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(within(moto).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });

  it("names the approved companies' line changes that wait for approval (the list shows the published lines)", async () => {
    api.on('GET', '/api/companys/companyUsers/companiesByUser', () =>
      jsonResponse({
        data: [
          {
            id: 10,
            name: 'Baterias Sul',
            review: {
              kind: 'change',
              requestedAt: ISO,
              requestedByName: 'Ana',
              changes: [{ field: 'lines', label: 'Linhas', before: ['Moto'], after: ['Carro', 'Moto'] }],
            },
          },
          { id: 11, name: 'Baterias Norte', review: { kind: 'new', requestedAt: null, requestedByName: null, changes: [] } },
        ],
        total: 2,
      }),
    );
    renderApp('/companyLines', { user: companyUser(ALL_KEYS) });
    const notice = (await screen.findByText('Alterações de linhas aguardando aprovação')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Baterias Sul: Moto → Carro, Moto');
    expect(new URLSearchParams(api.callsTo('GET', '/api/companys/companyUsers/companiesByUser')[0]?.search).get('status')).toBe('pending');
  });

  it('undoes a proposed line change after asking, and says what happened', async () => {
    let pending = true;
    api.on('GET', '/api/companys/companyUsers/companiesByUser', () =>
      jsonResponse({
        data: pending
          ? [
              {
                id: 10,
                name: 'Baterias Sul',
                review: {
                  kind: 'change',
                  requestedAt: ISO,
                  requestedByName: 'Ana',
                  changes: [{ field: 'lines', label: 'Linhas', before: ['Moto'], after: ['Carro', 'Moto'] }],
                },
              },
            ]
          : [],
        total: pending ? 1 : 0,
      }),
    );
    api.on('DELETE', '/api/companyLines/proposal', () => {
      pending = false;
      return jsonResponse({ companyId: 10, pendingChange: false });
    });
    const { user } = renderApp('/companyLines', { user: companyUser(ALL_KEYS) });
    const undo = await screen.findByRole('button', { name: 'Desfazer a alteração das linhas de Baterias Sul' });
    // asked first: cancelling sends nothing
    await user.click(undo);
    const dialog = await screen.findByRole('alertdialog', { name: 'Desfazer a alteração das linhas?' });
    expect(dialog).toHaveTextContent('As linhas de Baterias Sul voltam a ser as aprovadas: Moto.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('DELETE', '/api/companyLines/proposal')).toHaveLength(0);

    await user.click(undo);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/companyLines/proposal')).toHaveLength(1));
    expect(new URLSearchParams(api.callsTo('DELETE', '/api/companyLines/proposal')[0]?.search).get('companyId')).toBe('10');
    expect(await screen.findByText('As linhas voltaram a ser as da versão aprovada: nenhuma alteração aguarda aprovação.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Alterações de linhas aguardando aprovação')).not.toBeInTheDocument());
  });

  it('offers no undo to a user who may not remove lines', async () => {
    api.on('GET', '/api/companys/companyUsers/companiesByUser', () =>
      jsonResponse({
        data: [
          {
            id: 10,
            name: 'Baterias Sul',
            review: {
              kind: 'change',
              requestedAt: ISO,
              requestedByName: 'Ana',
              changes: [{ field: 'lines', label: 'Linhas', before: ['Moto'], after: ['Carro', 'Moto'] }],
            },
          },
        ],
        total: 1,
      }),
    );
    renderApp('/companyLines', { user: companyUser(['COMPANYLINE:LIST']) });
    expect(await screen.findByText('Alterações de linhas aguardando aprovação')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desfazer/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to remove the company's last line", async () => {
    api.on('DELETE', '/api/companyLines', () => errorResponse(409, LAST_LINE));
    const { user } = renderApp('/companyLines', { user: companyUser(ALL_KEYS) });
    await user.click(await screen.findByRole('button', { name: 'Excluir Moto' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Tem certeza?' })).getByRole('button', { name: 'Continuar' }));
    const error = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(error).getByText(LAST_LINE)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/companyLines')[0]?.search).toBe('?id=1');
  });
});

describe('companyLine/{id?}', () => {
  it('adds a line to the selected company: the lines it has are shown as taken, and it posts { companyLine }', async () => {
    api.on('POST', '/api/companyLines', ({ body }) => jsonResponse({ ...link(2, 3, 'Carro'), ...(body as object) }, 201));
    const { user, router } = renderApp('/companyLine', { user: companyUser(ALL_KEYS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar linha de produtos' })).toBeInTheDocument();
    // a change of the lines waits for approval, like any edit of the company: the approved version stays published
    expect(screen.getByText(/a versão aprovada, com as linhas atuais, continua publicada até a decisão/)).toBeInTheDocument();
    expect(screen.getByText(/o status passa a ser 'Pendente' até a aprovação/)).toBeInTheDocument();
    await waitFor(() => expect(companyField()).toHaveValue('Baterias Sul'));
    await user.click(screen.getByRole('combobox', { name: /Linha de produtos/ }));
    expect(await screen.findByRole('option', { name: 'Moto (já associada)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Carro' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/companyLines')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/companyLines')[0]?.body).toEqual({ companyLine: { companyId: 10, lineId: 3 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyLines'));
  });

  it("lets an administrator search every company on the server (never the whole list), the bar's company first", async () => {
    api.on('GET', '/api/companys/77', () => jsonResponse({ id: 77, name: 'Auto Peças Zeta' }));
    api.on('GET', '/api/companys', ({ url }) =>
      jsonResponse(
        url.searchParams.get('searchTerm') === 'norte'
          ? { data: [{ id: 11, name: 'Baterias Norte' }], total: 1 }
          : { data: [{ id: 10, name: 'Baterias Sul' }], total: 2000 },
      ),
    );
    setSelectedOwnerId(77);
    const { user } = renderApp('/companyLine', { user: adminUser() });
    // the company chosen in the bar is named, though it is not among the first companies by name
    await waitFor(() => expect(companyField()).toHaveValue('Auto Peças Zeta'));
    await user.clear(companyField());
    await user.type(companyField(), 'norte');
    expect(await screen.findByRole('option', { name: 'Baterias Norte' })).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET', '/api/companys').at(-1)?.search).get('searchTerm')).toBe('norte');
  });

  it('tells a proposal (202) of an approved company apart: the change waits for approval, the approved lines stay published', async () => {
    api.on('POST', '/api/companyLines', () =>
      jsonResponse(
        { lineId: 3, line: { id: 3, name: 'Carro', icon: null }, companyId: 10, company: { id: 10, name: 'Baterias Sul' }, pendingChange: true },
        202,
      ),
    );
    const { user, router } = renderApp('/companyLine', { user: companyUser(ALL_KEYS) });
    await waitFor(() => expect(companyField()).toHaveValue('Baterias Sul'));
    await user.click(screen.getByRole('combobox', { name: /Linha de produtos/ }));
    await user.click(await screen.findByRole('option', { name: 'Carro' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(
      await screen.findByText(
        'Alteração enviada para aprovação. A versão aprovada da empresa, com as linhas atuais, continua publicada até a decisão.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyLines'));
    expect(screen.queryByText('Linha de produtos adicionada.')).not.toBeInTheDocument();
  });

  it("shows the server's message when the line is already there (409)", async () => {
    api.on('POST', '/api/companyLines', () => errorResponse(409, 'Esta linha de produtos já está associada a esta empresa.'));
    const { user } = renderApp('/companyLine', { user: companyUser(ALL_KEYS) });
    await waitFor(() => expect(companyField()).toHaveValue('Baterias Sul'));
    await user.click(screen.getByRole('combobox', { name: /Linha de produtos/ }));
    await user.click(await screen.findByRole('option', { name: 'Caminhão' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Esta linha de produtos já está associada a esta empresa.')).toBeInTheDocument();
  });

  it('changes a link (Salvar, PUT with the id), its own line not marked as taken', async () => {
    api.on('GET', '/api/companyLines/1', () => jsonResponse(link(1, 1, 'Moto')));
    api.on('PUT', '/api/companyLines', ({ body }) => jsonResponse({ ...link(1, 2, 'Caminhão'), ...(body as object) }));
    const { user } = renderApp('/companyLine/1', { user: companyUser(ALL_KEYS) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar linha de produtos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Linha de produtos/ })).toHaveValue('Moto'));
    await user.click(screen.getByRole('combobox', { name: /Linha de produtos/ }));
    expect(await screen.findByRole('option', { name: 'Moto' })).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Caminhão' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/companyLines')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/companyLines')[0]?.body).toEqual({ companyLine: { id: 1, companyId: 10, lineId: 2, expectedUpdatedAt: ISO } });
  });
});
