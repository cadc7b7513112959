import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderWithProviders } from '@/testing/test-utils';
import { PublicLayout } from '../public-layout';

const renderLayout = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <PublicLayout>
      <p>conteúdo</p>
    </PublicLayout>,
    options,
  );

describe('public layout', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it('sticky header with the logo to the directory and the site links, the main region and the footer', async () => {
    renderLayout();
    const header = await screen.findByRole('banner');
    expect(getComputedStyle(header).position).toBe('sticky');
    // the configured system name names the link once the configuration has loaded
    expect(await within(header).findByRole('link', { name: 'Rede de Parceiros Teste – Encontrar parceiros' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Rede de Parceiros Teste')).toBeInTheDocument();
    const nav = within(header).getByRole('navigation', { name: 'Navegação do site' });
    expect(within(nav).getByRole('link', { name: 'Cadastre sua loja' })).toHaveAttribute('href', '/company_register');
    expect(within(nav).getByRole('link', { name: 'Área do parceiro' })).toHaveAttribute('href', '/login');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByText('conteúdo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('Rodapé configurado'));
  });

  it('the skip link comes first and moves the focus to the main region', async () => {
    const { user } = renderLayout();
    await screen.findByRole('banner');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('logged in, the logo links to the back office home', async () => {
    renderLayout({ user: adminUser() });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Rede de Parceiros Teste – Ir para o início' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).queryByRole('link', { name: /Encontrar parceiros/ })).not.toBeInTheDocument();
  });
});
