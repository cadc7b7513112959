import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartnerMap, TPartnerMapMarker } from '@rede/domain';
import type { TMapView } from '../api/get-map-clusters';
import type { TLatLng } from '../api/types';
import { PartnerMapLeaflet, type TMapHandle, type TPartnerMapProps } from '../components/partner-map-leaflet';

const tracked = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('@/lib/analytics/track', () => ({ track: (event: unknown) => tracked.events.push(event) }));

// jsdom lays nothing out: give every element the size of a phone map so Leaflet can frame bounds
const size = { clientWidth: 400, clientHeight: 360 };
const saved = Object.fromEntries(Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const centre = (view: TMapView) => ({ longitude: (view.bbox[0] + view.bbox[2]) / 2, latitude: (view.bbox[1] + view.bbox[3]) / 2 });

const renderMap = (props: Partial<TPartnerMapProps>) => {
  const views: TMapView[] = [];
  const base: TPartnerMapProps = {
    clusters: undefined,
    frameKey: 'a',
    extent: undefined,
    selection: null,
    selectedPartner: null,
    onSelect: vi.fn(),
    onOpenDetails: vi.fn(),
    detailsHref: () => '/',
    onViewChange: (view) => views.push(view),
    tileUrl: '',
    attribution: '',
    userPosition: null,
    onReady: vi.fn(),
    height: 360,
  };
  const result = render(<PartnerMapLeaflet {...base} {...props} />);
  return {
    ...result,
    views,
    rerenderWith: (next: Partial<TPartnerMapProps>) => result.rerender(<PartnerMapLeaflet {...base} {...props} {...next} />),
  };
};

describe('public map view (section 4)', () => {
  it('opens on São Paulo at zoom 12, and stays there when the filters hold nothing to frame', () => {
    const { views, rerenderWith } = renderMap({});
    expect(views.at(-1)!.zoom).toBe(12);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-23.55, 0);
    expect(centre(views.at(-1)!).longitude).toBeCloseTo(-46.63, 0);
    rerenderWith({ frameKey: 'b', extent: null });
    expect(views.at(-1)!.zoom).toBe(12);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-23.55, 0);
  });

  it('frames a single result at zoom 15', () => {
    const { views, rerenderWith } = renderMap({});
    rerenderWith({ frameKey: 'one', extent: [-43.2, -22.9, -43.2, -22.9] });
    expect(views.at(-1)!.zoom).toBe(15);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-22.9, 1);
  });

  it('centres on the visitor when the location arrives, and the first frame of the filters does not move it away', () => {
    const { views, rerenderWith } = renderMap({ extent: undefined });
    const visitor: TLatLng = { latitude: -3.119, longitude: -60.0217 };
    rerenderWith({ userPosition: visitor });
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-3.1, 0);
    expect(centre(views.at(-1)!).longitude).toBeCloseTo(-60.0, 0);
    expect(views.at(-1)!.zoom).toBeGreaterThanOrEqual(12);
    // the whole network's extent arrives afterwards: the visitor stays in the centre
    rerenderWith({ userPosition: visitor, extent: [-60, -30, -35, -3] });
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-3.1, 0);
  });
});

