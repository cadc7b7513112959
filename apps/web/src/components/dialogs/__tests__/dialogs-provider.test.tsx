import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DialogsProvider, useDialogs, type TDialogsApi } from '../dialogs-provider';

let dialogs: TDialogsApi;
const Probe = () => {
  dialogs = useDialogs();
  return null;
};
const renderDialogs = () =>
  render(
    <DialogsProvider>
      <Probe />
    </DialogsProvider>,
  );

describe('dialogs', () => {
  it("confirmation: default title 'Tem certeza?', buttons 'Cancelar' and 'Continuar'; resolves true on Continuar", async () => {
    const user = userEvent.setup();
    renderDialogs();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialogs.confirm({ message: 'Deseja mesmo excluir?' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(dialog).toHaveAccessibleDescription('Deseja mesmo excluir?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('confirmation resolves false on Cancelar and on Escape; title and buttons can be changed', async () => {
    const user = userEvent.setup();
    renderDialogs();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.confirm({ title: 'Trocar empresa?', confirmText: 'Trocar' });
    });
    await screen.findByRole('alertdialog', { name: 'Trocar empresa?' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = dialogs.confirm();
    });
    await screen.findByRole('button', { name: 'Continuar' });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it("error dialog is titled 'Erro!', success 'Sucesso!'", async () => {
    const user = userEvent.setup();
    renderDialogs();
    act(() => void dialogs.showError('Não foi possível salvar.'));
    expect(await screen.findByRole('alertdialog', { name: 'Erro!' })).toHaveTextContent('Não foi possível salvar.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    act(() => void dialogs.showSuccess('Registro salvo.'));
    expect(await screen.findByRole('dialog', { name: 'Sucesso!' })).toHaveTextContent('Registro salvo.');
  });

  it('showApiError formats validation answers', async () => {
    renderDialogs();
    const error = new ApiError({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Missing fields, see additionalData',
      additionalData: { name: 'Campo obrigatório' },
      code: 'VALIDATION_FAILED',
    });
    act(() => void dialogs.showApiError(error));
    expect(await screen.findByRole('alertdialog', { name: 'Erro!' })).toHaveTextContent('Campos Obrigatórios: Campo obrigatório');
  });

  it('custom alert with its own title and button', async () => {
    const user = userEvent.setup();
    renderDialogs();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = dialogs.alert({ title: 'Aviso', message: 'O status ficará Pendente.', buttonText: 'Entendi', severity: 'warning' });
    });
    expect(await screen.findByRole('dialog', { name: 'Aviso' })).toHaveTextContent('O status ficará Pendente.');
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    await expect(done).resolves.toBeUndefined();
  });
});
