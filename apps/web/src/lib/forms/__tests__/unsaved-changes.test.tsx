import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@rede/domain/error-codes';
import { staleRecordMessage } from '@rede/domain/messages';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormField } from '@/components/form/types';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { saveDraftsOnSessionExpiry } from '../form-drafts';

const fields: TFormField[] = [{ property: 'name', type: 'string', label: 'Nome', required: true }];
const RECORD = { id: 7, name: 'Linha Pesada', dtUpdate: '2026-03-10T12:00:00.000Z' };
const LIST = { path: '/lines', element: <p>Lista de linhas</p> };

/** The line form at /lines/7 as an edit page wires it: Cancelar and a save go back to the list. */
const LineForm = ({ onSave, onReload }: { onSave: (payload: Record<string, unknown>) => Promise<unknown>; onReload?: () => void }) => {
  const navigate = useNavigate();
  return (
    <FormEngine
      fields={fields}
      id={RECORD.id}
      record={RECORD}
      onSave={onSave}
      onSaved={() => void navigate('/lines')}
      onCancel={() => void navigate('/lines')}
      onReload={onReload}
    />
  );
};

const renderLineForm = (props: Partial<Parameters<typeof LineForm>[0]> = {}) =>
  renderWithProviders(<LineForm onSave={props.onSave ?? vi.fn(async () => RECORD)} onReload={props.onReload} />, {
    path: '/lines/7',
    routes: [LIST],
  });

afterEach(() => window.sessionStorage.clear());

describe('unsaved changes guard', () => {
  it("asks 'Descartar alterações?' before leaving a changed form: stay keeps the text, Descartar leaves", async () => {
    const { user, router } = renderLineForm();
    await user.type(await screen.findByLabelText(/^Nome/), ' Nova');
    // a blocked navigation's promise settles only once the dialog decides: not awaited
    act(() => void router.navigate('/lines'));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/lines/7');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Linha Pesada Nova');

    act(() => void router.navigate('/lines'));
    await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Lista de linhas')).toBeInTheDocument();
  });

  it('an untouched form leaves without asking; Cancelar and a save clear the guard', async () => {
    const first = renderLineForm();
    await screen.findByLabelText(/^Nome/);
    await act(() => first.router.navigate('/lines'));
    expect(await screen.findByText('Lista de linhas')).toBeInTheDocument();
    first.unmount();

    const second = renderLineForm();
    await second.user.type(await screen.findByLabelText(/^Nome/), ' Nova');
    await second.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Lista de linhas')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
    second.unmount();

    const onSave = vi.fn(async (_payload: Record<string, unknown>) => RECORD);
    const third = renderLineForm({ onSave });
    await third.user.type(await screen.findByLabelText(/^Nome/), ' Nova');
    await third.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Lista de linhas')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
    // the version the form was filled from goes with the save
    expect(onSave.mock.calls[0]![0]).toMatchObject({ id: 7, name: 'Linha Pesada Nova', expectedUpdatedAt: RECORD.dtUpdate });
  });

  it('a changed form asks the browser before unloading the page', async () => {
    const { user } = renderLineForm();
    await screen.findByLabelText(/^Nome/);
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await user.type(await screen.findByLabelText(/^Nome/), ' Nova');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });

  it('an expired session keeps what was typed and gives it back, with a notice, when the form opens again', async () => {
    const first = renderLineForm();
    await first.user.type(await screen.findByLabelText(/^Nome/), ' Nova');
    saveDraftsOnSessionExpiry();
    first.unmount();
    renderLineForm();
    expect(await screen.findByText(/Sua sessão expirou e o que você digitou foi restaurado/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Linha Pesada Nova');
  });
});

describe('a save refused because someone else changed the record (409 STALE_RECORD)', () => {
  const stale = () =>
    new ApiError({
      statusCode: 409,
      error: 'Conflict',
      message: staleRecordMessage('line', '2026-03-10T12:05:00.000Z'),
      additionalData: { dtUpdate: '2026-03-10T12:05:00.000Z' },
      code: ERROR_CODES.staleRecord,
    });

  it('shows who-changed-when and offers Recarregar (warning that edits are lost) or keep editing', async () => {
    const onReload = vi.fn();
    const { user, router } = renderLineForm({ onSave: vi.fn(async () => Promise.reject(stale())), onReload });
    await user.type(await screen.findByLabelText(/^Nome/), ' Nova');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    expect(dialog).toHaveTextContent('Esta linha de produtos foi alterada por outra pessoa em 10/03/2026 09:05. Recarregue para ver as alterações.');
    expect(dialog).toHaveTextContent('Recarregar descarta o que você alterou neste formulário.');

    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Linha Pesada Nova');
    expect(router.state.location.pathname).toBe('/lines/7');
    expect(onReload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("someone else's save seen on a refetch does not replace what was typed; the save still sends the version the form was filled from; Recarregar shows the newer record", async () => {
    const NEWER = { ...RECORD, name: 'Linha Pesada (nome do colega)', dtUpdate: '2026-03-10T12:05:00.000Z' };
    const onSave = vi.fn(async (_payload: Record<string, unknown>) => Promise.reject(stale()));
    /** The edit page whose query refetches: 'Chegou a versão nova' stands for the refetch's answer. */
    const RefetchingForm = () => {
      const [record, setRecord] = useState<Record<string, unknown>>(RECORD);
      const [reloads, setReloads] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRecord(NEWER)}>
            Chegou a versão nova
          </button>
          <p>Recargas: {reloads}</p>
          <FormEngine fields={fields} id={RECORD.id} record={record} onSave={onSave} onReload={() => setReloads((n) => n + 1)} />
        </>
      );
    };
    const { user } = renderWithProviders(<RefetchingForm />, { path: '/lines/7', routes: [LIST] });
    const name = await screen.findByLabelText(/^Nome/);
    await user.type(name, ' Nova');
    await user.click(screen.getByRole('button', { name: 'Chegou a versão nova' }));
    expect(name).toHaveValue('Linha Pesada Nova');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    expect(onSave.mock.calls[0]![0]).toMatchObject({ name: 'Linha Pesada Nova', expectedUpdatedAt: RECORD.dtUpdate });

    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue(NEWER.name));
    expect(screen.getByText('Recargas: 1')).toBeInTheDocument();
  });
});
