import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { logDetails } from './fixtures';

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
});

const rowOf = (table: HTMLElement, field: string) => within(table).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement;

describe('settings/companyLog/{logId}: what changed in one entry', () => {
  it('shows who did what and when, the rejection reason, and each changed field before → after', async () => {
    api.on('GET', '/api/companysLog/logs/log/7', () =>
      jsonResponse(
        logDetails({
          id: 7,
          previousId: 6,
          typeAction: 'rejected',
          reason: 'Fachada sem identificação',
          dtRegister: '2026-03-12T18:30:00.000Z',
          changes: [
            { field: 'status', before: 'pending', after: 'disapproved' },
            { field: 'lines', before: ['Moto'], after: ['Carro', 'Moto'] },
            { field: 'isActive', before: true, after: false },
            { field: 'addressPosition', before: null, after: { latitude: -25.4284, longitude: -49.27331 } },
            { field: 'visualIdentityColor', before: '#c62828', after: '#1565c0' },
            { field: 'complement', before: 'Loja 2', after: null },
          ],
        }),
      ),
    );
    renderApp('/settings/companyLog/7', { user: adminUser() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Registro de alteração' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]),
    );
    expect(facts).toEqual({
      Empresa: 'Baterias Sul',
      Ação: 'Rejeição',
      'Data de execução': '12/03/2026 15:30',
      'Executado por': 'Ana Administradoraana@rede.test',
    });
    const reason = screen.getByRole('alert');
    expect(within(reason).getByText('Motivo da rejeição')).toBeInTheDocument();
    expect(within(reason).getByText('Fachada sem identificação')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Campos alterados em relação ao registro anterior' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Campo', 'Antes', 'Depois']);
    const cells = (field: string) =>
      within(rowOf(table, field))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Status')).toEqual(['Pendente', 'Reprovado']);
    expect(cells('Linhas')).toEqual(['Moto', 'Carro, Moto']);
    expect(cells('Situação')).toEqual(['Ativo', 'Inativo']);
    expect(cells('Localização')).toEqual(['—', '-25.428400, -49.273310']);
    expect(cells('Cor da identidade visual')).toEqual(['#c62828', '#1565c0']);
    expect(within(rowOf(table, 'Cor da identidade visual')).getByRole('img', { name: 'Amostra da cor #1565c0' })).toBeInTheDocument();
    expect(cells('Complemento')).toEqual(['Loja 2', '—']);
    expect(within(table).getAllByRole('row')).toHaveLength(7);

    expect(screen.getByRole('link', { name: 'Voltar ao histórico' })).toHaveAttribute('href', '/settings/companyLog/details/5');
    expect(screen.getByRole('link', { name: 'Registro anterior' })).toHaveAttribute('href', '/settings/companyLog/6');
  });

  it('explains the first entry (every field new, no previous entry link)', async () => {
    api.on('GET', '/api/companysLog/logs/log/1', () =>
      jsonResponse(
        logDetails({
          changes: [
            { field: 'name', before: null, after: 'Baterias Sul' },
            { field: 'cnpj', before: null, after: '11.222.333/0001-81' },
          ],
        }),
      ),
    );
    renderApp('/settings/companyLog/1', { user: adminUser() });
    expect(await screen.findByText('Este é o primeiro registro da empresa: todos os dados informados aparecem como novos.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Primeiro registro da empresa: os valores informados no cadastro' });
    expect(
      within(rowOf(table, 'CNPJ'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '11.222.333/0001-81']);
    expect(screen.queryByRole('link', { name: 'Registro anterior' })).not.toBeInTheDocument();
    expect(screen.queryByText('Motivo da rejeição')).not.toBeInTheDocument();
  });

  it('says so when no company field changed', async () => {
    api.on('GET', '/api/companysLog/logs/log/3', () => jsonResponse(logDetails({ id: 3, previousId: 2, typeAction: 'update', changes: [] })));
    renderApp('/settings/companyLog/3', { user: adminUser() });
    expect(await screen.findByText('Nenhum campo da empresa mudou em relação ao registro anterior.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message in the 'Erro!' dialog when the entry cannot be read (another company's: 404)", async () => {
    api.on('GET', '/api/companysLog/logs/log/99', () => errorResponse(404, 'Registro não encontrado.'));
    renderApp('/settings/companyLog/99', { user: companyUser(['COMPANYLOG:LIST']) });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getByText('Registro não encontrado.')).toBeInTheDocument();
    // a record that is not there: back, but no 'Tentar novamente'
    const alert = document.querySelector('main .MuiAlert-root') as HTMLElement;
    expect(within(alert).getByText('Registro não encontrado.')).toBeInTheDocument();
    // (the page behind the open dialog is hidden from the accessibility tree: hidden roles count)
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente', hidden: true })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Voltar', hidden: true })).toBeInTheDocument();
  });
});
