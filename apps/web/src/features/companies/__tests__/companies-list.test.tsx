import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { company } from './fixtures';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
  api.on('GET', '/api/companys', () => jsonResponse({ data: [company(), company({ id: 8, name: 'Loja Norte', status: 'approved', isActive: false })], total: 2 }));
  api.on('POST', '/api/companys/company/approve', () => jsonResponse(company({ status: 'approved' })));
  api.on('POST', '/api/companys/company/reject', () => jsonResponse(company({ status: 'disapproved' })));
});

describe('companies list', { timeout: 60_000 }, () => {
  it('takes the status query parameter as the default status filter and shows the status chips', async () => {
    renderApp('/companys?status=pending', { user: adminUser() });
    const row = (await screen.findByText('Baterias Centro')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    const other = screen.getByText('Loja Norte').closest('tr') as HTMLElement;
    expect(within(other).getByText('Aprovado')).toBeInTheDocument();
    expect(within(other).getByText('Inativa')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/companys')?.search).toContain('status=pending');
  });

  it('approves after confirmation and rejects with a reason', async () => {
    const { user } = renderApp('/companys', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Aprovar Baterias Centro' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/companys/company/approve')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/companys/company/approve')?.body).toEqual({ id: 7 });

    await user.click(await screen.findByRole('button', { name: 'Reprovar Baterias Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar empresa' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }));
    await user.paste('Documentos ilegíveis');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/companys/company/reject')?.body).toEqual({ id: 7, reason: 'Documentos ilegíveis' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // approved rows offer no 'Aprovar', inactive ones 'Reativar'
    const other = screen.getByText('Loja Norte').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('button', { name: /Aprovar/ })).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Reativar Loja Norte' })).toBeInTheDocument();
  });

  it('hides the workflow actions without COMPANY:UPDATE', async () => {
    renderApp('/companys', { user: staffUser(['COMPANY:LIST']) });
    const row = (await screen.findByText('Baterias Centro')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /Aprovar|Reprovar|Desativar/ })).not.toBeInTheDocument();
  });
});
