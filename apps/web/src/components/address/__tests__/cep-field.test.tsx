import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { describe, expect, it, vi } from 'vitest';
import type { TAddressLookup, TFormValues } from '@rede/domain';
import { ApiError } from '@/lib/api-client';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import type { TFormField } from '@/components/form/types';
import { CepField } from '../cep-field';

const FIELD = { property: 'cep', type: 'string', label: 'CEP' } as TFormField;

/** The CEP field with the address inputs it fills, as a form holds them. */
const Harness = ({ lookup }: { lookup: (cep: string) => Promise<TAddressLookup> }) => {
  const [values, setValues] = useState<TFormValues>({ cep: '', logradouro: '', neibor: '', city: '', uf: '' });
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <>
      <CepField
        field={FIELD}
        value={values.cep}
        onChange={(v) => set('cep', v)}
        onBlur={() => {}}
        values={values}
        mode="create"
        disabled={false}
        setFieldValue={set}
        lookup={lookup}
      />
      {(['logradouro', 'neibor', 'city', 'uf'] as const).map((name) => (
        <TextField key={name} label={name} value={values[name] as string} onChange={(e) => set(name, e.target.value)} />
      ))}
    </>
  );
};

const serviceDown = () =>
  new ApiError({ statusCode: 502, error: 'Bad Gateway', message: 'Erro ao buscar CEP: serviço indisponível', additionalData: null });

describe('CEP field', () => {
  it("says 'CEP inválido' at once for 00000-000, without a lookup", async () => {
    createFakeApi();
    const lookup = vi.fn<(cep: string) => Promise<TAddressLookup>>();
    const { user } = renderWithProviders(<Harness lookup={lookup} />);
    const cep = await screen.findByRole('textbox', { name: 'CEP' });
    await user.click(cep);
    await user.paste('00000000');
    expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('stops showing a failed lookup once the address is typed by hand', async () => {
    createFakeApi();
    const lookup = vi.fn(async () => {
      throw serviceDown();
    });
    const { user } = renderWithProviders(<Harness lookup={lookup} />);
    const cep = await screen.findByRole('textbox', { name: 'CEP' });
    await user.click(cep);
    await user.paste('01310100');
    expect(await screen.findByText('Erro ao buscar CEP: serviço indisponível')).toBeInTheDocument();
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    for (const [name, text] of [
      ['logradouro', 'Avenida Paulista'],
      ['neibor', 'Bela Vista'],
      ['city', 'São Paulo'],
      ['uf', 'SP'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await waitFor(() => expect(screen.queryByText('Erro ao buscar CEP: serviço indisponível')).not.toBeInTheDocument());
    expect(cep).toHaveAttribute('aria-invalid', 'false');
  });
});
