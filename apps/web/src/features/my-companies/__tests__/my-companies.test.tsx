import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { companyUser } from '@/testing/data-generators';
import { currentOrPendingPath, renderApp } from '@/testing/test-utils';
import { company } from '@/testing/company-fixtures';
import { OWN_ENGAGEMENT } from '@/components/engagement/__tests__/engagement-fixtures';

configure({ asyncUtilTimeout: 15_000 });

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/companys/companyUsers/companiesByUser', () => jsonResponse({ data: [company({ id: 7 })], total: 1 }));
  api.on('GET', '/api/companys/companyUsers/companysByUser/7', () => jsonResponse(company({ id: 7 })));
  api.on('GET', '/api/companysLog/logs/7', () => jsonResponse({ data: [], total: 0 }));
  api.on('GET', '/api/reports/engagement', () => jsonResponse(OWN_ENGAGEMENT));
});

describe('Minhas Empresas', { timeout: 60_000 }, () => {
  it("leads from a row to the company's history", async () => {
    const { user, router } = renderApp('/myCompanys', { user: companyUser(['COMPANYLOG:LIST']) });
    await user.click(await screen.findByRole('button', { name: 'Histórico da empresa Baterias Centro' }));
    await waitFor(() => expect(currentOrPendingPath(router)).toBe('/settings/companyLog/details/7'));
  });

  it("shows the company's details with a link to its history", async () => {
    const { user } = renderApp('/myCompanys', { user: companyUser(['COMPANYLOG:LIST', 'MYCOMPANY:UPDATE']) });
    await user.click(await screen.findByRole('button', { name: 'Detalhes Baterias Centro' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Histórico da empresa' })).toHaveAttribute('href', '/settings/companyLog/details/7');
    expect(within(panel).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/myCompany/7');
  });

  it("shows the engagement of the user's companies (with REPORTS:LIST), not the network's searches", async () => {
    renderApp('/myCompanys', { user: companyUser(['COMPANY:LIST', 'REPORTS:LIST']) });
    const engagement = await screen.findByRole('region', { name: 'Engajamento' });
    const partners = await within(engagement).findByRole('region', { name: 'Parceiros mais contatados' });
    expect(within(within(partners).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Baterias Centro (Campinas - SP)4301');
    expect(within(engagement).queryByText('Buscas sem resultado')).not.toBeInTheDocument();
  });

  it('shows no engagement without REPORTS:LIST', async () => {
    renderApp('/myCompanys', { user: companyUser(['COMPANY:LIST']) });
    await screen.findByText('Baterias Centro');
    expect(screen.queryByRole('region', { name: 'Engajamento' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/reports/engagement')).toHaveLength(0);
  });

  it("offers adding and editing companies with the profile's MYCOMPANY keys", async () => {
    renderApp('/myCompanys', { user: companyUser(['MYCOMPANY:CREATE', 'MYCOMPANY:UPDATE']) });
    const row = (await screen.findByText('Baterias Centro')).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/myCompany');
    expect(within(row).getByRole('link', { name: 'Editar Baterias Centro' })).toHaveAttribute('href', '/myCompany/7');
  });

  it("hides adding and editing from a profile without them (a shop seller's), in the list and in the details", async () => {
    const { user } = renderApp('/myCompanys', { user: companyUser(['COMPANYLINE:LIST', 'COMPANYLINE:UPDATE']) });
    const row = (await screen.findByText('Baterias Centro')).closest('tr')!;
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Editar Baterias Centro' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Detalhes Baterias Centro' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('refuses the new-company form and shows the company read-only to a profile without MYCOMPANY keys', async () => {
    const seller = companyUser(['COMPANYLINE:LIST']);
    const first = renderApp('/myCompany', { user: seller });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    first.unmount();
    renderApp('/myCompany/7', { user: seller });
    expect(await screen.findByText(/mas não alterá-lo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
  });

  it('offers no history to a company role without COMPANYLOG:LIST', async () => {
    renderApp('/myCompanys', { user: companyUser(['COMPANY:LIST']) });
    await screen.findByText('Baterias Centro');
    expect(screen.queryByRole('button', { name: 'Histórico da empresa Baterias Centro' })).not.toBeInTheDocument();
  });
});
