import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rede/domain/messages';
import { ApiError } from '@/lib/api-client';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { MapPicker, type TMapPickerProps } from '../map-picker';

const ADDRESS = { logradouro: 'Avenida Paulista', numero: '1000', neibor: 'Bela Vista', city: 'São Paulo', uf: 'SP', cep: '01310-100' };

const Harness = (props: Partial<TMapPickerProps> & { address?: TMapPickerProps['address'] }) => {
  const [value, setValue] = useState<{ latitude: number | null; longitude: number | null }>({ latitude: -14.235, longitude: -51.9253 });
  return (
    <>
      <MapPicker value={value} onChange={setValue} address={() => ADDRESS} {...props} />
      <output data-testid="position">{`${value.latitude},${value.longitude}`}</output>
    </>
  );
};

describe('map picker: the position against the address', () => {
  beforeEach(() => {
    createFakeApi();
  });

  it('shows the address beside the position and on the marker', async () => {
    renderWithProviders(<Harness search={vi.fn(async () => [])} />);
    const line = 'Avenida Paulista, 1000 – Bela Vista – São Paulo-SP – CEP 01310-100';
    expect(await screen.findByText(`Endereço informado: ${line}`)).toBeInTheDocument();
    // the marker's permanent tooltip carries the same address, at the position
    await waitFor(() => expect(document.querySelector('.leaflet-tooltip')?.textContent).toBe(line));
    expect(screen.getByText('Coordenadas: -14.235000, -51.925300')).toBeInTheDocument();
  });

  it("'Usar a posição do CEP' moves the position to the CEP's address", async () => {
    const lookupCep = vi.fn(async () => ({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    }));
    const search = vi.fn(async (q: string) =>
      q.startsWith('Avenida Paulista') ? [{ displayName: q, latitude: -23.5614, longitude: -46.6559, type: 'road' }] : [],
    );
    const { user } = renderWithProviders(<Harness lookupCep={lookupCep} search={search} />);
    await user.click(await screen.findByRole('button', { name: MESSAGES.position.useCepPosition }));
    await waitFor(() => expect(screen.getByTestId('position')).toHaveTextContent('-23.5614,-46.6559'));
    expect(lookupCep).toHaveBeenCalledWith('01310100');
    expect(search).toHaveBeenCalledWith('Avenida Paulista, Bela Vista, São Paulo, SP');
  });

  it("says 'CEP não encontrado' for an unknown CEP and keeps the position", async () => {
    const lookupCep = vi.fn(async () => {
      throw new ApiError({ statusCode: 404, error: 'Not Found', message: 'CEP não encontrado', additionalData: null });
    });
    const { user } = renderWithProviders(<Harness lookupCep={lookupCep} search={vi.fn(async () => [])} />);
    await user.click(await screen.findByRole('button', { name: MESSAGES.position.useCepPosition }));
    expect(await screen.findByText(MESSAGES.cep.notFound)).toBeInTheDocument();
    expect(screen.getByTestId('position')).toHaveTextContent('-14.235,-51.9253');
  });
});
