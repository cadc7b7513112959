import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonResponse, TEST_CONFIG } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { DirectoryFooter } from '../components/directory-footer';

type TSupport = typeof TEST_CONFIG.support;

const renderFooter = (support: { [K in keyof TSupport]: string | null }) => {
  const api = createFakeApi();
  api.on('GET', '/api/config', () => jsonResponse({ ...TEST_CONFIG, support }));
  return renderWithProviders(<DirectoryFooter />);
};

describe('directory footer: customer service from GET /api/config (support)', () => {
  it('shows the configured address, phone (tel:) and e-mail (mailto:), and Fale Conosco mails the support e-mail', async () => {
    renderFooter({ address: 'Rua A, 10 – Centro, Cidade – UF', phone: '(11) 4000-1234', email: 'sac@exemplo.com.br' });
    expect(await screen.findByRole('heading', { name: 'Atendimento ao cliente' })).toBeInTheDocument();
    expect(screen.getByText('Rua A, 10 – Centro, Cidade – UF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(11) 4000-1234' })).toHaveAttribute('href', 'tel:+551140001234');
    expect(screen.getByRole('link', { name: 'sac@exemplo.com.br' })).toHaveAttribute('href', 'mailto:sac@exemplo.com.br');
    expect(screen.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute('href', 'mailto:sac@exemplo.com.br');
  });

  it('says the statistics are anonymous: no IP address, cookie or user id stored', async () => {
    renderFooter({ address: null, phone: null, email: null });
    expect(await screen.findByTestId('analytics-notice')).toHaveTextContent(
      'Estatísticas anônimas: contamos as buscas, as visitas às páginas dos parceiros e os cliques nos contatos, por dia, sem guardar endereço IP, cookie ou identificação de quem usa o site.',
    );
  });

  it('shows only the lines that are set; without an e-mail, Fale Conosco is hidden', async () => {
    renderFooter({ address: null, phone: '+55 11 4000-1234', email: null });
    expect(await screen.findByRole('link', { name: '+55 11 4000-1234' })).toHaveAttribute('href', 'tel:+551140001234');
    expect(screen.getByRole('heading', { name: 'Atendimento ao cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fale Conosco' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termos de Uso' })).toBeInTheDocument();
  });

  it('hides the customer-service block when nothing is configured, and shows no invented contact', async () => {
    const api = createFakeApi();
    api.on('GET', '/api/config', () => jsonResponse({ ...TEST_CONFIG, support: { address: null, phone: null, email: null } }));
    const { container, queryClient } = renderWithProviders(<DirectoryFooter />);
    await waitFor(() => expect(queryClient.getQueryData(['app-config'])).toBeDefined());
    expect(api.callsTo('GET', '/api/config')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Atendimento ao cliente' })).not.toBeInTheDocument();
    expect(container.querySelector('address')).toBeNull();
    expect(container.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(screen.queryByText('Fale Conosco')).not.toBeInTheDocument();
  });

  it('a config without support (older API) behaves as nothing configured', async () => {
    const api = createFakeApi();
    const { support: _support, ...older } = TEST_CONFIG;
    api.on('GET', '/api/config', () => jsonResponse(older));
    const { queryClient } = renderWithProviders(<DirectoryFooter />);
    await waitFor(() => expect(queryClient.getQueryData(['app-config'])).toBeDefined());
    expect(screen.getByRole('button', { name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Atendimento ao cliente' })).not.toBeInTheDocument();
  });
});
