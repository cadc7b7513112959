import { screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { PlaceSearchField } from '../components/place-search-field';

const CAMPINAS = { label: 'Campinas - SP', city: 'Campinas', uf: 'SP', partners: 2 };

const setup = () => {
  const api = createFakeApi();
  api.on('GET', '/api/companys/listfiltred/places', ({ url }) => {
    const data = url.searchParams.get('q') === 'campinsa' ? [CAMPINAS] : [];
    return jsonResponse({ data, total: data.length });
  });
  const onPlace = vi.fn();
  // inside the hero's search form, as on the page
  const rendered = renderWithProviders(
    <form role="search" aria-label="Busca">
      <PlaceSearchField value={null} onPlace={onPlace} />
    </form>,
  );
  return { ...rendered, onPlace, api };
};

describe('place search field', () => {
  it('Enter takes the suggestion shown (highlighted), not the text as typed', async () => {
    const { user, onPlace } = setup();
    const field = await screen.findByRole('combobox', { name: /CEP, cidade ou endereço/ });
    await user.type(field, 'campinsa');
    const option = await screen.findByRole('option', { name: /Campinas - SP/ });
    await waitFor(() => expect(option).toHaveClass('Mui-focused'));
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledTimes(1);
    expect(onPlace).toHaveBeenCalledWith('Campinas - SP');
  });

  it('the list of suggestions stays inside the search landmark (not at the end of the page)', async () => {
    const { user } = setup();
    const field = await screen.findByRole('combobox', { name: /CEP, cidade ou endereço/ });
    await user.type(field, 'campinsa');
    await screen.findByRole('option', { name: /Campinas - SP/ });
    expect(within(screen.getByRole('search')).getByRole('listbox')).toBeInTheDocument();
  });

  it('offline, the suggestions say they wait for the connection', async () => {
    const { user } = setup();
    onlineManager.setOnline(false);
    try {
      const field = await screen.findByRole('combobox', { name: /CEP, cidade ou endereço/ });
      await user.type(field, 'campinsa');
      expect(await screen.findByText('Sem conexão: as sugestões voltam quando a conexão voltar.')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('Enter without a suggestion searches the text as typed', async () => {
    const { user, onPlace, api } = setup();
    const field = await screen.findByRole('combobox', { name: /CEP, cidade ou endereço/ });
    await user.type(field, 'Avenida Paulista 1000');
    await waitFor(() => expect(api.callsTo('GET', '/api/companys/listfiltred/places').length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledWith('Avenida Paulista 1000');
  });

  it('Enter while the suggestions shown are those of an older text searches what is typed', async () => {
    const { user, onPlace } = setup();
    const field = await screen.findByRole('combobox', { name: /CEP, cidade ou endereço/ });
    await user.type(field, 'campinsa');
    await screen.findByRole('option', { name: /Campinas - SP/ });
    // typed on before the next suggestions came (debounced): "Campinas - SP" is still listed, for "campinsa"
    await user.type(field, ' grande{Enter}');
    expect(onPlace).toHaveBeenCalledTimes(1);
    expect(onPlace).toHaveBeenCalledWith('campinsa grande');
  });
});
