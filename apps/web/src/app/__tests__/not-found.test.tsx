import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

describe('not found', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it.each(['/pagina/que/nao/existe/mesmo', '/xx', '/xx/cidade', '/sp/sao-paulo/loja/abc', '/settings/nada'])(
    "%s shows 'Página não encontrada' with 'Voltar ao início.'",
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar ao início.' })).toHaveAttribute('href', '/');
    },
  );

  it('links a logged-in user back to the dashboard', async () => {
    renderApp('/pagina-inexistente/a/b/c', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início.' })).toHaveAttribute('href', '/dashboard');
  });

  it('an id route with a non-numeric id is not found', async () => {
    renderApp('/company/abc', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('a state code route is not a not-found', async () => {
    renderApp('/sp');
    expect(await screen.findByRole('heading', { name: 'Encontre um parceiro perto de você' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).not.toBeInTheDocument();
  });
});
