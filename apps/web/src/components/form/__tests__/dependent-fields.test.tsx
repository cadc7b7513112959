import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormEngine } from '../form-engine';
import type { TFieldOption, TFormField, TFormValues } from '../types';
import { makeFormServices, renderForm } from './test-helpers';

const TYPES: TFieldOption[] = [
  { value: 'admin', label: 'Administrador' },
  { value: 'company', label: 'Empresa' },
];
const ROLES: Record<string, TFieldOption[]> = {
  admin: [{ value: 1, label: 'Suporte' }],
  company: [{ value: 2, label: 'Loja' }],
};

const fields = (loadRoles: (type: string) => Promise<TFieldOption[]>): TFormField[] => [
  { property: 'type', type: 'options', label: 'Tipo', required: true, options: TYPES },
  {
    property: 'roleId',
    type: 'fk',
    label: 'Perfil de acesso',
    optionsDependOn: ['type'],
    loadOptions: async (values) => loadRoles(String(values.type ?? '')),
  },
];

const chooseOption = async (user: ReturnType<typeof renderForm>['user'], label: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('<FormEngine> options that depend on siblings', () => {
  it('reloads the choices and empties the field when the user changes what they depend on', async () => {
    const loadRoles = vi.fn(async (type: string) => ROLES[type] ?? []);
    const onSave = vi.fn();
    const { user } = renderForm(
      <FormEngine fields={fields(loadRoles)} id={7} record={{ type: 'admin', roleId: 1, role: { id: 1, name: 'Suporte' } }} onSave={onSave} />,
    );
    // the record's { id, name } of the fk names the choice before the options load
    expect(screen.getByRole('combobox', { name: /Perfil de acesso/ })).toHaveValue('Suporte');
    await waitFor(() => expect(loadRoles).toHaveBeenCalledWith('admin'));

    await chooseOption(user, /Tipo/, 'Empresa');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Perfil de acesso/ })).toHaveValue(''));
    await waitFor(() => expect(loadRoles).toHaveBeenCalledWith('company'));
    await user.click(screen.getByRole('combobox', { name: /Perfil de acesso/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Loja' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Suporte' })).not.toBeInTheDocument();
  });

  it('keeps the value a loaded record brings (only user changes empty it)', async () => {
    const loadRoles = vi.fn(async (type: string) => ROLES[type] ?? []);
    const onSave = vi.fn();
    const Harness = () => {
      const [record, setRecord] = useState<TFormValues>({});
      return (
        <>
          <button type="button" onClick={() => setRecord({ type: 'company', roleId: 2 })}>
            carregar
          </button>
          <FormEngine fields={fields(loadRoles)} id={7} record={record} onSave={onSave} />
        </>
      );
    };
    const { user } = renderForm(<Harness />);
    await user.click(screen.getByRole('button', { name: 'carregar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Perfil de acesso/ })).toHaveValue('Loja'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ id: 7, type: 'company', roleId: 2 });
  });
});

describe('<FormEngine> onSaveError', () => {
  const nameField: TFormField[] = [{ property: 'name', type: 'string', label: 'Nome', required: true }];

  it('lets the screen show a failure itself (no dialog when it returns true)', async () => {
    const services = makeFormServices();
    const onSaveError = vi.fn(() => true);
    const { user } = renderForm(
      <FormEngine fields={nameField} record={{ name: 'Ana' }} onSave={() => Promise.reject(new Error('Senha inválida'))} onSaveError={onSaveError} />,
      { services },
    );
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSaveError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Senha inválida' })));
    expect(services.showError).not.toHaveBeenCalled();
  });

  it('falls back to the error dialog when the screen does not handle it', async () => {
    const services = makeFormServices();
    const { user } = renderForm(
      <FormEngine fields={nameField} record={{ name: 'Ana' }} onSave={() => Promise.reject(new Error('Falhou'))} onSaveError={() => false} />,
      { services },
    );
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(services.showError).toHaveBeenCalledWith('Falhou'));
  });
});

describe('<FormEngine> password strength bar', () => {
  it('shows the strength of the typed password under the field (not under its confirmation)', async () => {
    const password: TFormField[] = [{ property: 'password', type: 'string', inputType: 'password', label: 'Nova senha', strengthBar: true }];
    const { user } = renderForm(<FormEngine fields={password} onSave={vi.fn()} />);
    expect(screen.getAllByRole('progressbar', { name: 'Força da senha' })).toHaveLength(1);
    await user.type(screen.getByLabelText('Nova senha'), 'Abcdef1!');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Forte');
  });
});
