import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

describe('line_companys', () => {
  it('lists each line with how many companies offer it, linking to the company list filtered by the line', async () => {
    const api = createFakeApi();
    api.on('GET', '/api/reports/lineCompanies', () =>
      jsonResponse({
        data: [
          { id: 3, name: 'Carro', icon: null, companiesCount: 2, activeCount: 1 },
          { id: 1, name: 'Moto', icon: 'moto.png', companiesCount: 3, activeCount: 2 },
        ],
        total: 2,
      }),
    );
    renderApp('/line_companys', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas por linha' })).toBeInTheDocument();
    const moto = (await screen.findByText('Moto')).closest('tr') as HTMLElement;
    expect(within(moto).getByRole('link', { name: 'Ver as 3 empresas da linha Moto' })).toHaveAttribute('href', '/companys?lines=1');
    expect(within(moto).getByText('2')).toBeInTheDocument();
    expect(within(moto).getByRole('button', { name: 'Ver empresas Moto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('is for administrators', async () => {
    createFakeApi();
    renderApp('/line_companys', { user: companyUser(['COMPANYLINE:LIST']) });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
  });
});
