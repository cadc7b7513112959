import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBanner } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, imageFile, staffUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';
import { layOutTableRows } from '@/components/data-table/__tests__/test-helpers';

const uploads = vi.hoisted(() => ({ uploadFiles: vi.fn() }));
vi.mock('@/components/form/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/form/uploads')>()),
  uploadFiles: uploads.uploadFiles,
}));

const ISO = '2026-02-03T14:00:00.000Z';
const BANNERS: TBanner[] = [
  { id: 1, position: 1, image: 'promo.png', link: 'https://loja.example/promo', dtRegister: ISO, dtUpdate: ISO },
  { id: 2, position: 2, image: 'home.jpg', link: '/parceiros', dtRegister: ISO, dtUpdate: ISO },
];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  URL.createObjectURL = vi.fn(() => 'blob:banner');
  URL.revokeObjectURL = vi.fn();
  uploads.uploadFiles.mockReset();
  uploads.uploadFiles.mockImplementation(async (files: File[], onProgress: (p: number) => void) => {
    onProgress(100);
    return files.map(() => 'novo.png');
  });
  api.on('GET', '/api/banners', () => jsonResponse({ data: BANNERS, total: BANNERS.length }));
  api.on('GET', '/api/banners/1', () => jsonResponse(BANNERS[0]));
});

const png = () => imageFile('banner.png');

describe('banners', () => {
  it('lists the image thumbnail and the link (http opens in a new tab), with Add for BANNER:CREATE', async () => {
    renderApp('/banners', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Banners' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /^https:\/\/loja\.example\/promo/ });
    expect(link).toHaveAttribute('target', '_blank');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Imagem' })).toHaveAttribute('src', '/api/uploads/files/promo.png');
    expect(screen.getByText('/parceiros')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/banner');
  });

  it('shows the order and moves a banner with the keyboard: PUT /api/banners/reorder with its new position', async () => {
    const restore = layOutTableRows();
    try {
      api.on('PUT', '/api/banners/reorder', ({ body }) =>
        jsonResponse({ ...BANNERS[0], position: (body as { banner: { position: number } }).banner.position }),
      );
      const { user } = renderApp('/banners', { user: adminUser() });
      expect(await screen.findByRole('columnheader', { name: /Ordem/ })).toBeInTheDocument();
      const handle = await screen.findByRole('button', { name: 'Mover linha: https://loja.example/promo' });
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await waitFor(() => expect(api.callsTo('PUT', '/api/banners/reorder')).toHaveLength(1));
      expect(api.callsTo('PUT', '/api/banners/reorder')[0]?.body).toEqual({ banner: { id: 1, position: 2 } });
      // the list is asked again for the server's order
      await waitFor(() => expect(api.callsTo('GET', '/api/banners').length).toBeGreaterThan(1));
    } finally {
      restore();
    }
  });

  it('hides Add, edit and delete without the BANNER permissions', async () => {
    renderApp('/banners', { user: staffUser(['BANNER:LIST']) });
    await screen.findByText('/parceiros');
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mover linha/ })).not.toBeInTheDocument();
  });

  it('requires the image, shows the 244x62 hint, checks the link and creates the banner', async () => {
    api.on('POST', '/api/banners', ({ body }) =>
      jsonResponse({ id: 3, ...(body as { banner: object }).banner, dtRegister: ISO, dtUpdate: ISO }, 201),
    );
    const { user, router } = renderApp('/banner', { user: adminUser() });
    expect(await screen.findByText('Tamanho sugerido: 244x62 px')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Link inválido')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/banners')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'https://loja.example/nova');
    await user.upload(screen.getByLabelText('Imagem', { selector: 'input' }), png());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/banners'));
    expect(api.callsTo('POST', '/api/banners')[0]?.body).toEqual({ banner: { image: 'novo.png', link: 'https://loja.example/nova' } });
  });

  it('edits a banner: the stored image is previewed from /api/uploads/files and kept when not replaced', async () => {
    api.on('PUT', '/api/banners', ({ body }) => jsonResponse((body as { banner: object }).banner));
    const { user, router } = renderApp('/banner/1', { user: adminUser() });
    expect(await screen.findByRole('img', { name: 'Pré-visualização de Imagem' })).toHaveAttribute('src', '/api/uploads/files/promo.png');
    const link = screen.getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/banners'));
    expect(api.callsTo('PUT', '/api/banners')[0]?.body).toEqual({ banner: { id: 1, image: 'promo.png', link: '', expectedUpdatedAt: ISO } });
    expect(uploads.uploadFiles).not.toHaveBeenCalled();
  });
});
