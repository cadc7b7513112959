import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMenuSecondary } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const ISO = '2026-02-03T14:00:00.000Z';
const MENUS: TMenuSecondary[] = [{ id: 7, position: 1, title: 'Fale Conosco', link: 'https://rede.example/contato', dtRegister: ISO, dtUpdate: ISO }];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/menuSecondarys', () => jsonResponse({ data: MENUS, total: MENUS.length }));
  api.on('GET', '/api/menuSecondarys/7', () => jsonResponse(MENUS[0]));
});

describe('secondary menus', () => {
  it('lists Título and Link, each row named by its title', async () => {
    renderApp('/menuSecondarys', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Menus secundários' })).toBeInTheDocument();
    expect(await screen.findByText('Fale Conosco')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Título/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Fale Conosco' })).toHaveAttribute('href', '/menuSecondary/7');
  });

  it('shows the order and offers the move handle, named by the title', async () => {
    renderApp('/menuSecondarys', { user: adminUser() });
    expect(await screen.findByRole('button', { name: 'Mover linha: Fale Conosco' })).toHaveAttribute('aria-roledescription', 'linha reordenável');
    expect(screen.getByRole('columnheader', { name: /Ordem/ })).toBeInTheDocument();
  });

  it('requires the title and creates the menu wrapped as { menuSecondary }', async () => {
    api.on('POST', '/api/menuSecondarys', ({ body }) => jsonResponse({ id: 8, ...(body as { menuSecondary: object }).menuSecondary }, 201));
    const { user, router } = renderApp('/menuSecondary', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Políticas');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menuSecondarys'));
    expect(api.callsTo('POST', '/api/menuSecondarys')[0]?.body).toEqual({ menuSecondary: { title: 'Políticas', link: '' } });
  });

  it("edits with 'Salvar' and the id inside the wrapper", async () => {
    api.on('PUT', '/api/menuSecondarys', ({ body }) => jsonResponse((body as { menuSecondary: object }).menuSecondary));
    const { user, router } = renderApp('/menuSecondary/7', { user: adminUser() });
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Fale Conosco');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menuSecondarys'));
    expect(api.callsTo('PUT', '/api/menuSecondarys')[0]?.body).toEqual({
      menuSecondary: { id: 7, title: 'Fale Conosco!', link: 'https://rede.example/contato', expectedUpdatedAt: ISO },
    });
  });
});
