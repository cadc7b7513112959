import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '@/testing/media';
import { DataTable } from '../data-table';
import type { TDataTableColumn, TSelectionConfig } from '../types';
import { makeResource, makeRows, renderTable, type TLineRow } from './test-helpers';

const columns: TDataTableColumn<TLineRow>[] = [
  { key: 'name', label: 'Nome' },
  { key: 'city', label: 'Cidade', filter: { type: 'text' } },
  {
    key: 'status',
    label: 'Situação',
    render: (row) => <span data-testid="chip">{row.status === 'pending' ? 'Pendente' : 'Aprovado'}</span>,
    filter: {
      type: 'options',
      options: [
        { value: 'pending', label: 'Pendente' },
        { value: 'approved', label: 'Aprovado' },
      ],
    },
  },
  { key: 'id', label: 'Código', align: 'right' },
];

const selectionConfig = (actions = vi.fn(() => null)): TSelectionConfig => ({
  texts: {
    selected: (n) => `${n} linhas selecionadas`,
    selectAllMatching: (n) => `Selecionar todas as ${n} linhas`,
    allMatchingSelected: (n) => `Todas as ${n} linhas`,
  },
  actions,
});

describe('<DataTable> on a phone', () => {
  it('shows one card per row (name, second line, status, the other columns) with its actions, and no table', async () => {
    setViewportWidth(390);
    const resource = makeResource(makeRows(12));
    renderTable(<DataTable resource={resource} columns={columns} title="Linhas" editPath={(r) => `/line/${r.id}`} />);
    await screen.findByText('Linha 001');
    const list = screen.getByRole('list', { name: 'Linhas' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Linha 001')).toBeInTheDocument();
    expect(within(first).getByText('Curitiba')).toBeInTheDocument();
    expect(within(first).getByTestId('chip')).toHaveTextContent('Pendente');
    // the columns left over are a label/value list
    expect(within(first).getByRole('term')).toHaveTextContent('Código');
    expect(within(first).getByRole('definition')).toHaveTextContent('1');
    expect(within(first).getByRole('link', { name: 'Editar Linha 001' })).toHaveAttribute('href', '/line/1');
    expect(within(first).getByRole('button', { name: 'Excluir Linha 001' })).toBeInTheDocument();
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
  });

  it('follows the list hint of which column goes where, and leaves hidden columns out', async () => {
    setViewportWidth(390);
    window.localStorage.setItem('cards', JSON.stringify({ order: ['name', 'city', 'status', 'id'], hidden: ['id'] }));
    renderTable(
      <DataTable
        resource={makeResource(makeRows(2))}
        columns={columns}
        title="Linhas"
        storageKey="cards"
        card={{ primary: 'city', secondary: 'name', status: 'status' }}
      />,
    );
    await screen.findByText('Linha 001');
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(first.querySelector('p')).toHaveTextContent('Curitiba');
    expect(within(first).getByText('Linha 001')).toBeInTheDocument();
    expect(within(first).queryByRole('term')).not.toBeInTheDocument();
    expect(within(first).queryByText('Código')).not.toBeInTheDocument();
  });

  it('keeps selection usable: a checkbox per card, the whole page, and the bar', async () => {
    setViewportWidth(390);
    const { user } = renderTable(<DataTable resource={makeResource(makeRows(3))} columns={columns} title="Linhas" selection={selectionConfig()} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar Linha 002' }));
    expect(within(screen.getByRole('region', { name: 'Seleção' })).getByText('1 linhas selecionadas')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    expect(within(screen.getByRole('region', { name: 'Seleção' })).getByText('3 linhas selecionadas')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Linha 001' })).toBeChecked();
  });

  it('sorts from "Ordenar por" and filters from the filters, the cards having no header', async () => {
    setViewportWidth(390);
    const resource = makeResource(makeRows(12));
    const { user, search } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" filterRow="open" />);
    await screen.findByText('Linha 001');
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(screen.getByRole('option', { name: 'Nome (decrescente)' }));
    await waitFor(() => expect(search().get('orderBy')).toBe('name'));
    expect(search().get('orderDirection')).toBe('desc');
    expect(await screen.findByText('Linha 012')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filtros' });
    await user.click(within(filters).getByRole('combobox', { name: 'Filtrar por Situação' }));
    await user.click(screen.getByRole('option', { name: 'Aprovado' }));
    await waitFor(() => expect(search().get('status')).toBe('approved'));

    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(screen.getByRole('option', { name: 'Ordem padrão' }));
    await waitFor(() => expect(search().has('orderBy')).toBe(false));
  });

  it('moves a card with its handle and the keyboard, as a row of the table', async () => {
    setViewportWidth(390);
    // jsdom lays nothing out: each card gets a box, stacked in document order, as in a browser
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const card = this.closest('li');
      if (!card) return original.call(this);
      const top = Array.from(card.ownerDocument.querySelectorAll('li')).indexOf(card) * 120;
      return { x: 0, y: top, top, left: 0, right: 360, bottom: top + 120, width: 360, height: 120, toJSON: () => ({}) };
    };
    try {
      const onRowsReorder = vi.fn(async () => undefined);
      const { user } = renderTable(<DataTable resource={makeResource(makeRows(3))} columns={columns} title="Linhas" onRowsReorder={onRowsReorder} />);
      await screen.findByText('Linha 001');
      const card = screen.getAllByRole('listitem')[0] as HTMLElement;
      const handle = within(card).getByRole('button', { name: 'Mover linha: Linha 001' });
      expect(handle).toHaveAttribute('aria-roledescription', 'linha reordenável');
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(onRowsReorder).toHaveBeenCalledTimes(1));
      expect(onRowsReorder.mock.calls[0]).toMatchObject([[{ id: 2 }, { id: 1 }, { id: 3 }], { from: 0, to: 1, position: 2 }]);
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });

  it('goes back to the table above the phone breakpoint', async () => {
    setViewportWidth(390);
    renderTable(<DataTable resource={makeResource(makeRows(2))} columns={columns} title="Linhas" />);
    await screen.findByRole('list', { name: 'Linhas' });
    setViewportWidth(800);
    expect(await screen.findByRole('table', { name: 'Linhas' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Linhas' })).not.toBeInTheDocument();
  });
});

describe('<DataTable> on a wide screen', () => {
  it('keeps the actions column at the right edge of a scroll box the keyboard can reach', async () => {
    renderTable(<DataTable resource={makeResource(makeRows(2))} columns={columns} title="Linhas" editPath={(r) => `/line/${r.id}`} />);
    const edit = await screen.findByRole('link', { name: 'Editar Linha 001' });
    const cell = edit.closest('td') as HTMLElement;
    expect(getComputedStyle(cell).position).toBe('sticky');
    expect(getComputedStyle(cell).right).toBe('0px');
    const header = screen.getByRole('columnheader', { name: 'Ações' });
    expect(getComputedStyle(header).position).toBe('sticky');
    const region = screen.getByRole('region', { name: 'Linhas' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Linhas' }));
  });

  it("'Restaurar colunas padrão' brings back the list's own columns and order, and is off while they are shown", async () => {
    const { user } = renderTable(<DataTable resource={makeResource(makeRows(2))} columns={columns} title="Linhas" storageKey="restore" />);
    await screen.findByText('Linha 001');
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    const initial = headers();
    await user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar colunas' }));
    expect(screen.getByRole('menuitem', { name: 'Restaurar colunas padrão' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Cidade/ }));
    await user.click(screen.getByRole('button', { name: 'Mover a coluna Código para a esquerda' }));
    await user.keyboard('{Escape}');
    expect(headers()).toEqual(['Nome', 'Código', 'Situação', 'Ações']);
    expect(JSON.parse(window.localStorage.getItem('restore') ?? '{}')).toMatchObject({ hidden: ['city'] });

    await user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar colunas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Restaurar colunas padrão' }));
    await user.keyboard('{Escape}');
    expect(headers()).toEqual(initial);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('restore') ?? '{}')).toEqual({ order: ['name', 'city', 'status', 'id'], hidden: [] }),
    );
  });
});

describe('<DataTable> pages named wrongly in the URL', () => {
  it.each([['-3'], ['0'], ['abc'], ['1.5']])('corrects ?pageIndex=%s in place (replace, not push)', async (value) => {
    const resource = makeResource(makeRows(30));
    const { search, router } = renderTable(<DataTable resource={resource} columns={columns} title="Linhas" />, {
      path: `/lines?pageIndex=${value}&keep=1`,
    });
    await waitFor(() => expect(search().get('pageIndex')).toBe(value === '1.5' ? '1' : null));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(search().get('keep')).toBe('1');
    expect(await screen.findByText(value === '1.5' ? 'Linha 011' : 'Linha 001')).toBeInTheDocument();
  });

  it('corrects a page past the last one in place too', async () => {
    const { search, router } = renderTable(<DataTable resource={makeResource(makeRows(25))} columns={columns} title="Linhas" />, {
      path: '/lines?pageIndex=40',
    });
    await waitFor(() => expect(search().get('pageIndex')).toBe('2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a well-formed page alone (no history entry rewritten)', async () => {
    const { search, router } = renderTable(<DataTable resource={makeResource(makeRows(30))} columns={columns} title="Linhas" />, {
      path: '/lines?pageIndex=1',
    });
    expect(await screen.findByText('Linha 011')).toBeInTheDocument();
    expect(search().get('pageIndex')).toBe('1');
    expect(router.state.historyAction).toBe('POP');
  });
});
