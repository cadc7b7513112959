import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { SAO_PAULO_CENTER } from '@rede/domain/constants';
import { projectToPixels, tileView, unprojectPixels, viewAt } from '../components/map-view';

/** A Leaflet map on a detached box of the given size (jsdom has no layout: the size is what Leaflet reads). */
const leafletMap = (width: number, height: number) => {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: width });
  Object.defineProperty(container, 'clientHeight', { value: height });
  document.body.append(container);
  return L.map(container, { zoomControl: false, attributionControl: false });
};

/** A deterministic sequence of numbers in [0, 1). */
const random = (() => {
  let seed = 20261126;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
})();

afterEach(() => {
  document.body.replaceChildren();
});

describe('map-view: the clusters view computed as Leaflet computes it', () => {
  it('projects and unprojects to exactly the numbers Leaflet gives', () => {
    const map = leafletMap(800, 600);
    for (let i = 0; i < 500; i++) {
      const zoom = Math.floor(random() * 19);
      const latitude = -85 + random() * 170;
      const longitude = -180 + random() * 360;
      const ours = projectToPixels(latitude, longitude, zoom);
      const theirs = map.project([latitude, longitude], zoom);
      expect([ours.x, ours.y]).toEqual([theirs.x, theirs.y]);
      const back = unprojectPixels(ours.x, ours.y, zoom);
      const theirsBack = map.unproject(theirs, zoom);
      expect([back.lat, back.lng]).toEqual([theirsBack.lat, theirsBack.lng]);
    }
    map.remove();
  });

  it('gives, before the map exists, the view a map of that size reports once set there (São Paulo and random places)', () => {
    const places = [
      { center: SAO_PAULO_CENTER, zoom: SAO_PAULO_CENTER.zoom, width: 1366, height: 628 },
      { center: SAO_PAULO_CENTER, zoom: SAO_PAULO_CENTER.zoom, width: 412, height: 360 },
      ...Array.from({ length: 300 }, () => ({
        center: { latitude: -34 + random() * 39, longitude: -74 + random() * 40 },
        zoom: Math.floor(random() * 17),
        width: 200 + Math.floor(random() * 1800),
        height: 200 + Math.floor(random() * 900),
      })),
    ];
    for (const { center, zoom, width, height } of places) {
      const map = leafletMap(width, height);
      map.setView([center.latitude, center.longitude], zoom, { animate: false });
      const pixels = map.getPixelBounds();
      expect(viewAt(center, zoom, width, height)).toEqual(tileView(pixels.min!, pixels.max!, zoom));
      map.remove();
    }
  });

  it('widens the view to whole tiles and clamps it to the world', () => {
    // zoom 0: the world is one 256-pixel tile, whatever part of it is visible
    expect(tileView({ x: 10, y: 20 }, { x: 100, y: 200 }, 0)).toEqual({ bbox: [-180, -85.0511, 180, 85.0511], zoom: 0 });
    // a box wider than the world stays within it
    expect(tileView({ x: -500, y: -500 }, { x: 2000, y: 2000 }, 1).bbox).toEqual([-180, -85.0511, 180, 85.0511]);
    // zoom 1, the north-west tile
    expect(tileView({ x: 1, y: 1 }, { x: 255, y: 255 }, 1)).toEqual({ bbox: [-180, 0, 0, 85.0511], zoom: 1 });
  });
});
