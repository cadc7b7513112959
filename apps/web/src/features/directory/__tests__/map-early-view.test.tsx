import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAO_PAULO_CENTER } from '@rede/domain/constants';
import { createFakeApi, jsonResponse } from '@/testing/fake-api';
import { renderApp } from '@/testing/test-utils';
import { preloadServerRenderedChunks } from '../components/directory-home';
import { viewAt } from '../components/map-view';

// Leaflet's chunk never arrives: whatever asks for clusters now is the map panel's early view, not the map
vi.mock('../components/partner-map-leaflet', () => new Promise(() => {}));

const WIDTH = 900;
const HEIGHT = 520;

describe('the directory map, before Leaflet has loaded', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  it("asks for the São Paulo view's clusters at the slot's size, as the map will once it is up", async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => HEIGHT });
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn() }, configurable: true });
    const api = createFakeApi();
    api.on('GET', '/api/companys/listfiltred/open', () => jsonResponse({ data: [], total: 0 }));
    api.on('GET', '/api/companys/listfiltred/map', () => jsonResponse({ clusters: [], partners: [], total: 0, extent: null }));
    api.on('GET', '/api/lines/list/newUser', () => jsonResponse({ data: [] }));
    api.on('GET', '/api/companys/listfiltred/states', () => jsonResponse([]));
    renderApp('/');

    const expected = viewAt(SAO_PAULO_CENTER, SAO_PAULO_CENTER.zoom, WIDTH, HEIGHT);
    await waitFor(() => expect(api.callsTo('GET', '/api/companys/listfiltred/map').length).toBeGreaterThan(0));
    const query = new URLSearchParams(api.callsTo('GET', '/api/companys/listfiltred/map')[0]!.search);
    expect(query.get('bbox')).toBe(expected.bbox.join(','));
    expect(query.get('zoom')).toBe(String(expected.zoom));

    // the page's lazy pieces finish loading before the test ends (a module still loading at teardown fails the run)
    await screen.findByText('Nenhum parceiro encontrado com os filtros selecionados.');
    await preloadServerRenderedChunks();
  });
});