describe('the map follows the place search', () => {
  const campinas = { latitude: -22.9056, longitude: -47.0608, label: 'Campinas - SP', kind: 'city' as const };
  const searchedMarker = () => mapElement().querySelector<HTMLElement>('.rp-searched');
  const boundsOf = (view: TMapView) => ({ west: view.bbox[0], south: view.bbox[1], east: view.bbox[2], north: view.bbox[3] });

  it("centres on the searched city with a 'Ponto buscado' marker (named, a tab stop) and frames its nearest partners, no closer than zoom 12", () => {
    const nearby = [
      { latitude: -22.95, longitude: -47.1 },
      { latitude: -22.8, longitude: -46.95 },
    ];
    const { views } = renderMap({ searchedPlace: campinas, searchedNearby: nearby });
    const pin = searchedMarker()!;
    expect(pin).toHaveAccessibleName('Ponto buscado: Campinas - SP');
    expect(pin).toHaveAttribute('tabindex', '0');
    // not a partner pin: neither red nor yellow
    expect(pin).not.toHaveClass('rp-marker');
    const view = views.at(-1)!;
    expect(view.zoom).toBeLessThanOrEqual(12);
    expect(view.zoom).toBeGreaterThanOrEqual(9);
    const bounds = boundsOf(view);
    for (const point of [campinas, ...nearby]) {
      expect(point.latitude).toBeGreaterThan(bounds.south);
      expect(point.latitude).toBeLessThan(bounds.north);
      expect(point.longitude).toBeGreaterThan(bounds.west);
      expect(point.longitude).toBeLessThan(bounds.east);
    }
  });

  it('zooms out as far as the nearest partners are, and a CEP alone is shown at zoom 16', () => {
    const far = renderMap({ searchedPlace: campinas, searchedNearby: [{ latitude: -25.43, longitude: -49.27 }] });
    expect(far.views.at(-1)!.zoom).toBeLessThan(9);
    expect(boundsOf(far.views.at(-1)!).south).toBeLessThan(-25.43);
    far.unmount();
    const cep = { latitude: -23.5503, longitude: -46.6339, label: 'CEP 01001-000 · Praça da Sé, São Paulo - SP', kind: 'cep' as const };
    const { views } = renderMap({ searchedPlace: cep });
    expect(views.at(-1)!.zoom).toBe(16);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-23.55, 2);
    expect(searchedMarker()).toHaveAccessibleName('Ponto buscado: CEP 01001-000 · Praça da Sé, São Paulo - SP');
  });

  it("keeps the searched point over the filters' extent and the visitor's position; a cleared search goes back to the filters' frame", () => {
    const { views, rerenderWith } = renderMap({ searchedPlace: campinas });
    expect(views.at(-1)!.zoom).toBe(12);
    rerenderWith({ searchedPlace: campinas, extent: [-60, -30, -35, -3], userPosition: { latitude: -3.1, longitude: -60 } });
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-22.9, 1);
    expect(centre(views.at(-1)!).longitude).toBeCloseTo(-47.06, 1);
    rerenderWith({ searchedPlace: null, extent: [-43.2, -22.9, -43.2, -22.9] });
    expect(searchedMarker()).toBeNull();
    expect(views.at(-1)!.zoom).toBe(15);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-22.9, 1);
    expect(centre(views.at(-1)!).longitude).toBeCloseTo(-43.2, 1);
  });
});

const marker = (id: number, name: string, latitude: number, longitude: number): TPartnerMapMarker => ({
  id,
  name,
  logradouro: 'Rua Augusta',
  numero: String(id),
  neibor: 'Consolação',
  city: 'São Paulo',
  uf: 'SP',
  cep: '01305-000',
  phone: '(11) 3333-4444',
  whatsapp: null,
  addressPosition: { latitude, longitude },
  isAssistence: false,
  slug: 'loja',
  path: `/sp/sao-paulo/loja/${id}`,
});

const answer: TPartnerMap = {
  clusters: [{ id: 100, count: 1234, addressPosition: { latitude: -23.6, longitude: -46.7 }, expansionZoom: 14 }],
  partners: [marker(1, 'Loja Um', -23.55, -46.63), marker(2, 'Loja Dois', -23.54, -46.62)],
  total: 1236,
  extent: [-46.8, -23.7, -46.5, -23.4],
};

const mapElement = () => screen.getByTestId('partner-map');
const pinOf = (id: number) => mapElement().querySelector<HTMLElement>(`.rp-marker[data-partner-id="${id}"]`);

