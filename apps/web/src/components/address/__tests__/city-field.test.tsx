import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TFormValues, TLocationOption } from '@rede/domain';
import { ApiError } from '@/lib/api-client';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import type { TFormField } from '@/components/form/types';
import { CityField } from '../city-field';

const FIELD = { property: 'city', type: 'string', label: 'Cidade', required: true } as TFormField;

const LISTS: Record<string, TLocationOption[]> = {
  SP: [
    { id: 3509502, nome: 'Campinas' },
    { id: 3518800, nome: 'Guarulhos' },
    { id: 3549904, nome: 'São José dos Campos' },
    { id: 3550308, nome: 'São Paulo' },
  ],
  SC: [{ id: 4205407, nome: 'Florianópolis' }],
};

/** The city field beside the state it depends on, as a form holds them. */
const Harness = ({ initial, load }: { initial: TFormValues; load: (uf: string) => Promise<TLocationOption[]> }) => {
  const [values, setValues] = useState<TFormValues>(initial);
  return (
    <>
      <CityField
        field={FIELD}
        value={values.city}
        onChange={(v) => setValues((current) => ({ ...current, city: v }))}
        onBlur={() => {}}
        values={values}
        mode="create"
        disabled={false}
        load={load}
      />
      <button type="button" onClick={() => setValues((current) => ({ ...current, uf: 'SC' }))}>
        mudar UF
      </button>
      <output data-testid="city">{String(values.city)}</output>
    </>
  );
};

describe('CityField', () => {
  it("offers the chosen state's municipalities, searched without accents, and stores the canonical name", async () => {
    createFakeApi();
    const load = vi.fn(async (uf: string) => LISTS[uf] ?? []);
    const { user } = renderWithProviders(<Harness initial={{ uf: 'SP', city: '' }} load={load} />);
    const input = await screen.findByRole('combobox', { name: /Cidade/ });
    await user.click(input);
    await user.type(input, 'sao jo');
    await user.click(await screen.findByRole('option', { name: 'São José dos Campos' }));
    expect(screen.getByTestId('city')).toHaveTextContent('São José dos Campos');
    expect(load).toHaveBeenCalledWith('SP', expect.anything());
    expect(screen.queryByText(/Cidade não encontrada/)).not.toBeInTheDocument();
  });

  it('keeps an old city that is not a municipality shown, not selectable, with the reason; a state change says the same', async () => {
    createFakeApi();
    const { user } = renderWithProviders(<Harness initial={{ uf: 'SP', city: 'Cidadelândia' }} load={async (uf) => LISTS[uf] ?? []} />);
    const input = await screen.findByRole('combobox', { name: /Cidade/ });
    expect(input).toHaveValue('Cidadelândia');
    expect(await screen.findByText('Cidade não encontrada em SP. Escolha um município da lista (ex.: São Paulo).')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Abrir lista de cidades' }));
    expect(await screen.findByRole('option', { name: 'Cidadelândia' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Guarulhos' }));
    expect(screen.getByTestId('city')).toHaveTextContent('Guarulhos');
    expect(screen.queryByText(/Cidade não encontrada/)).not.toBeInTheDocument();
  });

  it('accepts a spelling of a municipality without its accents (the server stores the canonical name)', async () => {
    createFakeApi();
    const { user } = renderWithProviders(<Harness initial={{ uf: 'SP', city: 'sao paulo' }} load={async (uf) => LISTS[uf] ?? []} />);
    await screen.findByRole('combobox', { name: /Cidade/ });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText(/Cidade não encontrada/)).not.toBeInTheDocument();
    // another state: São Paulo is none of its cities
    await user.click(screen.getByRole('button', { name: 'mudar UF' }));
    expect(await screen.findByText(/Cidade não encontrada em SC/)).toBeInTheDocument();
  });

  it('asks for the state first, and lets the city be typed when the list cannot be loaded', async () => {
    createFakeApi();
    const load = vi.fn(async () => {
      throw new ApiError({ statusCode: 503, error: 'Service Unavailable', message: 'fora do ar', additionalData: null });
    });
    const { user, unmount } = renderWithProviders(<Harness initial={{ uf: '', city: '' }} load={load} />);
    expect(await screen.findByText('Escolha a UF para ver as cidades.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    unmount();

    const again = renderWithProviders(<Harness initial={{ uf: 'SP', city: '' }} load={load} />);
    expect(await screen.findByText(/Não foi possível carregar a lista de cidades/, undefined, { timeout: 5000 })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: /Cidade/ });
    await again.user.type(input, 'Campinas');
    expect(screen.getByTestId('city')).toHaveTextContent('Campinas');
    void user;
  });
});
