import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../data-table';
import { reconcileColumns } from '../use-column-settings';
import type { TDataTableColumn } from '../types';
import { layOutTableRows, makeResource, makeRows, makeServices, renderTable, type TLineRow } from './test-helpers';

const columns: TDataTableColumn<TLineRow>[] = [
  { key: 'name', label: 'Nome' },
  { key: 'city', label: 'Cidade', filter: { type: 'text' } },
  {
    key: 'status',
    label: 'Situação',
    filter: {
      type: 'options',
      options: [
        { value: 'pending', label: 'Pendente' },
        { value: 'approved', label: 'Aprovado' },
      ],
    },
  },
];

const lastCall = (resource: ReturnType<typeof makeResource>) => resource.list.mock.calls.at(-1)?.[0];

describe('<DataTable>', () => {
  it('shows the rows of the first page and the range', async () => {
    const resource = makeResource(makeRows(57));
    renderTable(<DataTable resource={resource} columns={columns} title="Linhas" editPath={(r) => `/line/${r.id}`} />);
    expect(await screen.findByText('Linha 001')).toBeInTheDocument();
    expect(screen.getByText('Linha 010')).toBeInTheDocument();
    expect(screen.queryByText('Linha 011')).not.toBeInTheDocument();
    expect(screen.getByText('1–10 de 57')).toBeInTheDocument();
    expect(lastCall(resource)).toMatchObject({ pageIndex: 0, pageSize: 10 });
  });

  it("shows 'Nenhum item encontrado!' when the list is empty", async () => {
    renderTable(<DataTable resource={makeResource([])} columns={columns} title="Linhas" />);
    expect(await screen.findByText('Nenhum item encontrado!')).toBeInTheDocument();
  });

  it('cycles the sort of a column asc → desc → none and starts another column at asc', async () => {
    const resource = makeResource(makeRows(30));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />);
    await screen.findByText('Linha 001');
    const header = () => screen.getByRole('columnheader', { name: /Nome/ });

    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(lastCall(resource)).toMatchObject({ orderBy: 'name', orderDirection: 'asc' }));
    expect(search().get('orderBy')).toBe('name');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(lastCall(resource)).toMatchObject({ orderBy: 'name', orderDirection: 'desc' }));
    expect(await screen.findByText('Linha 030')).toBeInTheDocument();
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(lastCall(resource)?.orderBy).toBeUndefined());
    expect(search().has('orderBy')).toBe(false);
    expect(header()).not.toHaveAttribute('aria-sort');

    await user.click(within(header()).getByRole('button'));
    await user.click(within(header()).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: /Cidade/ })).getByRole('button'));
    await waitFor(() => expect(lastCall(resource)).toMatchObject({ orderBy: 'city', orderDirection: 'asc' }));
  });

  it('changing the page size keeps the first visible row in view', async () => {
    const resource = makeResource(makeRows(200));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, {
      path: '/lines?pageIndex=5',
    });
    expect(await screen.findByText('Linha 051')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Itens por página' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(search().get('pageSize')).toBe('25'));
    expect(search().get('pageIndex')).toBe('2');
    expect(await screen.findByText('Linha 051')).toBeInTheDocument();
    expect(screen.getByText('51–75 de 200')).toBeInTheDocument();
  });

  it('clamps the page to the last one when the page size grows', async () => {
    const resource = makeResource(makeRows(57));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, {
      path: '/lines?pageIndex=5',
    });
    expect(await screen.findByText('Linha 051')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Itens por página' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(search().get('pageSize')).toBe('50'));
    // row 51 is on page 1 (rows 51-57 of 57): floor(50 / 50) = 1
    expect(search().get('pageIndex')).toBe('1');
    expect(await screen.findByText('51–57 de 57')).toBeInTheDocument();
  });

  it('goes to a page typed in Ir para, clamped to the last page', async () => {
    const resource = makeResource(makeRows(57));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />);
    await screen.findByText('Linha 001');
    await user.type(screen.getByLabelText('Ir para'), '4{Enter}');
    await waitFor(() => expect(search().get('pageIndex')).toBe('3'));
    expect(await screen.findByText('Linha 031')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ir para'), '99');
    await user.click(screen.getByRole('button', { name: 'Ir' }));
    await waitFor(() => expect(search().get('pageIndex')).toBe('5'));
    expect(await screen.findByText('51–57 de 57')).toBeInTheDocument();
  });

  it("refuses a negative page in Ir para ('-3' is not page 3) and says so", async () => {
    const resource = makeResource(makeRows(57));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />);
    await screen.findByText('Linha 001');
    const input = screen.getByLabelText('Ir para');
    await user.type(input, '-3{Enter}');
    expect(input).toHaveValue('-3');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Página inválida.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir' })).toBeDisabled();
    expect(search().has('pageIndex')).toBe(false);
    expect(screen.getByText('1–10 de 57')).toBeInTheDocument();
  });

  it('pages with the first and last buttons', async () => {
    const resource = makeResource(makeRows(57));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />);
    await screen.findByText('Linha 001');
    await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
    await waitFor(() => expect(search().get('pageIndex')).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'Ir para a primeira página' }));
    await waitFor(() => expect(search().has('pageIndex')).toBe(false));
  });

  it('a negative page index in the URL loads page 0', async () => {
    const resource = makeResource(makeRows(30));
    renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { path: '/lines?pageIndex=-3' });
    expect(await screen.findByText('Linha 001')).toBeInTheDocument();
    expect(lastCall(resource)).toMatchObject({ pageIndex: 0 });
  });

  it('a page past the end (stale link) is corrected to the last page', async () => {
    const resource = makeResource(makeRows(25));
    const { search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { path: '/lines?pageIndex=9' });
    await waitFor(() => expect(search().get('pageIndex')).toBe('2'));
    expect(await screen.findByText('Linha 021')).toBeInTheDocument();
  });

  it('restores search, sort, page, size and filters from the URL (reload / shared link) and back', async () => {
    const resource = makeResource(makeRows(120));
    const { router, user } = renderTable(
      <DataTable resource={resource} columns={columns} title="Linhas" filterRow editPath={(r) => `/line/${r.id}`} />,
      { path: '/lines?searchTerm=Linha&orderBy=name&orderDirection=desc&pageIndex=1&pageSize=25&status=approved' },
    );
    await waitFor(() =>
      expect(lastCall(resource)).toEqual({
        searchTerm: 'Linha',
        orderBy: 'name',
        orderDirection: 'desc',
        pageIndex: 1,
        pageSize: 25,
        filters: { status: 'approved' },
      }),
    );
    expect(screen.getByLabelText('Pesquisar')).toHaveValue('Linha');
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Filtrar por Situação' })).toHaveTextContent('Aprovado');

    const [edit] = await screen.findAllByRole('link', { name: /^Editar/ });
    await user.click(edit!);
    expect(await screen.findByText('outra página')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?searchTerm=Linha&orderBy=name&orderDirection=desc&pageIndex=1&pageSize=25&status=approved'),
    );
    expect(await screen.findByLabelText('Pesquisar')).toHaveValue('Linha');
  });

  it('applies the quick search after the debounce and goes back to page 0', async () => {
    const resource = makeResource(makeRows(57));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { path: '/lines?pageIndex=2' });
    await screen.findByText('Linha 021');
    await user.type(screen.getByLabelText('Pesquisar'), 'Linha 05');
    expect(search().has('searchTerm')).toBe(false);
    await waitFor(() => expect(search().get('searchTerm')).toBe('Linha 05'), { timeout: 2500 });
    expect(search().has('pageIndex')).toBe(false);
    expect(await screen.findByText('Linha 050')).toBeInTheDocument();
    expect(screen.queryByText('Linha 021')).not.toBeInTheDocument();
  });

  it('filters by the options filter of the filter row', async () => {
    const resource = makeResource(makeRows(30));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" filterRow />);
    await screen.findByText('Linha 001');
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Pendente' }));
    await waitFor(() => expect(search().get('status')).toBe('pending'));
    expect(lastCall(resource)).toMatchObject({ filters: { status: 'pending' } });
  });

  it('hides Add, edit and delete without their permissions (hidden, not disabled)', async () => {
    const services = makeServices({ can: vi.fn((key: string) => key === 'LINE:LIST' || key === 'LINE:UPDATE') });
    renderTable(
      <DataTable
        resource={makeResource(makeRows(3))}
        columns={columns}
        title="Linhas"
        createPath="/line"
        editPath={(r) => `/line/${r.id}`}
        details={{ fields: [{ property: 'name', type: 'string', label: 'Título' }] }}
      />,
      { services },
    );
    await screen.findByText('Linha 001');
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Editar/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Detalhes/ })).toHaveLength(3);
  });

  it('shows Add, edit and delete with their permissions; row rules can still hide them', async () => {
    renderTable(
      <DataTable
        resource={makeResource(makeRows(3))}
        columns={columns}
        title="Linhas"
        createPath="/line"
        editPath={(r) => `/line/${r.id}`}
        canDeleteRow={(r) => r.id !== 2}
      />,
    );
    await screen.findByText('Linha 001');
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/line');
    expect(screen.getByRole('link', { name: 'Editar Linha 002' })).toHaveAttribute('href', '/line/2');
    expect(screen.getByRole('button', { name: 'Excluir Linha 001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Linha 002' })).not.toBeInTheDocument();
  });

  it("asks 'Deseja mesmo excluir?' before deleting, then refreshes the list", async () => {
    const rows = makeRows(3);
    const resource = makeResource(rows);
    resource.remove.mockImplementation(async (id: unknown) => {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
    });
    const services = makeServices();
    const { user } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { services });
    await screen.findByText('Linha 002');
    await user.click(screen.getByRole('button', { name: 'Excluir Linha 002' }));
    // the confirmation names what is deleted
    expect(services.confirm).toHaveBeenCalledWith('Deseja mesmo excluir?', 'Linha 002');
    await waitFor(() => expect(resource.remove).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.queryByText('Linha 002')).not.toBeInTheDocument());
    expect(screen.getByText('Linha 001')).toBeInTheDocument();
    expect(services.notify).toHaveBeenCalledWith('Registro excluído.');
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const resource = makeResource(makeRows(3));
    const services = makeServices({ confirm: vi.fn(async (_message: string) => false) });
    const { user } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { services });
    await user.click(await screen.findByRole('button', { name: 'Excluir Linha 001' }));
    expect(services.confirm).toHaveBeenCalledWith('Deseja mesmo excluir?', 'Linha 001');
    expect(resource.remove).not.toHaveBeenCalled();
  });

  it("shows the server's message when the delete fails", async () => {
    const resource = makeResource(makeRows(3));
    resource.remove.mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'Linha em uso por empresas.', additionalData: null });
    const services = makeServices();
    const { user } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { services });
    await user.click(await screen.findByRole('button', { name: 'Excluir Linha 001' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith('Linha em uso por empresas.'));
    expect(screen.getByText('Linha 001')).toBeInTheDocument();
  });

  it("shows the error and 'Tentar novamente' when the list fails, and retries", async () => {
    const resource = makeResource(makeRows(3));
    const working = resource.list.getMockImplementation()!;
    resource.list.mockRejectedValueOnce({ message: 'Erro de conexão!' });
    const { user } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />);
    expect(await screen.findByText('Erro de conexão!')).toBeInTheDocument();
    resource.list.mockImplementation(working);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Linha 001')).toBeInTheDocument();
  });

  it('hides a column from the columns menu and leaves it out of the export', async () => {
    const resource = makeResource(makeRows(3));
    const services = makeServices();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const { user } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { services });
    await screen.findByText('Linha 001');
    await user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar colunas' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Cidade/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: /Cidade/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(services.fetchFile).toHaveBeenCalled());
    const url = new URL(services.fetchFile.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/lines');
    expect(url.searchParams.get('columns')).toBe('name:Nome,status:Situação');
    expect(url.searchParams.get('title')).toBe('Linhas');
    expect(url.searchParams.get('format')).toBe('xlsx');
  });

  it("exports nothing and says 'Nenhum dado para exportar.' when the list is empty", async () => {
    const services = makeServices();
    const { user } = renderTable(<DataTable resource={makeResource([])} columns={columns} title="Linhas" />, { services });
    await screen.findByText('Nenhum item encontrado!');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(services.notify).toHaveBeenCalledWith('Nenhum dado para exportar.');
    expect(services.fetchFile).not.toHaveBeenCalled();
  });

  it("says 'Erro ao exportar dados.' when the export fails", async () => {
    const services = makeServices({ fetchFile: vi.fn(async (_url: string, _init: { signal?: AbortSignal }) => new Response('{}', { status: 500 })) });
    const { user } = renderTable(<DataTable resource={makeResource(makeRows(2))} columns={columns} title="Linhas" />, { services });
    await screen.findByText('Linha 001');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith('Erro ao exportar dados.'));
  });

  it('reorders rows with the keyboard (Espaço, setas, Espaço), reports the move over the whole list and reloads it', async () => {
    const restore = layOutTableRows();
    try {
      const onRowsReorder = vi.fn(async () => undefined);
      const resource = makeResource(makeRows(13));
      const { user } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" onRowsReorder={onRowsReorder} />, {
        path: '/lines?pageIndex=1',
      });
      await screen.findByText('Linha 011');
      const handle = screen.getByRole('button', { name: 'Mover linha: Linha 011' });
      expect(handle).toHaveAttribute('aria-roledescription', 'linha reordenável');
      expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')).toHaveTextContent(/pressione Espaço ou Enter/);
      const loads = resource.list.mock.calls.length;
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(onRowsReorder).toHaveBeenCalledTimes(1));
      const [rows, move] = onRowsReorder.mock.calls[0] as unknown as [TLineRow[], { from: number; to: number; position: number }];
      expect(rows.map((r) => r.id)).toEqual([12, 11, 13]);
      // second page of 10: the row moves from the 11th to the 12th place of the whole list
      expect(move).toMatchObject({ from: 0, to: 1, position: 12 });
      await waitFor(() => expect(resource.list.mock.calls.length).toBeGreaterThan(loads));
      expect(screen.getByRole('button', { name: 'Mover linha: Linha 011' })).toHaveFocus();
    } finally {
      restore();
    }
  });

  it("moves rows only in the list's own order: with a search the handles go and a button restores the order", async () => {
    const { user, search } = renderTable(
      <DataTable resource={makeResource(makeRows(3))} columns={columns} title="Linhas" onRowsReorder={vi.fn()} />,
      { path: '/lines?searchTerm=Linha&orderBy=name&orderDirection=desc' },
    );
    await screen.findByText('Linha 001');
    expect(screen.queryByRole('button', { name: /Mover linha/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Para mudar a ordem das linhas, volte à ordem padrão/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar à ordem padrão' }));
    expect(await screen.findByRole('button', { name: 'Mover linha: Linha 001' })).toBeInTheDocument();
    expect(search().get('searchTerm')).toBeNull();
    expect(search().get('orderBy')).toBeNull();
  });

  it('a column added later that is hidden by default stays hidden for someone with saved column settings', () => {
    const saved = { order: ['name', 'city'], hidden: [] };
    expect(reconcileColumns([{ key: 'name' }, { key: 'city' }, { key: 'cnpj', hiddenByDefault: true }, { key: 'uf' }], saved)).toEqual({
      order: ['name', 'city', 'cnpj', 'uf'],
      hidden: ['cnpj'],
    });
  });

  it('lets every list reorder its columns from the columns menu and keeps the order with the column settings', async () => {
    const first = renderTable(<DataTable resource={makeResource(makeRows(2))} columns={columns} title="Linhas" storageKey="linhas" />);
    await screen.findByText('Linha 001');
    await first.user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar colunas' }));
    await first.user.click(screen.getByRole('button', { name: 'Mover a coluna Situação para a esquerda' }));
    await first.user.keyboard('{Escape}');
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers().slice(0, 3)).toEqual(['Nome', 'Situação', 'Cidade']);
    expect(screen.getByText('Coluna Situação movida para a posição 2.')).toBeInTheDocument();
    first.unmount();

    renderTable(<DataTable resource={makeResource(makeRows(2))} columns={columns} title="Linhas" storageKey="linhas" />);
    await screen.findByText('Linha 001');
    expect(headers().slice(0, 3)).toEqual(['Nome', 'Situação', 'Cidade']);
    expect(screen.getByRole('columnheader', { name: /Cidade/ })).toHaveAttribute(
      'title',
      expect.stringMatching(/Arraste para mover a coluna Cidade/),
    );
  });

  it('opens the details panel with the fields grouped by step tabs and an Edit button', async () => {
    const { user } = renderTable(
      <DataTable
        resource={makeResource(makeRows(2))}
        columns={columns}
        title="Linhas"
        editPath={(r) => `/line/${r.id}`}
        details={{
          steps: ['Dados gerais', 'Endereço'],
          fields: [
            { property: 'name', type: 'string', label: 'Título', step: 0 },
            { property: 'city', type: 'string', label: 'Cidade', step: 1 },
          ],
        }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Detalhes Linha 002' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('tab', { name: 'Dados gerais' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Título')).toBeInTheDocument();
    expect(within(panel).getByText('Linha 002')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Endereço' }));
    expect(within(panel).getByText('Recife')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/line/2');
    // above the app bar (drawer + 1 = 1201): its header and × are never under the top bar
    expect(Number(getComputedStyle(panel.closest('.MuiDrawer-root')!).zIndex)).toBeGreaterThan(1201);
  });
});

describe('<DataTable> with a URL the API refuses', () => {
  it('drops the refused filter from the URL with a pt-BR notice and lists again', async () => {
    const resource = makeResource(makeRows(3));
    const list = resource.list;
    resource.list = vi.fn(async (params: Parameters<typeof list>[0]) => {
      if (params.filters.status === 'bogus') {
        throw {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Missing fields, see additionalData',
          code: 'VALIDATION_FAILED',
          additionalData: { status: 'Valor inválido' },
        };
      }
      return list(params);
    });
    const services = makeServices();
    const { search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, { path: '/lines?status=bogus', services });
    expect(await screen.findByText('Linha 001')).toBeInTheDocument();
    expect(search().get('status')).toBeNull();
    expect(services.notify).toHaveBeenCalledWith('O endereço trazia um valor inválido em Situação: ele foi removido.');
    expect(screen.queryByText(/Missing fields/)).not.toBeInTheDocument();
  });

  it("says a list's validation refusal in pt-BR, never the API's English", async () => {
    const resource = makeResource(makeRows(3));
    resource.list = vi.fn(async () => {
      throw {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Missing fields, see additionalData',
        code: 'VALIDATION_FAILED',
        additionalData: { other: 'Valor inválido' },
      };
    });
    renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />);
    expect(await screen.findByText('Campos Obrigatórios: Valor inválido')).toBeInTheDocument();
  });
});