describe('public map markers and info window (the map kit on react-leaflet)', () => {
  beforeEach(() => {
    tracked.events.length = 0;
  });

  it('draws the clusters with their count and the single partners; a cluster click zooms to its expansion zoom, a pin click selects', () => {
    const onSelect = vi.fn();
    const { views } = renderMap({ clusters: answer, onSelect });
    expect(mapElement()).toHaveAccessibleName('Mapa de parceiros');
    const cluster = mapElement().querySelector<HTMLElement>('.rp-cluster')!;
    expect(cluster.textContent).toBe('1.234');
    expect(cluster).toHaveAttribute('title', '1234 parceiros nesta região: aproximar');
    expect(pinOf(1)).toHaveAttribute('title', 'Loja Um');
    expect(pinOf(1)).toHaveAttribute('aria-pressed', 'false');
    expect(pinOf(2)).not.toHaveClass('rp-marker--selected');
    fireEvent.click(cluster);
    expect(views.at(-1)!.zoom).toBe(14);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-23.6, 1);
    fireEvent.click(pinOf(2)!);
    expect(onSelect).toHaveBeenCalledWith(answer.partners[1]);
    // a pin is a button from the keyboard too
    fireEvent.keyDown(pinOf(1)!, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(answer.partners[0]);
  });

  it('always draws the selected partner (yellow, pressed), even outside the answer, and opens its info window', () => {
    const chosen = marker(9, 'Loja Nove', -23.5, -46.6);
    const onOpenDetails = vi.fn();
    renderMap({ clusters: answer, selection: { id: 9, source: 'list' }, selectedPartner: chosen, onOpenDetails, detailsHref: (p) => p.path! });
    const pin = pinOf(9)!;
    expect(pin).toHaveClass('rp-marker--selected');
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    // one marker per partner: the selected one is not drawn twice
    expect(mapElement().querySelectorAll('[data-partner-id="9"]')).toHaveLength(1);
    const popup = within(mapElement().querySelector<HTMLElement>('.leaflet-popup-content')!);
    expect(popup.getByText('Loja Nove')).toBeInTheDocument();
    expect(popup.getByText('Rua Augusta, 9 – Consolação')).toBeInTheDocument();
    expect(popup.getByText('São Paulo - SP')).toBeInTheDocument();
    fireEvent.click(popup.getByRole('link', { name: '(11) 3333-4444' }));
    const details = popup.getByRole('link', { name: 'Ver Detalhes' });
    expect(details).toHaveAttribute('href', '/sp/sao-paulo/loja/9');
    fireEvent.click(details);
    expect(onOpenDetails).toHaveBeenCalledWith(chosen);
    expect(tracked.events).toEqual([
      { type: 'phone_click', partnerId: 9 },
      { type: 'details_click', partnerId: 9 },
    ]);
  });

  it('selecting a drawn partner keeps one pin for it; no selection closes the info window', () => {
    const { rerenderWith } = renderMap({ clusters: answer });
    rerenderWith({ clusters: answer, selection: { id: 1, source: 'map' }, selectedPartner: answer.partners[0]! });
    expect(mapElement().querySelectorAll('[data-partner-id="1"]')).toHaveLength(1);
    expect(pinOf(1)).toHaveClass('rp-marker--selected');
    expect(pinOf(2)).not.toHaveClass('rp-marker--selected');
    expect(mapElement().querySelector('.leaflet-popup-content')?.textContent).toContain('Loja Um');
    rerenderWith({ clusters: answer, selection: null, selectedPartner: null });
    expect(pinOf(1)).not.toHaveClass('rp-marker--selected');
    expect(mapElement().querySelector('.leaflet-popup')).toBeNull();
  });

  it("hands over a handle that moves the map, and marks the visitor's position", () => {
    let handle: TMapHandle | null = null;
    const { views } = renderMap({ onReady: (h) => (handle = h), userPosition: { latitude: -22.9, longitude: -43.2 } });
    expect(mapElement().querySelector('.rp-user')).toHaveAttribute('title', 'Você está aqui');
    handle!.flyTo({ latitude: -15.8, longitude: -47.9 }, 14);
    expect(views.at(-1)!.zoom).toBe(14);
    expect(centre(views.at(-1)!).latitude).toBeCloseTo(-15.8, 0);
  });
});
