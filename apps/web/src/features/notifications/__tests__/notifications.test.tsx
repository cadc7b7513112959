import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TNotification } from '@rede/domain';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { adminUser } from '@/testing/data-generators';
import { renderApp } from '@/testing/test-utils';

const ISO = '2026-02-03T14:00:00.000Z';
const notification = (id: number, overrides: Partial<TNotification> = {}): TNotification => ({
  id,
  title: `Aviso ${id}`,
  link: null,
  content: 'Promoção de baterias',
  image: null,
  deviceType: 'android',
  scheduledDate: ISO,
  isSent: true,
  dtRegister: ISO,
  dtUpdate: ISO,
  ...overrides,
});
const NOTIFICATIONS = [notification(1), notification(2, { deviceType: 'all', isSent: false, scheduledDate: null })];

let api: TFakeApi;
beforeEach(() => {
  api = createFakeApi();
  api.on('GET', '/api/notifications', ({ url }) => {
    const device = url.searchParams.get('deviceType');
    const sent = url.searchParams.get('isSent');
    const data = NOTIFICATIONS.filter((n) => (!device || n.deviceType === device) && (!sent || String(n.isSent) === sent));
    return jsonResponse({ data, total: data.length });
  });
  api.on('GET', '/api/notifications/1', () => jsonResponse(NOTIFICATIONS[0]));
});

describe('notifications list', () => {
  it('shows the device label, the scheduled date-time and Enviada as Sim/Não; no edit, only details and delete', async () => {
    renderApp('/notifications', { user: adminUser() });
    const first = (await screen.findByText('Aviso 1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Android')).toBeInTheDocument();
    expect(within(first).getByText('03/02/2026 11:00')).toBeInTheDocument();
    expect(within(first).getByText('Sim')).toBeInTheDocument();
    const second = screen.getByText('Aviso 2').closest('tr') as HTMLElement;
    expect(within(second).getByText('Todos')).toBeInTheDocument();
    expect(within(second).getByText('Não')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Detalhes Aviso 1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Excluir Aviso 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/notification');
  });

  it('filters by device type and by Enviada, keeping the filters in the URL', async () => {
    const { user, router } = renderApp('/notifications', { user: adminUser() });
    await screen.findByText('Aviso 1');
    await user.click(screen.getByRole('combobox', { name: 'Filtrar por Enviada' }));
    await user.click(await screen.findByRole('option', { name: 'Não' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('isSent')).toBe('false'));
    await waitFor(() => expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument());
    expect(screen.getByText('Aviso 2')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/notifications').at(-1)?.search).toContain('isSent=false');

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por Dispositivo' }));
    await user.click(await screen.findByRole('option', { name: 'iOS' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/notifications').at(-1)?.search).toContain('deviceType=ios'));
    expect(await screen.findByText('Nenhum item encontrado!')).toBeInTheDocument();
  });

  it('shows a saved notification, Enviada included, in the details panel without an Edit button', async () => {
    const { user } = renderApp('/notifications', { user: adminUser() });
    await user.click(await screen.findByRole('button', { name: 'Detalhes Aviso 1' }));
    const panel = await screen.findByRole('dialog', { name: 'Aviso 1' });
    expect(await within(panel).findByText('Enviada')).toBeInTheDocument();
    expect(within(panel).getByText('Enviada').nextElementSibling).toHaveTextContent('Sim');
    expect(within(panel).getByText('Dispositivo').nextElementSibling).toHaveTextContent('Android');
    expect(within(panel).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});

describe('notification form', () => {
  it('has no Enviada field, offers Todos/Android/iOS and posts the scheduled date as an ISO instant', { timeout: 60_000 }, async () => {
    api.on('POST', '/api/notifications', ({ body }) => jsonResponse({ ...notification(9), ...(body as { notification: object }).notification }, 201));
    const { user, router } = renderApp('/notification', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova notificação' })).toBeInTheDocument();
    expect(screen.queryByText('Enviada')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Feirão');
    await user.click(screen.getByRole('combobox', { name: /Dispositivo/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Todos', 'Android', 'iOS']);
    await user.click(screen.getByRole('option', { name: 'iOS' }));
    await user.type(screen.getByRole('textbox', { name: 'Conteúdo' }), 'Linha 1{enter}Linha 2');
    const scheduled = screen.getByLabelText('Data agendada');
    await user.type(scheduled, '2026-05-10T09:30');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(api.callsTo('POST', '/api/notifications')[0]?.body).toEqual({
      notification: {
        title: 'Feirão',
        deviceType: 'ios',
        content: 'Linha 1\nLinha 2',
        link: '',
        scheduledDate: '2026-05-10T12:30:00.000Z' /* 09:30 in São Paulo */,
        image: null,
      },
    });
  });

  it("refuses a date outside 1900–2099 with 'Data inválida' before sending", { timeout: 60_000 }, async () => {
    const { user } = renderApp('/notification', { user: adminUser() });
    await user.type(await screen.findByRole('textbox', { name: 'Título' }), 'Antiga');
    await user.type(screen.getByLabelText('Data agendada'), '1899-12-31T23:00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/notifications')).toHaveLength(0);
  });

  it('shows a saved notification read-only at notification/{id} (no PUT)', async () => {
    renderApp('/notification/1', { user: adminUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificação' })).toBeInTheDocument();
    expect(await screen.findByText('Aviso 1')).toBeInTheDocument();
    expect(screen.getByText(/não pode ser alterada/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
