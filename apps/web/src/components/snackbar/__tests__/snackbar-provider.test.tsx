import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarProvider, useSnackbar, type TSnackbarApi } from '../snackbar-provider';

let snackbar: TSnackbarApi;
const Probe = () => {
  snackbar = useSnackbar();
  return <button type="button">fora</button>;
};

/** The snackbar's view is a lazy chunk: let its import settle after the first message. */
const settleView = () =>
  act(async () => {
    await import('../snackbar-view');
  });

const renderSnackbar = () =>
  render(
    <SnackbarProvider>
      <Probe />
    </SnackbarProvider>,
  );

describe('snackbar', () => {
  it('auto-hides after 1500 ms', async () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => snackbar.showSnackbar('Salvo!'));
    await settleView();
    expect(screen.getByText('Salvo!')).toBeInTheDocument();
    const content = () => screen.getByText('Salvo!').closest('.MuiSnackbarContent-root');
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(content()).toHaveStyle({ opacity: '1' }); // not closing yet
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(content()).toHaveStyle({ opacity: '0' }); // the exit begins at 1500 ms
    act(() => {
      vi.advanceTimersByTime(400);
    }); // exit transition
    expect(screen.queryByText('Salvo!')).not.toBeInTheDocument();
  });

  it('does not close on click-away', async () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => snackbar.showSnackbar('Atenção', { autoHideMs: null }));
    await settleView();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    fireEvent.click(screen.getByRole('button', { name: 'fora' }));
    fireEvent.mouseDown(document.body);
    fireEvent.mouseUp(document.body);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Atenção')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Atenção')).not.toBeInTheDocument();
  });

  it('has an alert variant with a severity and queues messages', async () => {
    vi.useFakeTimers();
    renderSnackbar();
    act(() => {
      snackbar.showSnackbar('Erro ao salvar', { variant: 'alert', severity: 'error' });
      snackbar.showSnackbar('Segundo');
    });
    await settleView();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao salvar');
    expect(screen.queryByText('Segundo')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText('Segundo')).toBeInTheDocument();
  });
});
