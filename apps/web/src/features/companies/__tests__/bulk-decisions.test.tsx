import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain/messages';
import { createFakeApi, errorResponse, jsonResponse, type TFakeApi, type TFakeRequest } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { runBulkDecision } from '../api/bulk-decision';
import { company } from '@/testing/company-fixtures';

// lazy routes and MUI are slow on a busy machine: wait longer than the 1 s default
configure({ asyncUtilTimeout: 15_000 });

type TDecision = { action: string; ids: number[]; reason?: string; expectedUpdatedAt?: Record<string, string> };
const SHOWN = company().dtUpdate;
const decisionOf = (request: { body: unknown }) => (request.body as { decision: TDecision }).decision;

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
  api.on('GET', '/api/companys', () =>
    jsonResponse({ data: [company(), company({ id: 8, name: 'Loja Norte' }), company({ id: 9, name: 'Loja Sul', status: 'approved' })], total: 3 }),
  );
});

describe('companies list: bulk decisions', { timeout: 60_000 }, () => {
  it('selects rows with the keyboard, confirms once, shows the result with the failures and reloads the list', async () => {
    api.on('POST', '/api/companys/bulk-decision', (request: TFakeRequest) =>
      jsonResponse({
        data: { action: 'approve', succeeded: [7], failed: [{ id: 9, name: 'Loja Sul', message: 'A empresa já está aprovada.' }] },
        total: decisionOf(request).ids.length,
      }),
    );
    const { user } = renderApp('/companys', { user: adminUser() });
    const first = await screen.findByRole('checkbox', { name: 'Selecionar Baterias Centro' });
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Loja Sul' }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    expect(within(bar).getByText('2 empresas selecionadas')).toBeInTheDocument();
    // the header checkbox shows a partly selected page
    expect(screen.getByRole('checkbox', { name: 'Selecionar todas desta página' })).toHaveAttribute('data-indeterminate', 'true');

    const listCalls = api.callsTo('GET', '/api/companys').length;
    await user.click(within(bar).getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar 2 empresas?' });
    expect(dialog).toHaveTextContent('o administrador de cada uma recebe o e-mail de aprovação');
    expect(dialog).toHaveTextContent('numa empresa aprovada com alteração proposta, a alteração é publicada');
    expect(dialog).toHaveTextContent('ficam como estão e aparecem no resultado');
    expect(api.callsTo('POST', '/api/companys/bulk-decision')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    const result = await screen.findByRole('dialog', { name: 'Resultado' });
    // each company goes with the version it was shown at
    expect(api.callsTo('POST', '/api/companys/bulk-decision').map(decisionOf)).toEqual([
      { action: 'approve', ids: [7, 9], expectedUpdatedAt: { 7: SHOWN, 9: SHOWN } },
    ]);
    expect(result).toHaveTextContent('1 empresa aprovada. 1 empresa não foi alterada:');
    const failures = within(result).getByRole('list', { name: 'Empresas não alteradas' });
    expect(within(failures).getByText('Loja Sul (código 9)')).toBeInTheDocument();
    expect(within(failures).getByText('A empresa já está aprovada.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/companys').length).toBeGreaterThan(listCalls));
    await user.click(within(result).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Seleção' })).not.toBeInTheDocument();
    // the keyboard focus lands on the page's heading, not lost with the bar's buttons
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: 'Selecionar Baterias Centro' })).not.toBeChecked();
  });

  it('selects every company of the filter, asks for the one reason and sends it with each batch', async () => {
    api.on('GET', '/api/companys', () => jsonResponse({ data: [company(), company({ id: 8, name: 'Loja Norte' })], total: 1234 }));
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    api.on('GET', '/api/companys/company/ids', () => jsonResponse({ data: ids, total: ids.length }));
    api.on('POST', '/api/companys/bulk-decision', (request: TFakeRequest) => {
      const decision = decisionOf(request);
      return jsonResponse({ data: { action: decision.action, succeeded: decision.ids, failed: [] }, total: decision.ids.length });
    });
    const { user } = renderApp('/companys?status=pending&uf=SP', { user: adminUser() });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todas desta página' }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    expect(within(bar).getByText('2 empresas selecionadas')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Selecionar todas as 1.234 empresas deste filtro' }));
    expect(within(bar).getByText('Todas as 1.234 empresas deste filtro')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar 1.234 empresas?' });
    expect(dialog).toHaveTextContent('o motivo abaixo fica no log de cada uma e vai no e-mail');
    expect(dialog).toHaveTextContent('só a alteração é descartada e a versão aprovada continua pública');
    // the reason is required: nothing is sent without it
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialog).findByText(MESSAGES.companyBulk.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/companys/company/ids')).toHaveLength(0);
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo \(enviado a cada empresa\)/ }));
    await user.paste('  Cadastro duplicado  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));

    const result = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(result).toHaveTextContent('150 empresas reprovadas.');
    const query = new URLSearchParams(api.callsTo('GET', '/api/companys/company/ids')[0]?.search);
    expect(Object.fromEntries(query)).toEqual({ status: 'pending', uf: 'SP' });
    expect(api.callsTo('POST', '/api/companys/bulk-decision').map(decisionOf)).toEqual([
      // the companies shown on the page go with their versions; the others are decided as they are
      { action: 'reject', ids: ids.slice(0, 100), reason: 'Cadastro duplicado', expectedUpdatedAt: { 7: SHOWN, 8: SHOWN } },
      { action: 'reject', ids: ids.slice(100), reason: 'Cadastro duplicado' },
    ]);
  });

  it('shows apart the companies refused because someone changed them since they were shown', async () => {
    const changedName = 'Loja Norte';
    api.on('GET', '/api/companys', () =>
      jsonResponse({ data: [company(), company({ id: 8, name: changedName, dtUpdate: '2026-03-10T12:00:00.000Z' })], total: 2 }),
    );
    const message = `A empresa ${changedName} foi alterada por outra pessoa em 10/03/2026 09:30 e não foi decidida. Recarregue a lista para ver as alterações.`;
    api.on('POST', '/api/companys/bulk-decision', () =>
      jsonResponse({
        data: { action: 'approve', succeeded: [7], failed: [{ id: 8, name: changedName, message, code: 'STALE_RECORD' }] },
        total: 2,
      }),
    );
    const { user } = renderApp('/companys', { user: adminUser() });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todas desta página' }));
    await user.click(within(screen.getByRole('region', { name: 'Seleção' })).getByRole('button', { name: 'Aprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar 2 empresas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

    const result = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(api.callsTo('POST', '/api/companys/bulk-decision').map(decisionOf)).toEqual([
      { action: 'approve', ids: [7, 8], expectedUpdatedAt: { 7: SHOWN, 8: '2026-03-10T12:00:00.000Z' } },
    ]);
    expect(result).toHaveTextContent('1 empresa foi alterada por outra pessoa depois de mostrada e não foi decidida');
    const failures = within(result).getByRole('list', { name: 'Empresas não alteradas' });
    const item = within(failures).getByText(`${changedName} (código 8)`).closest('li')!;
    expect(item).toHaveTextContent(message);
    expect(within(item).getByText('Alterada por outra pessoa')).toBeInTheDocument();
  });

  it('offers no selection without COMPANY:UPDATE', async () => {
    renderApp('/companys', { user: staffUser(['COMPANY:LIST']) });
    await screen.findByText('Baterias Centro');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('runBulkDecision', () => {
  it('sends the companies in batches, counting them, and stops at a call that fails, naming what was not tried', async () => {
    const sent: number[][] = [];
    const progress: string[] = [];
    const outcome = await runBulkDecision(
      { action: 'deactivate', ids: [1, 2, 3, 4, 5, 6, 7], reason: null },
      {
        chunk: 3,
        onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
        send: async ({ ids: batch }) => {
          sent.push(batch);
          if (batch.includes(7)) throw new Error('Erro de conexão!');
          return {
            data: {
              action: 'deactivate',
              succeeded: batch.filter((id) => id !== 2),
              failed: batch.includes(2) ? [{ id: 2, name: 'B', message: 'A empresa já está inativa.' }] : [],
            },
            total: batch.length,
          };
        },
      },
    );
    expect(sent).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(progress).toEqual(['0/7', '3/7', '6/7']);
    expect(outcome).toMatchObject({ succeeded: [1, 3, 4, 5, 6], failed: [{ id: 2 }], total: 7, untried: 1 });
    expect((outcome.stoppedBy as Error).message).toBe('Erro de conexão!');
  });
});

// a failed ids lookup (e.g. more than 5 000 companies) shows the API's message and sends nothing
describe('companies list: bulk decisions, refused filter', { timeout: 60_000 }, () => {
  it('shows the API message when the filter matches more companies than a decision takes', async () => {
    api.on('GET', '/api/companys', () => jsonResponse({ data: [company(), company({ id: 8, name: 'Loja Norte' })], total: 3 }));
    const message = 'O filtro seleciona 5.001 empresas e o limite é 5.000 por vez. Refine os filtros e tente de novo.';
    api.on('GET', '/api/companys/company/ids', () => errorResponse(400, message));
    const { user } = renderApp('/companys', { user: adminUser() });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todas desta página' }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    await user.click(within(bar).getByRole('button', { name: 'Selecionar todas as 3 empresas deste filtro' }));
    await user.click(within(bar).getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar 3 empresas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/companys/bulk-decision')).toHaveLength(0);
  });
});
