import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonResponse, type TFakeApi } from '@/testing/fake-api';
import { renderApp, setViewportWidth } from '@/testing/test-utils';
import { resetGeolocationSession } from '../components/use-geolocation';
import { makePartner } from './helpers';

// the Leaflet chunk is replaced: jsdom has no layout; the map is covered by the browser tests
vi.mock('../components/partner-map-leaflet', () => ({ PartnerMapLeaflet: () => <div data-testid="partner-map" /> }));
vi.mock('@/lib/analytics/track', () => ({ track: () => undefined }));

const FAILED = { statusCode: 500, error: 'Internal Server Error', message: 'x', additionalData: null };
/** `count` partners from id `from` on. */
const partnersFrom = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makePartner({ id: from + i, name: `Parceiro ${String(from + i).padStart(2, '0')}` }));

/** A promise and its resolver: an answer held back until the test lets it go. */
const deferred = () => {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

const setupApi = (api: TFakeApi) => {
  api.on('GET', '/api/companys/listfiltred/open', ({ url }) => {
    const page = Number(url.searchParams.get('pageIndex') ?? 0);
    return jsonResponse({ data: partnersFrom(page * 10 + 1, page < 4 ? 10 : 8), total: 48 });
  });
  api.on('GET', '/api/companys/listfiltred/map', () => jsonResponse({ clusters: [], partners: [], total: 0, extent: null }));
  api.on('GET', '/api/companys/listfiltred/states', () => jsonResponse([{ id: 'SP', nome: 'São Paulo' }]));
  api.on('GET', '/api/companys/listfiltred/cities', () => jsonResponse([{ id: 3509502, nome: 'Campinas' }]));
  api.on('GET', '/api/lines/list/newUser', () =>
    jsonResponse({
      data: [
        { id: 1, name: 'Moto' },
        { id: 2, name: 'Carro' },
      ],
    }),
  );
  api.on('GET', '/api/settings/public', () => jsonResponse({ termsAndConditions: null, privacyPolicy: null, bannerDesk: null, bannerMobile: null }));
};

describe('directory list: loading, failure, pages without the script, skip link', () => {
  let api: TFakeApi;
  beforeEach(() => {
    resetGeolocationSession();
    api = createFakeApi();
    setupApi(api);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('a filter change keeps the previous cards dimmed (busy) and says "Carregando…" until the new list comes', async () => {
    const { user, router } = renderApp('/');
    // (the first test of the file loads the cards' lazy chunk)
    await screen.findAllByRole('article', undefined, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 2, name: '48 resultados' })).toBeInTheDocument();
    const held = deferred();
    api.on('GET', '/api/companys/listfiltred/open', async () => {
      await held.promise;
      return jsonResponse({ data: partnersFrom(90, 1), total: 1 });
    });
    await user.click(await screen.findByRole('link', { name: 'Filtrar por Carro' }));
    await waitFor(() => expect(router.state.location.search).toBe('?line=2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Carregando…' })).toHaveAttribute('aria-busy', 'true');
    const panel = screen.getByTestId('partner-list-panel');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).getAllByRole('article')).toHaveLength(10);
    await act(async () => held.release());
    expect(await screen.findByRole('heading', { level: 2, name: '1 resultado' })).not.toHaveAttribute('aria-busy');
    expect(panel).not.toHaveAttribute('aria-busy');
  });

  it('a failed "Carregar mais" says so with "Tentar novamente", which loads the page', async () => {
    let fail = true;
    api.on('GET', '/api/companys/listfiltred/open', ({ url }) => {
      const page = Number(url.searchParams.get('pageIndex') ?? 0);
      if (page === 1 && fail) return jsonResponse(FAILED, 500);
      return jsonResponse({ data: partnersFrom(page * 10 + 1, 10), total: 48 });
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Carregar mais' }));
    expect(await screen.findByText('Não foi possível carregar mais parceiros. Verifique sua conexão.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Carregar mais' })).not.toBeInTheDocument();
    // the first page stays, with its count
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2, name: '48 resultados' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByText(/Não foi possível carregar mais/)).not.toBeInTheDocument();
  });

  it('a later page (?pagina=N) says which partners it shows and links the page before it', async () => {
    const second = renderApp('/?pagina=2');
    expect(await screen.findByTestId('page-range')).toHaveTextContent('Mostrando 11–20 de 48');
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/');
    second.unmount();

    renderApp('/sp?line=1&pagina=5');
    expect(await screen.findByTestId('page-range')).toHaveTextContent('Mostrando 41–48 de 48');
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/sp?line=1&pagina=4');
  });

  it('the first page has no range line', async () => {
    renderApp('/');
    await screen.findAllByRole('article');
    expect(screen.queryByTestId('page-range')).not.toBeInTheDocument();
  });

  it('the category tiles are links: to the list with the line, and back without it when it is the chosen one', async () => {
    renderApp('/sp?line=1&isAssistence=true');
    const moto = await screen.findByRole('link', { name: 'Filtrar por Moto' });
    const carro = screen.getByRole('link', { name: 'Filtrar por Carro' });
    expect(moto).toHaveAttribute('aria-current', 'true');
    expect(moto).toHaveAttribute('href', '/sp?isAssistence=true');
    expect(carro).not.toHaveAttribute('aria-current');
    expect(carro).toHaveAttribute('href', '/sp?line=2&isAssistence=true');
  });

  it('the cards name their "Ir para Loja" and WhatsApp links with the store', async () => {
    renderApp('/');
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Ir para Loja: rota até Parceiro 01 (abre em uma nova aba)' })).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'Whatsapp de Parceiro 01 (abre em uma nova aba)' })).toBeInTheDocument();
  });

  it('"Pular para o mapa" skips the cards: the map shows (on a phone too) and has the focus', async () => {
    setViewportWidth(390);
    const { user } = renderApp('/');
    await screen.findAllByRole('article');
    const skip = screen.getByRole('link', { name: 'Pular para o mapa' });
    const panel = screen.getByTestId('partner-list-panel');
    // the first thing in the list panel: before every card in the tab order
    expect(panel.firstElementChild).toBe(skip);
    await user.click(skip);
    expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('partner-map-panel')).toHaveFocus();
  });

  it('a searched place still being looked up says so; offline, that it waits for the connection', async () => {
    const held = deferred();
    api.on('GET', '/api/companys/listfiltred/place', async () => {
      await held.promise;
      return jsonResponse({ label: 'Campinas - SP', latitude: -22.9, longitude: -47.06, kind: 'city', uf: 'SP', city: 'Campinas' });
    });
    const first = renderApp('/?local=Campinas');
    expect(await screen.findByTestId('place-pending')).toHaveTextContent('Buscando Campinas…');
    await act(async () => held.release());
    await waitFor(() => expect(screen.queryByTestId('place-pending')).not.toBeInTheDocument());
    first.unmount();

    onlineManager.setOnline(false);
    renderApp('/?local=Curitiba');
    expect(await screen.findByTestId('place-pending')).toHaveTextContent('Sem conexão: a busca por Curitiba continua quando a conexão voltar.');
  });
});
