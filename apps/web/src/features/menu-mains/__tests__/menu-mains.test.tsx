import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMenuMain } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, imageFile } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const uploads = vi.hoisted(() => ({ uploadFiles: vi.fn() }));
vi.mock('@/components/form/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/form/uploads')>()),
  uploadFiles: uploads.uploadFiles,
}));

const ISO = '2026-02-03T14:00:00.000Z';
const MENUS: TMenuMain[] = [{ id: 4, position: 1, image: 'menu.png', link: null, dtRegister: ISO, dtUpdate: ISO }];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  URL.createObjectURL = vi.fn(() => 'blob:menu');
  URL.revokeObjectURL = vi.fn();
  uploads.uploadFiles.mockReset();
  uploads.uploadFiles.mockImplementation(async (files: File[]) => files.map(() => 'menu-novo.png'));
  api.on('GET', '/api/menuMains', () => jsonResponse({ data: MENUS, total: MENUS.length }));
});

describe('main menus', () => {
  it('lists the image and offers edit and delete', async () => {
    renderApp('/menuMains', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Menus principais' })).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Imagem' });
    expect(image).toHaveAttribute('src', '/api/uploads/files/menu.png');
    const row = image.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/menuMain/4');
    // the order: a column and a move handle (the row has no name of its own: no link, the order is a number)
    expect(screen.getByRole('columnheader', { name: /Ordem/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mover linha' })).toBeInTheDocument();
  });

  it('requires the image (316x394 suggested) and creates the menu wrapped as { menuMain }', async () => {
    api.on('POST', '/api/menuMains', ({ body }) => jsonResponse({ id: 5, ...(body as { menuMain: object }).menuMain }, 201));
    const { user, router } = renderApp('/menuMain', { user: adminUser() });
    expect(await screen.findByText('Tamanho sugerido: 316x394 px')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Imagem', { selector: 'input' }), imageFile('m.jpg'));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), '/promocoes');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menuMains'));
    expect(api.callsTo('POST', '/api/menuMains')[0]?.body).toEqual({ menuMain: { image: 'menu-novo.png', link: '/promocoes' } });
  });
});
