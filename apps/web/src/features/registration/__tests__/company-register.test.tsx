import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';

describe('company_register', () => {
  let api: TFakeApi;
  beforeEach(() => {
    api = createFakeApi();
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
    api.on('GET', '/api/checkExist/cnpj', () => jsonResponse({ exists: true }));
    api.on('GET', '/api/login/registerCompany/form', () => jsonResponse({ formToken: '1795490754593.abc' }));
  });

  it('validates the store step before moving on, checks the cnpj live and hides the honeypot', async () => {
    const { user } = renderApp('/company_register');
    expect(await screen.findByText('Etapa 1/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Etapa 1/4')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await user.tab();
    expect(await screen.findByText('CNPJ Já está em uso', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/checkExist/cnpj')[0]?.search).toContain('value=11.222.333%2F0001-81'));

    const honeypot = document.getElementById('register-website')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Acessar a área administrativa' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', '/api/login/registerCompany')).toHaveLength(0);
    // the form asked the server to sign when it opened
    expect(api.callsTo('GET', '/api/login/registerCompany/form')).toHaveLength(1);
  });
});
