import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';
import { resetGeolocationSession } from '../components/use-geolocation';
import { makePartner } from './helpers';

// the Leaflet chunk is replaced: jsdom has no layout; the map is covered by the browser tests
vi.mock('../components/partner-map-leaflet', () => ({ PartnerMapLeaflet: () => <div data-testid="partner-map" /> }));

const PAULISTA = makePartner({ id: 21, name: 'Paulista Baterias' });
const CAMPINAS = makePartner({ id: 22, name: 'Campinas Baterias', city: 'Campinas' });
const CURITIBA = makePartner({ id: 23, name: 'Curitiba Baterias', city: 'Curitiba', uf: 'PR' });

/** The directory's API: Santos and Acre have no partners (the nearest from their points), "Aberto agora" leaves 3 without hours. */
const setupApi = (api: TFakeApi) => {
  api.on('GET', '/api/companys/listfiltred/open', ({ url }) => {
    const q = url.searchParams;
    if (q.get('openNow') === 'true') return jsonResponse({ data: [CAMPINAS], total: 1, withoutHours: q.get('uf') === 'PR' ? 1 : 3 });
    if (q.get('city') === 'Santos')
      return jsonResponse({
        data: [],
        total: 0,
        ...(q.get('fallbackNearest') === 'true'
          ? {
              nearest: [
                { ...PAULISTA, distanceKm: 55.4 },
                { ...CAMPINAS, distanceKm: 140.2 },
              ],
            }
          : {}),
      });
    if (q.get('city') === 'Itanhaém') return jsonResponse({ data: [], total: 0, nearest: [PAULISTA, CAMPINAS] });
    if (q.get('uf') === 'AC') return jsonResponse({ data: [], total: 0, nearest: [{ ...CURITIBA, distanceKm: 2602.8 }] });
    return jsonResponse({ data: [PAULISTA, CAMPINAS], total: 2 });
  });
  api.on('GET', '/api/companys/listfiltred/map', () => jsonResponse({ clusters: [], partners: [], total: 0, extent: null }));
  api.on('GET', '/api/companys/listfiltred/states', () => jsonResponse([{ id: 'SP', nome: 'São Paulo' }]));
  api.on('GET', '/api/companys/listfiltred/cities', () => jsonResponse([{ id: 3550308, nome: 'São Paulo' }]));
  api.on('GET', '/api/companys/listfiltred/cities/all', () =>
    jsonResponse([
      { id: 3548500, nome: 'Santos' },
      { id: 3520400, nome: 'Itanhaém' },
      { id: 1200401, nome: 'Rio Branco' },
    ]),
  );
  api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [{ id: 1, name: 'Moto' }] }));
  api.on('GET', '/api/settings/public', () => jsonResponse({ termsAndConditions: null, privacyPolicy: null, bannerDesk: null, bannerMobile: null }));
};

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('a place without partners and "Aberto agora" never end on an empty page', () => {
  let api: TFakeApi;
  beforeEach(() => {
    resetGeolocationSession();
    api = createFakeApi();
    setupApi(api);
  });

  it('/sp/santos: "Nenhum parceiro em Santos. Os mais próximos:" with their distances, asked with fallbackNearest, not indexed', async () => {
    renderApp('/sp/santos');
    expect(await screen.findByRole('heading', { name: 'Nenhum parceiro em Santos. Os mais próximos:' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('a 55 km')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum parceiro encontrado com os filtros selecionados.')).not.toBeInTheDocument();
    const asked = new URLSearchParams(api.callsTo('GET', '/api/companys/listfiltred/open').at(-1)!.search);
    expect([asked.get('uf'), asked.get('city'), asked.get('fallbackNearest'), asked.get('lat')]).toEqual(['SP', 'Santos', 'true', null]);
    await waitFor(() => expect(robots()).toBe('noindex'));
  });

  it('/ac: the state with its preposition ("no Acre"); a city nothing places: the state\'s partners', async () => {
    const acre = renderApp('/ac');
    expect(await screen.findByRole('heading', { name: 'Nenhum parceiro no Acre. Os mais próximos:' })).toBeInTheDocument();
    acre.unmount();
    renderApp('/sp/itanhaem');
    expect(await screen.findByRole('heading', { name: 'Nenhum parceiro em Itanhaém. Parceiros em São Paulo:' })).toBeInTheDocument();
  });

  it('a place with partners is indexed and says nothing of the kind', async () => {
    renderApp('/sp');
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(screen.queryByTestId('nearest-title')).not.toBeInTheDocument();
    expect(robots()).toBeNull();
  });

  it('"Aberto agora": a chip that removes it, the partners without hours counted and offered', async () => {
    const { user, router } = renderApp('/sp?openNow=true');
    const chips = await screen.findByRole('list', { name: 'Filtros' });
    expect(within(chips).getByText('Aberto agora')).toBeInTheDocument();
    const offer = await screen.findByRole('link', { name: 'Ver também 3 parceiros sem horário informado' });
    expect(offer).toHaveAttribute('href', '/sp');
    await user.click(offer);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(screen.queryByTestId('without-hours')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Aberto agora'));
    const again = await screen.findByRole('list', { name: 'Filtros' });
    await user.click(within(again).getByRole('button', { name: 'Remover filtro Aberto agora' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('one partner without hours is said in the singular', async () => {
    renderApp('/pr?openNow=true');
    expect(await screen.findByRole('link', { name: 'Ver também 1 parceiro sem horário informado' })).toBeInTheDocument();
  });
});
