import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TCompany } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { company } from '@/testing/company-fixtures';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

/** An approved company whose user proposed a new name and one more line. */
const changed = (): TCompany =>
  company({
    id: 9,
    name: 'Loja Sul',
    status: 'approved',
    dtUpdate: '2026-02-04T10:00:00.000Z',
    review: {
      kind: 'change',
      requestedAt: '2026-02-04T10:00:00.000Z',
      requestedByName: 'João Dono',
      changes: [
        { field: 'name', label: 'Nome', before: 'Loja Sul', after: 'Loja Sul Nova' },
        { field: 'lines', label: 'Linhas', before: ['Moto'], after: ['Carro', 'Moto'] },
        { field: 'isAssistence', label: 'Assistência técnica', before: false, after: true },
      ],
    },
    isProposedChange: false,
  });

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
  api.on('GET', '/api/companys', () =>
    jsonResponse({ data: [company({ review: { kind: 'new', requestedAt: null, requestedByName: null, changes: [] } }), changed()], total: 2 }),
  );
  api.on('GET', '/api/companys/9', () => jsonResponse(changed()));
  api.on('POST', '/api/companys/company/approve', () => jsonResponse(company({ id: 9, name: 'Loja Sul Nova', status: 'approved', review: null })));
  api.on('POST', '/api/companys/company/reject', () => jsonResponse(company({ id: 9, name: 'Loja Sul', status: 'approved', review: null })));
});

describe('companies list: what waits for a decision', { timeout: 60_000 }, () => {
  it('tells a new registration from a change of an approved company, which shows as Pendente', async () => {
    renderApp('/companys?status=pending', { user: adminUser() });
    const fresh = (await screen.findByText('Baterias Centro')).closest('tr') as HTMLElement;
    expect(within(fresh).getByText('Pendente')).toBeInTheDocument();
    expect(within(fresh).getByText('Novo cadastro')).toBeInTheDocument();
    const row = screen.getByText('Loja Sul').closest('tr') as HTMLElement;
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    expect(within(row).getByText('Alteração de empresa aprovada')).toBeInTheDocument();
    // waiting for its approval: the row offers Aprovar although the published version is approved
    expect(within(row).getByRole('button', { name: 'Aprovar Loja Sul' })).toBeInTheDocument();
  });

  it('shows "O que mudou" in the details panel, approves from there and rejects only with a reason', async () => {
    const { user } = renderApp('/companys', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Detalhes Loja Sul' }));
    const panel = await screen.findByRole('region', { name: 'O que mudou' });
    expect(within(panel).getByText(/Alteração proposta por João Dono em/)).toBeInTheDocument();
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => c.textContent))).toEqual([
      ['Nome', 'Loja Sul', 'Loja Sul Nova'],
      ['Linhas', 'Moto', 'Carro, Moto'],
      ['Assistência técnica', 'Não', 'Sim'],
    ]);
    expect(within(panel).getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', '/settings/companyLog/details/9');

    await user.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Aprovar a alteração da empresa "Loja Sul"? Ela passa a ser a versão publicada.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/companys/company/approve')?.body).toEqual({
        id: 9,
        expectedUpdatedAt: '2026-02-04T10:00:00.000Z',
      }),
    );

    await user.click(within(await screen.findByRole('region', { name: 'O que mudou' })).getByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar empresa' });
    expect(within(dialog).getByText(/A alteração é descartada e a versão aprovada continua pública/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialog).findByText('Informe o motivo da reprovação.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/companys/company/reject')).toBe(false);
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo/ }));
    await user.paste('Nome fora do padrão');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/companys/company/reject')?.body).toEqual({
        id: 9,
        reason: 'Nome fora do padrão',
        expectedUpdatedAt: '2026-02-04T10:00:00.000Z',
      }),
    );
  });
});
