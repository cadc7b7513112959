import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';
import { makePartner } from './helpers';

// the cards' chunk arrives late (a slow phone network), after the list's first page
const chunk = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('../components/partner-card', async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});
vi.mock('../components/partner-map-leaflet', () => ({ PartnerMapLeaflet: () => <div data-testid="partner-map" /> }));

describe('public home, first load (#15 item 6)', () => {
  it("shows skeleton cards and no count nor 'Carregar mais' until the first cards can show", async () => {
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn() }, configurable: true });
    const api = createFakeApi();
    const partners = Array.from({ length: 10 }, (_, i) => makePartner({ id: 100 + i, name: `Loja ${i}` }));
    api.on('GET', '/api/companys/listfiltred/open', () => jsonResponse({ data: partners, total: 25 }));
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [] }));
    api.on('GET', '/api/companys/listfiltred/states', () => jsonResponse([]));
    renderApp('/');
    await waitFor(() => expect(api.callsTo('GET', '/api/companys/listfiltred/open').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 300)); // the list's answer is in; the cards' chunk is not
    expect(screen.getByTestId('partner-skeletons')).toBeInTheDocument();
    expect(screen.queryByText('25 resultados')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    chunk.release();
    expect(await screen.findByRole('heading', { name: '25 resultados' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
    expect(screen.queryByTestId('partner-skeletons')).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});
