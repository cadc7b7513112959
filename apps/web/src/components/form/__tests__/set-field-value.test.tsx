import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormEngine } from '../form-engine';
import type { TFormField } from '../types';
import { renderForm } from './test-helpers';

/** A custom renderer may fill its siblings (the CEP fills the address) through `setFieldValue`. */
const FIELDS: TFormField[] = [
  {
    property: 'code',
    type: 'string',
    label: 'Código',
    render: ({ setFieldValue }) => (
      <button type="button" onClick={() => setFieldValue?.('city', 'São Paulo')}>
        preencher
      </button>
    ),
  },
  { property: 'city', type: 'string', label: 'Cidade', required: true },
];

describe('setFieldValue', () => {
  it('sets a sibling from a custom renderer and clears its error', async () => {
    const onSave = vi.fn();
    const { user } = renderForm(<FormEngine fields={FIELDS} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'preencher' }));
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('São Paulo');
    await waitFor(() => expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'São Paulo' }), expect.anything()));
  });
});
