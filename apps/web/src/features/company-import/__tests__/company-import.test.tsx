import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompanyImport, TCompanyImportPreview, TCompanyImportRow } from '@rede/domain';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const job = (overrides: Partial<TCompanyImport> = {}): TCompanyImport => ({
  id: 7,
  state: 'previewed',
  fileName: 'lojas.csv',
  format: 'csv',
  rows: 4,
  ignoredColumns: [],
  companyStatus: null,
  planned: { create: 2, update: 1, skip: 0, error: 1 },
  progress: { processed: 0, total: 3, percent: 0 },
  result: { created: 0, updated: 0, skipped: 0, failed: 1, positionsFromCep: 0, positionsMissing: 0 },
  createdBy: 'Ana Administradora',
  createdAt: '2026-03-10T12:00:00.000Z',
  committedAt: null,
  finishedAt: null,
  ...overrides,
});

const row = (overrides: Partial<TCompanyImportRow>): TCompanyImportRow => ({
  rowNumber: 2,
  action: 'create',
  companyId: null,
  name: 'Loja Nova',
  cnpj: '11.222.333/0001-81',
  city: 'São Paulo',
  uf: 'SP',
  changes: [],
  errors: [],
  warnings: [],
  result: null,
  ...overrides,
});

const ROWS = [
  row({}),
  row({ rowNumber: 3, name: 'Loja Centro' }),
  row({ rowNumber: 4, action: 'update', companyId: 5, name: 'Loja Antiga', changes: ['Nome', 'Telefone'] }),
  row({
    rowNumber: 5,
    action: 'error',
    name: 'Loja Errada',
    cnpj: '11.111.111/1111-11',
    errors: [{ column: 'CNPJ', message: 'CNPJ inválido' }],
    result: 'failed',
  }),
];

const csvFile = (size = 200) => new File([new Uint8Array(size).fill(0x61)], 'lojas.csv', { type: 'text/csv' });

