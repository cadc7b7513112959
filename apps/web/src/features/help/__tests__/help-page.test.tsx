import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { adminUser, companyUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

describe('help', () => {
  it('explains the main tasks with headings, and a table of contents whose anchors lead to them (an administrator)', async () => {
    createFakeApi();
    const { user } = renderApp('/help', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajuda' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Aprovar ou reprovar empresas',
      'Usuários e perfis de acesso',
      'Linhas de produtos',
      'Conteúdo do aplicativo',
      'Exportar listas',
      'Redefinir a senha',
      'Histórico de alterações',
    ]);
    for (const link of links) {
      const anchor = link.getAttribute('href')!.slice(1);
      const heading = document.getElementById(anchor);
      expect(heading?.tagName).toBe('H2');
      expect(heading).toHaveTextContent(link.textContent);
    }
    expect(links[5]).toHaveAttribute('href', '#redefinir-a-senha');
    const reset = screen.getByRole('region', { name: 'Redefinir a senha' });
    expect(within(reset).getByText(/Esqueceu a senha\?/)).toBeInTheDocument();
    expect(within(reset).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);

    await user.click(links[5]!);
    expect(document.activeElement).toBe(document.getElementById('redefinir-a-senha'));
    expect(window.location.hash).toBe('#redefinir-a-senha');
  });

  it('shows a partner company user only what that user can do', async () => {
    createFakeApi();
    renderApp('/help', { user: companyUser(['COMPANYLINE:LIST']) });
    const toc = await screen.findByRole('navigation', { name: 'Nesta página' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Exportar listas', 'Redefinir a senha', 'Para as empresas parceiras']);
    expect(screen.queryByRole('region', { name: 'Aprovar ou reprovar empresas' })).not.toBeInTheDocument();
  });
});
