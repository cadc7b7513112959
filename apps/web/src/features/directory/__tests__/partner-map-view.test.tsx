import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMapView } from '../api/get-map-clusters';
import type { TLatLng } from '../api/types';
import { PartnerMapLeaflet, type TPartnerMapProps } from '../components/partner-map-leaflet';

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

describe('public map view (section 4, #15 item 5)', () => {
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
