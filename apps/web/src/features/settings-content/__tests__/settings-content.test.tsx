import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSetting } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser, staffUser } from '@/testing/data-generators';
import { renderApp, stubBrowser } from '@/testing/test-utils';

const ISO = '2026-02-03T14:00:00.000Z';
let setting: TSetting;

let api: TFakeApi;
beforeEach(() => {
  setting = {
    id: 1,
    termsAndConditions: 'Termos antigos',
    privacyPolicy: 'Política antiga',
    bannerDesk: 'desk.png',
    bannerMobile: null,
    dtRegister: ISO,
    dtUpdate: ISO,
  };
  api = createFakeApi();
  api.on('GET', '/api/settings/1', () => jsonResponse(setting));
  api.on('GET', '/api/settings', () => jsonResponse({ data: [setting, { ...setting, id: 2, bannerDesk: null }], total: 2 }));
  api.on('PUT', '/api/settings', ({ body }) => {
    setting = { ...setting, ...(body as { setting: TSetting }).setting };
    return jsonResponse(setting);
  });
});

describe('terms and privacy policy', () => {
  it('saves the terms as the full settings object and reloads the page', async () => {
    const browser = stubBrowser();
    const { user } = renderApp('/settings/terms', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Termos e Condições' })).toBeInTheDocument();
    const text = await screen.findByRole('textbox', { name: 'Texto dos termos e condições' });
    expect(text).toHaveValue('Termos antigos');
    await user.clear(text);
    await user.type(text, 'Novos termos{enter}Segunda linha');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // asks first, like the other saves that change what the public sees
    const confirmation = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(confirmation).toHaveTextContent('Salvar os novos termos e condições?');
    expect(api.callsTo('PUT', '/api/settings')).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', '/api/settings')[0]?.body).toEqual({
      setting: {
        id: 1,
        termsAndConditions: 'Novos termos\nSegunda linha',
        privacyPolicy: 'Política antiga',
        bannerDesk: 'desk.png',
        bannerMobile: null,
        expectedUpdatedAt: ISO,
      },
    });
  });

  it("keeps the text and says 'Operação cancelada pelo usuário' when the save is not confirmed", async () => {
    const browser = stubBrowser();
    const { user } = renderApp('/settings/policy', { user: adminUser() });
    const text = await screen.findByRole('textbox', { name: 'Texto das políticas de privacidade' });
    await user.type(text, ' revista');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(confirmation).toHaveTextContent('Salvar a nova política de privacidade?');
    await user.click(within(confirmation).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Operação cancelada pelo usuário')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/settings')).toHaveLength(0);
    expect(browser.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Texto das políticas de privacidade' })).toHaveValue('Política antiga revista');
  });

  it('edits the privacy policy on its own page', async () => {
    const browser = stubBrowser();
    const { user } = renderApp('/settings/policy', { user: adminUser() });
    const text = await screen.findByRole('textbox', { name: 'Texto das políticas de privacidade' });
    await user.type(text, '!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Tem certeza?' })).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
    expect(api.callsTo('PUT', '/api/settings')[0]?.body).toMatchObject({
      setting: { id: 1, privacyPolicy: 'Política antiga!', termsAndConditions: 'Termos antigos' },
    });
  });

  it('shows the text without a form or Save button to a user without SETTING:UPDATE', async () => {
    renderApp('/settings/terms', { user: staffUser(['SETTING:LIST']) });
    expect(await screen.findByText('Termos antigos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('banner settings and settings records', () => {
  it('each settings entry opens its own screen: Imagens e Banners the banner images, Configurações de Banner e Termos the records', async () => {
    const { user, router } = renderApp('/settings', { user: adminUser() });
    const menu = await screen.findByRole('navigation', { name: 'Menu de configurações' });
    await user.click(within(menu).getByRole('link', { name: /Imagens e Banners/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/imagesbanner'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Imagens e Banners' })).toBeInTheDocument();
    expect(await screen.findByText('Tamanho sugerido: 1920x600 px')).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: /Configurações de Banner e Termos/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/register_settings'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Configurações de Banner e Termos' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Registros de configurações' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Imagens e Banners' })).not.toBeInTheDocument();
  });

  it("shows 'Imagens e Banners' with the desktop and mobile banners and their sizes", async () => {
    renderApp('/settings/imagesbanner', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Imagens e Banners' })).toBeInTheDocument();
    expect(await screen.findByText('Tamanho sugerido: 1920x600 px')).toBeInTheDocument();
    expect(screen.getByText('Tamanho sugerido: 768x500 px')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização de Banner desktop' })).toHaveAttribute('src', '/api/uploads/files/desk.png');
  });

  it('removes a banner image and saves it as null, keeping the texts', async () => {
    const { user } = renderApp('/settings/imagesbanner', { user: adminUser() });
    await screen.findByRole('img', { name: 'Pré-visualização de Banner desktop' });
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings')[0]?.body).toEqual({
      setting: {
        id: 1,
        termsAndConditions: 'Termos antigos',
        privacyPolicy: 'Política antiga',
        bannerDesk: null,
        bannerMobile: null,
        expectedUpdatedAt: ISO,
      },
    });
    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
  });

  it('lists the settings records; record 1 is edited whole in a dialog and cannot be deleted', async () => {
    const { user } = renderApp('/settings/register_settings', { user: adminUser() });
    expect(await screen.findByRole('heading', { name: 'Registros de configurações' })).toBeInTheDocument();
    await screen.findAllByText('Termos antigos');
    const rows = screen.getAllByRole('row');
    const first = rows.find((row) => within(row).queryByRole('cell', { name: '1' })) as HTMLElement;
    const second = rows.find((row) => within(row).queryByRole('cell', { name: '2' })) as HTMLElement;
    expect(within(first).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar configurações' });
    expect(within(dialog).getByRole('textbox', { name: 'Termos e condições' })).toHaveValue('Termos antigos');
    expect(within(dialog).getByRole('textbox', { name: 'Políticas de privacidade' })).toHaveValue('Política antiga');
    expect(within(dialog).getByText('Tamanho sugerido: 1920x600 px')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Políticas de privacidade' }), ' revista');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar configurações' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/settings')[0]?.body).toEqual({
      setting: {
        id: 1,
        termsAndConditions: 'Termos antigos',
        privacyPolicy: 'Política antiga revista',
        bannerDesk: 'desk.png',
        bannerMobile: null,
        expectedUpdatedAt: ISO,
      },
    });
  });
});
