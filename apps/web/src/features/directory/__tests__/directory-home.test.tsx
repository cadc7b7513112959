import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { renderApp, setViewportWidth } from '@/testing/test-utils';
import { resetGeolocationSession } from '../components/use-geolocation';
import { makePartner } from './helpers';

// the Leaflet chunk is replaced: jsdom has no layout; the map is covered by the browser tests
vi.mock('../components/partner-map-leaflet', () => ({
  PartnerMapLeaflet: ({
    selection,
    searchedPlace,
    searchedNearby,
  }: {
    selection: { id: number } | null;
    searchedPlace?: { label: string; latitude: number } | null;
    searchedNearby?: readonly unknown[];
  }) => (
    <div
      data-testid="partner-map"
      data-selected={selection?.id ?? ''}
      data-searched={searchedPlace ? `${searchedPlace.label} ${searchedPlace.latitude}` : ''}
      data-nearby={searchedNearby?.length ?? 0}
    />
  ),
}));

// the anonymous engagement events the page records (lib/analytics)
const tracked = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('@/lib/analytics/track', () => ({ track: (event: unknown) => tracked.events.push(event) }));

type TGeo = { getCurrentPosition: ReturnType<typeof vi.fn> };

const mockGeolocation = (behaviour: 'grant' | 'deny' | 'never') => {
  const geo: TGeo = {
    getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      if (behaviour === 'grant') ok({ coords: { latitude: -23.5, longitude: -46.6 } } as GeolocationPosition);
      if (behaviour === 'deny') fail({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
  return geo;
};

const setupApi = (api: TFakeApi, partners = [makePartner(), makePartner({ id: 13, name: 'Auto Center Sul', isAssistence: true })]) => {
  api.on('GET', '/api/companys/listfiltred/place', () =>
    jsonResponse({ label: 'Campinas - SP', latitude: -22.9056, longitude: -47.0608, kind: 'city', uf: 'SP', city: 'Campinas' }),
  );
  api.on('GET', '/api/companys/listfiltred/open', ({ url }) => {
    const uf = url.searchParams.get('uf');
    // nothing within 10 km of the searched point: the nearest beyond it
    if (url.searchParams.get('radiusKm') === '10') return jsonResponse({ data: [], total: 0, nearest: [{ ...partners[0]!, distanceKm: 12.5 }] });
    const data = uf && uf !== 'SP' ? [] : partners;
    return jsonResponse({ data, total: data.length, ...(url.searchParams.get('lat') && data.length === 0 ? { nearest: partners.slice(0, 1) } : {}) });
  });
  api.on('GET', '/api/companys/listfiltred/map', () => jsonResponse({ clusters: [], partners: [], total: 0, extent: null }));
  api.on('GET', '/api/companys/listfiltred/states', () =>
    jsonResponse([
      { id: 'SP', nome: 'São Paulo' },
      { id: 'RJ', nome: 'Rio de Janeiro' },
    ]),
  );
  api.on('GET', '/api/companys/listfiltred/cities', () =>
    jsonResponse([
      { id: 3550308, nome: 'São Paulo' },
      { id: 3509502, nome: 'Campinas' },
    ]),
  );
  api.on('GET', '/api/lines/list/newUser', () =>
    jsonResponse({
      data: [
        { id: 1, name: 'Moto' },
        { id: 2, name: 'Carro' },
      ],
    }),
  );
  api.on('GET', '/api/settings/public', () =>
    jsonResponse({ termsAndConditions: '<p>Termos<script>alert(1)</script></p>', privacyPolicy: null, bannerDesk: null, bannerMobile: null }),
  );
};

describe('public home', () => {
  let api: TFakeApi;
  beforeEach(() => {
    resetGeolocationSession();
    api = createFakeApi();
    setupApi(api);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('shows the count, the cards and keeps the state, city and line filters in the URL', async () => {
    mockGeolocation('never');
    const { user, router } = renderApp('/');
    // the cards are a lazy chunk (the first test of the file loads it), and the count waits for them
    expect(await screen.findAllByRole('article', undefined, { timeout: 10_000 })).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Estado'), 'SP');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sp'));
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toBeEnabled());
    await screen.findByRole('option', { name: 'Campinas' });
    await user.selectOptions(screen.getByLabelText('Cidade'), 'Campinas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sp/campinas'));
    await user.selectOptions(screen.getByLabelText('Produto'), '2');
    await waitFor(() => expect(router.state.location.search).toBe('?line=2'));

    await waitFor(() => {
      const last = api.callsTo('GET', '/api/companys/listfiltred/open').at(-1)!;
      const params = new URLSearchParams(last.search);
      expect([params.get('uf'), params.get('city'), params.getAll('line')]).toEqual(['SP', 'Campinas', ['2']]);
    });
    const chips = screen.getByRole('list', { name: 'Filtros' });
    expect(within(chips).getByText('Estado: São Paulo')).toBeInTheDocument();
    expect(within(chips).getByText('Cidade: Campinas')).toBeInTheDocument();
    expect(within(chips).getByText('Produto: Carro')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remover filtro Produto: Carro' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.title).toContain('Parceiros em Campinas – SP');
  });

  it("says 'Nenhum parceiro encontrado com os filtros selecionados.' when nothing matches", async () => {
    mockGeolocation('never');
    renderApp('/rj');
    expect(await screen.findByText('Nenhum parceiro encontrado com os filtros selecionados.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 resultados' })).toBeInTheDocument();
  });

  it('records each search once its answer arrives (filters, position or not, result count); the bare home is no search', async () => {
    mockGeolocation('never');
    tracked.events = [];
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(tracked.events).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Estado'), 'RJ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rj'));
    expect(await screen.findByRole('heading', { name: '0 resultados' })).toBeInTheDocument();
    await waitFor(() => expect(tracked.events).toEqual([{ type: 'search', uf: 'RJ', byPosition: false, resultCount: 0 }]));
    await user.selectOptions(screen.getByLabelText('Produto'), '2');
    await waitFor(() =>
      expect(tracked.events).toEqual([
        { type: 'search', uf: 'RJ', byPosition: false, resultCount: 0 },
        { type: 'search', uf: 'RJ', lineIds: [2], byPosition: false, resultCount: 0 },
      ]),
    );
  });

  it('an unknown state code is not found', async () => {
    mockGeolocation('never');
    renderApp('/zz');
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });

  it("asks nothing on load; 'Permitir' asks once and, granted, lists nearest first (lat/lng sent); the prompt goes away", async () => {
    const geo = mockGeolocation('grant');
    const { user } = renderApp('/rj');
    expect(await screen.findByRole('heading', { name: '0 resultados' })).toBeInTheDocument();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByText('Permissão de localização negada.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Permitir' }));
    await waitFor(() => {
      const withPosition = api.callsTo('GET', '/api/companys/listfiltred/open').filter((c) => c.search.includes('lat='));
      expect(withPosition.length).toBeGreaterThan(0);
      expect(new URLSearchParams(withPosition[0]!.search).get('lat')).toBe('-23.50000');
    });
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geo.getCurrentPosition.mock.calls[0]![2]).toMatchObject({ timeout: 8000, maximumAge: 30000 });
    // nothing in RJ: the nearest partners are offered
    expect(await screen.findByText('Parceiros mais próximos de você')).toBeInTheDocument();
    expect(screen.queryByText('Permitir acesso à sua localização?')).not.toBeInTheDocument();
  });

  it("denied after 'Permitir': the prompt gives way to a note whose button focuses the place search; the list still works", async () => {
    mockGeolocation('deny');
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Permitir' }));
    expect(await screen.findByText(/Sem acesso à sua localização\./)).toBeInTheDocument();
    expect(screen.queryByText('Permitir acesso à sua localização?')).not.toBeInTheDocument();
    // the field is a lazy chunk
    const combo = await screen.findByRole('combobox', { name: 'CEP, cidade ou endereço' });
    await user.click(screen.getByRole('button', { name: 'Buscar por CEP' }));
    expect(combo).toHaveFocus();
    expect(api.callsTo('GET', '/api/companys/listfiltred/open').every((c) => !c.search.includes('lat='))).toBe(true);
  });

  it('a searched place centres the map on it (its nearest partners framed) instead of asking for the location; cleared, the prompt is back', async () => {
    const geo = mockGeolocation('grant');
    const { user, router } = renderApp('/sp?local=Campinas');
    const map = await screen.findByTestId('partner-map');
    await waitFor(() => expect(map).toHaveAttribute('data-searched', 'Campinas - SP -22.9056'));
    await waitFor(() => expect(map).toHaveAttribute('data-nearby', '2'));
    expect(screen.queryByText('Permitir acesso à sua localização?')).not.toBeInTheDocument();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    const last = new URLSearchParams(api.callsTo('GET', '/api/companys/listfiltred/open').at(-1)!.search);
    expect([last.get('lat'), last.get('lng')]).toEqual(['-22.90560', '-47.06080']);
    await user.click(within(screen.getByRole('list', { name: 'Filtros' })).getByRole('button', { name: /Remover filtro Perto de/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/sp');
    expect(await screen.findByText('Permitir acesso à sua localização?')).toBeInTheDocument();
    await waitFor(() => expect(map).toHaveAttribute('data-searched', ''));
  });

  it('offers the radius only with a position, keeps it in the URL (?raio=25), sends it with lat/lng and counts the partners within it', async () => {
    mockGeolocation('never');
    const home = renderApp('/');
    expect(await home.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Distância')).not.toBeInTheDocument();
    home.unmount();

    const { user, router } = renderApp('/?local=Campinas');
    const radius = await screen.findByLabelText('Distância');
    expect(radius).toHaveAttribute('name', 'raio');
    await user.selectOptions(radius, 'até 25 km');
    await waitFor(() => expect(router.state.location.search).toBe('?local=Campinas&raio=25'));
    await waitFor(() => {
      const last = new URLSearchParams(api.callsTo('GET', '/api/companys/listfiltred/open').at(-1)!.search);
      expect([last.get('radiusKm'), last.get('lat')]).toEqual(['25', '-22.90560']);
    });
    expect(await screen.findByText('2 parceiros até 25 km')).toBeInTheDocument();
  });

  it("a radius without a position is never sent; nothing within it: 'Nenhum parceiro até 10 km. Os mais próximos:' and their distances", async () => {
    mockGeolocation('never');
    const alone = renderApp('/?raio=25');
    expect(await alone.findByRole('heading', { name: '2 resultados' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/companys/listfiltred/open').every((c) => !c.search.includes('radiusKm'))).toBe(true);
    alone.unmount();

    renderApp('/?local=Campinas&raio=10');
    expect(await screen.findByRole('heading', { name: 'Nenhum parceiro até 10 km. Os mais próximos:' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('a 13 km')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum parceiro encontrado com os filtros selecionados.')).not.toBeInTheDocument();
    expect(screen.getByTestId('partner-map')).toHaveAttribute('data-nearby', '1');
  });

  it('selecting a card selects its marker; the footer shows the sanitised terms', async () => {
    mockGeolocation('never');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Auto Center Sul' }));
    expect(await screen.findByTestId('partner-map')).toHaveAttribute('data-selected', '13');
    await user.click(screen.getByRole('button', { name: 'Termos de Uso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos de Uso' });
    expect(await within(dialog).findByText('Termos')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await act(async () => {});
  });

  // which of list and map shows at which width is CSS (media queries, which jsdom does not apply): the browser
  // suite checks it (directory.e2e.test.ts, 'phones switch between list and map…'); here, the switch's state
  it('the list/map switch (phones) marks the view chosen', async () => {
    mockGeolocation('never');
    setViewportWidth(390);
    const { user } = renderApp('/');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const switcher = screen.getByRole('group', { name: 'Mostrar os resultados em' });
    const listButton = within(switcher).getByRole('button', { name: 'Lista' });
    const mapButton = within(switcher).getByRole('button', { name: 'Mapa' });
    expect(listButton).toHaveAttribute('aria-pressed', 'true');
    expect(mapButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(mapButton);
    expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    expect(listButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(listButton);
    expect(listButton).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failed load claims no count: the error and the retry only', async () => {
    mockGeolocation('never');
    let fail = true;
    api.on('GET', '/api/companys/listfiltred/open', () =>
      fail
        ? jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'x', additionalData: null }, 500)
        : jsonResponse({ data: [makePartner()], total: 1 }),
    );
    const { user } = renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar os parceiros. Verifique sua conexão e tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.queryByText(/\d+ resultados?$/)).not.toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: '1 resultado' })).toBeInTheDocument();
  });

  it('names each filter chip, says several products in the select and names a state without partners', async () => {
    mockGeolocation('never');
    const { unmount } = renderApp('/sp/sao-paulo');
    const chips = await screen.findByRole('list', { name: 'Filtros' });
    expect(within(chips).getByRole('button', { name: 'Remover filtro Estado: São Paulo' })).toBeInTheDocument();
    expect(await within(chips).findByRole('button', { name: 'Remover filtro Cidade: São Paulo' })).toBeInTheDocument();
    unmount();

    const lines = renderApp('/sp?line=1&line=2');
    await screen.findByRole('list', { name: 'Filtros' });
    await screen.findByRole('option', { name: 'Carro' });
    const product = screen.getByLabelText('Produto') as HTMLSelectElement;
    expect(product.selectedOptions[0]!.textContent).toBe('Vários: Moto, Carro');
    await lines.user.selectOptions(product, 'Todos os produtos');
    await waitFor(() => expect(lines.router.state.location.search).toBe(''));
    expect(lines.router.state.location.pathname).toBe('/sp');
    lines.unmount();

    renderApp('/ac');
    const state = (await screen.findByLabelText('Estado')) as HTMLSelectElement;
    await waitFor(() => expect(state.selectedOptions[0]!.textContent).toBe('Acre'));
  });
});
