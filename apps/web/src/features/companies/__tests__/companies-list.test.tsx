import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { company } from '@/testing/company-fixtures';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
  api.on('GET', '/api/companys', () =>
    jsonResponse({ data: [company(), company({ id: 8, name: 'Loja Norte', status: 'approved', isActive: false })], total: 2 }),
  );
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
    // the situation once, in its own column
    expect(within(other).getByText('Inativo')).toBeInTheDocument();
    expect(within(other).queryByText('Inativa')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/companys')?.search).toContain('status=pending');
  });

  it('approves after one confirmation, however fast the clicks, and rejects only with a reason', async () => {
    const { user } = renderApp('/companys', { user: adminUser() });
    await user.dblClick(await screen.findByRole('button', { name: 'Aprovar Baterias Centro' }));
    // one action, one dialog; the button waits while it runs
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Aprovar Baterias Centro', hidden: true })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/companys/company/approve')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/companys/company/approve')?.body).toEqual({ id: 7, expectedUpdatedAt: company().dtUpdate });

    await user.click(await screen.findByRole('button', { name: 'Reprovar Baterias Centro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar empresa' });
    // without a reason (or only spaces) nothing is sent and the field says why
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toBeRequired();
    expect(await within(dialog).findByText('Informe o motivo da reprovação.')).toBeInTheDocument();
    await user.click(reason);
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(api.calls.some((c) => c.path === '/api/companys/company/reject')).toBe(false);
    await user.clear(reason);
    await user.paste('Documentos ilegíveis');
    expect(within(dialog).queryByText('Informe o motivo da reprovação.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/companys/company/reject')?.body).toEqual({
        id: 7,
        expectedUpdatedAt: company().dtUpdate,
        reason: 'Documentos ilegíveis',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // approved rows offer no 'Aprovar', inactive ones 'Reativar'
    const other = screen.getByText('Loja Norte').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('button', { name: /Aprovar/ })).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Reativar Loja Norte' })).toBeInTheDocument();
  });

  it('exports the visible columns in screen order with their pt-BR headers, Ativo/Inativo included and hidden columns left out', async () => {
    api.on('GET', '/api/companys/company/export', () => new Response(new Blob(['xlsx']), { status: 200 }));
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderApp('/companys', { user: adminUser() });
    const row = (await screen.findByText('Loja Norte')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Ativo\/Inativo/ })).toBeInTheDocument();
    // hide Cidade from the columns menu
    await user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar colunas' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Cidade/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/companys/company/export')).toHaveLength(1));
    const query = new URLSearchParams(api.callsTo('GET', '/api/companys/company/export')[0]?.search);
    expect(query.get('columns')).toBe('name:Nome,uf:UF,status:Status,lines:Linhas,isActive:Ativo/Inativo');
    expect(query.get('title')).toBe('Empresas');
  });

  it("lists the companies whose city is not recognised with the 'Cidade não reconhecida' switch", async () => {
    const { user } = renderApp('/companys', { user: adminUser() });
    await screen.findByText('Baterias Centro');
    expect(new URLSearchParams(api.callsTo('GET', '/api/companys').at(-1)?.search).get('unknownCity')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Cidade não reconhecida' }));
    await waitFor(() => expect(new URLSearchParams(api.callsTo('GET', '/api/companys').at(-1)?.search).get('unknownCity')).toBe('true'));
    expect(screen.getByRole('switch', { name: 'Cidade não reconhecida' })).toBeChecked();
  });

  it('hides the workflow actions without COMPANY:UPDATE', async () => {
    renderApp('/companys', { user: staffUser(['COMPANY:LIST']) });
    const row = (await screen.findByText('Baterias Centro')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /Aprovar|Reprovar|Desativar/ })).not.toBeInTheDocument();
  });
});
