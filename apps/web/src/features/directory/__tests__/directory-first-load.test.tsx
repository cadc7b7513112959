import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';
import { makePartner } from './helpers';

vi.mock('../components/partner-map-leaflet', () => ({ PartnerMapLeaflet: () => <div data-testid="partner-map" /> }));

// (its own file: the cards' chunk is not loaded yet when the list's first page arrives, as on a first visit)
describe('public home, first load', () => {
  it("shows skeleton cards, and the count and 'Carregar mais' never before the first cards", async () => {
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn() }, configurable: true });
    const api = createFakeApi();
    const partners = Array.from({ length: 10 }, (_, i) => makePartner({ id: 100 + i, name: `Loja ${i}` }));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET', '/api/companys/listfiltred/open', async () => {
      await answered;
      return jsonResponse({ data: partners, total: 25 });
    });
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [] }));
    api.on('GET', '/api/companys/listfiltred/states', () => jsonResponse([]));

    // every state of the page from now on: a count or 'Carregar mais' on screen without any card is a failure
    const early: string[] = [];
    const observer = new MutationObserver(() => {
      const heading = document.getElementById('results-count')?.textContent ?? '';
      const loadMore = [...document.querySelectorAll('a, button')].some((b) => b.textContent === 'Carregar mais');
      const cards = document.querySelectorAll('article[data-partner-id]').length;
      if ((/resultado/.test(heading) || loadMore) && cards === 0) early.push(`${heading} | Carregar mais: ${loadMore}`);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    renderApp('/');
    expect(await screen.findByTestId('partner-skeletons')).toBeInTheDocument();
    expect(document.getElementById('results-count')).toHaveTextContent('Carregando parceiros…');
    expect(screen.queryByRole('link', { name: 'Carregar mais' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { name: '25 resultados' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getByRole('link', { name: 'Carregar mais' })).toHaveAttribute('href', '/?pagina=2');
    expect(screen.queryByTestId('partner-skeletons')).not.toBeInTheDocument();
    observer.disconnect();
    expect(early).toEqual([]);
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});