let api: TFakeApi;
let current: TCompanyImport;
beforeEach(() => {
  api = createFakeApi();
  URL.createObjectURL = vi.fn(() => 'blob:planilha');
  URL.revokeObjectURL = vi.fn();
  current = job();
  api.on('POST', '/api/companys/import', () =>
    jsonResponse({ ...current, preview: { data: ROWS, total: ROWS.length } } satisfies TCompanyImportPreview, 201),
  );
  api.on('GET', '/api/companys/import/7', () => jsonResponse(current));
  api.on('GET', '/api/companys/import/7/rows', ({ url }) => {
    const action = url.searchParams.get('action');
    const result = url.searchParams.get('result');
    const data = ROWS.filter((r) => (!action || r.action === action) && (!result || r.result === result));
    return jsonResponse({ data, total: data.length });
  });
  api.on('POST', '/api/companys/import/7/commit', () =>
    jsonResponse(job({ state: 'queued', companyStatus: 'approved', committedAt: '2026-03-10T12:01:00.000Z' }), 202),
  );
  api.on(
    'GET',
    '/api/companys/import/7/errors',
    () => new Response('xlsx', { headers: { 'Content-Disposition': 'attachment; filename="Importacao_empresas_7_erros_20260310_120200.xlsx"' } }),
  );
});

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('company import wizard', () => {
  it('uploads, shows the dry run with its errors, asks the status, confirms, follows the progress and ends on the report', async () => {
    const { user, router } = renderApp('/companys/import', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar empresas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar e simular' })).toBeDisabled();
    await user.upload(fileInput(), csvFile());
    expect(screen.getByText(/Arquivo escolhido: lojas\.csv/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar e simular' }));

    // the dry run: counts, rows with their errors, the import's id in the address
    expect(await screen.findByRole('heading', { level: 2, name: 'Simulação: nada foi gravado ainda' })).toHaveFocus();
    expect(router.state.location.search).toBe('?id=7');
    const counts = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling?.textContent;
    expect([counts('Novas'), counts('Atualizadas'), counts('Sem alteração'), counts('Com erro')]).toEqual(['2', '1', '0', '1']);
    const table = await screen.findByRole('table');
    const errorRow = within(table).getByText('Loja Errada').closest('tr')!;
    expect(within(errorRow).getByText('CNPJ: CNPJ inválido')).toBeInTheDocument();
    expect(within(errorRow).getByText('Erro')).toBeInTheDocument();
    expect(within(within(table).getByText('Loja Antiga').closest('tr')!).getByText('Muda: Nome, Telefone')).toBeInTheDocument();
    expect(screen.getByText('Itens por página')).toBeInTheDocument();

    // the filter asks the server for one action
    await user.click(screen.getByRole('combobox', { name: 'Mostrar' }));
    await user.click(await screen.findByRole('option', { name: 'Com erro (1)' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/companys/import/7/rows' && c.search.includes('action=error'))).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Loja Nova')).toBeNull());

    // the status is required
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(screen.getByText('Escolha o status das empresas novas.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/companys/import/7/commit')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /Aprovado/ }));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cadastrar 2 empresas (Aprovado) e atualizar 1? 1 linhas com erro não serão importadas.')).toBeInTheDocument();
    current = job({ state: 'running', companyStatus: 'approved', progress: { processed: 1, total: 3, percent: 33 } });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(api.callsTo('POST', '/api/companys/import/7/commit')[0]!.body).toEqual({ import: { companyStatus: 'approved' } });

    // the progress bar, polled
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da importação' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '33'), { timeout: 3000 });
    expect(screen.getByRole('status')).toHaveTextContent('1 de 3 linhas (33%)');
    current = job({
      state: 'finished',
      companyStatus: 'approved',
      progress: { processed: 3, total: 3, percent: 100 },
      result: { created: 2, updated: 1, skipped: 0, failed: 1, positionsFromCep: 0, positionsMissing: 0 },
      finishedAt: '2026-03-10T12:02:00.000Z',
    });

    // the report
    expect(await screen.findByRole('heading', { level: 2, name: 'Importação concluída' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Cadastradas', { selector: 'dt' }).nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Não importadas', { selector: 'dt' }).nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('progressbar', { name: 'Progresso da importação' })).toHaveAttribute('aria-valuenow', '100');
    // the finished import's table says what it holds: what was not imported, not what will happen
    expect(await screen.findByRole('region', { name: 'Linhas não importadas e o motivo de cada uma' })).toBeInTheDocument();
    expect(screen.queryByText('Linhas da planilha e o que acontecerá com cada uma')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar linhas não importadas (.xlsx)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/companys/import/7/errors')[0]!.headers.get('Authorization')).toBe('Bearer token-de-teste');
  });

  it('shows the progress of the import in the address after a reload', async () => {
    current = job({ state: 'running', companyStatus: 'pending', progress: { processed: 5500, total: 10000, percent: 55 } });
    renderApp('/companys/import?id=7', { user: adminUser() });
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da importação' });
    expect(bar).toHaveAttribute('aria-valuenow', '55');
    expect(screen.getByRole('status')).toHaveTextContent('5.500 de 10.000 linhas (55%)');
  });

  it('lists the missing and unknown columns of a refused file, and refuses a file over 10 MB before sending it', async () => {
    api.on('POST', '/api/companys/import', () =>
      errorResponse(400, 'Colunas obrigatórias ausentes: CEP, Bairro. Colunas não reconhecidas: Cor. Baixe o modelo para ver as colunas aceitas.', {
        file: 'x',
        missingColumns: ['CEP', 'Bairro'],
        unknownColumns: ['Cor'],
        repeatedColumns: [],
      }),
    );
    const { user } = renderApp('/companys/import', { user: adminUser() });
    await screen.findByRole('heading', { level: 1, name: 'Importar empresas' });
    await user.upload(fileInput(), csvFile());
    await user.click(screen.getByRole('button', { name: 'Enviar e simular' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A planilha não foi aceita por causa das colunas abaixo.');
    expect(within(alert).getByText('Colunas obrigatórias ausentes', { selector: 'dt' }).nextSibling?.textContent).toBe('CEP, Bairro');
    expect(within(alert).getByText('Colunas não reconhecidas', { selector: 'dt' }).nextSibling?.textContent).toBe('Cor');
    expect(alert).toHaveTextContent('Baixe o modelo para ver as colunas aceitas.');
    // each column is listed once
    expect(alert.textContent?.match(/Bairro/g)).toHaveLength(1);
    expect(alert.textContent?.match(/Cor/g)).toHaveLength(1);

    await user.upload(fileInput(), csvFile(10 * 1024 * 1024 + 1));
    expect(await screen.findByText('Arquivo muito grande. O limite é 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar e simular' })).toBeDisabled();
  });

  it('is offered from the companies list to those who may create companies, and refused to the others', async () => {
    api.on('GET', '/api/companys', () => jsonResponse({ data: [], total: 0 }));
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [] }));
    const { unmount } = renderApp('/companys', { user: adminUser() });
    expect(await screen.findByRole('link', { name: 'Importar' })).toHaveAttribute('href', '/companys/import');
    unmount();
    renderApp('/companys/import', { user: staffUser(['COMPANY:LIST']) });
    expect(await screen.findByText('Importar empresas exige a permissão de cadastrar empresas (Empresas: Cadastrar).')).toBeInTheDocument();
    expect(fileInput()).toBeNull();
  });
});
