import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

describe('not found', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it.each(['/pagina/que/nao/existe/mesmo', '/xx', '/xx/cidade', '/sp/sao-paulo/loja/abc'])(
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

  it('an unknown settings path of a logged-in user is the back-office not-found inside the shell and the settings frame', async () => {
    renderApp('/settings/doesnotexist', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início.' })).toHaveAttribute('href', '/dashboard');
    // the back-office shell (profile menu of the top bar) and the settings frame's menu around it
    expect(screen.getByRole('button', { name: /Ana Administradora|perfil/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
  });

  it('an unknown settings path sends a logged-out visitor to the login first (it is a back-office path)', async () => {
    const { router } = renderApp('/settings/doesnotexist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('an id route with a non-numeric id is not found', async () => {
    renderApp('/company/abc', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('a state code route is not a not-found', async () => {
    renderApp('/sp');
    expect(await screen.findByRole('heading', { name: 'Parceiros em São Paulo', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).not.toBeInTheDocument();
  });
});
