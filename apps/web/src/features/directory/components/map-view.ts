import type { TMapView } from '../api/get-map-clusters';

/*
 * Leaflet's EPSG:3857 (Leaflet 1.9: geo/crs/CRS.EPSG3857.js, geo/projection/Projection.SphericalMercator.js,
 * geometry/Transformation.js), operation by operation, so that a view computed here before Leaflet has loaded
 * is the one the map reports once it is up, to the last digit: the same clusters query, asked for once.
 */
const R = 6378137;
const MAX_LATITUDE = 85.0511287798;
const TRANSFORM = 0.5 / (Math.PI * R);
const TILE = 256;

const scaleOf = (zoom: number) => 256 * Math.pow(2, zoom);

/** A position in the world's pixels at `zoom` (Leaflet's `map.project`). */
export const projectToPixels = (latitude: number, longitude: number, zoom: number): { x: number; y: number } => {
  const d = Math.PI / 180;
  const lat = Math.max(Math.min(MAX_LATITUDE, latitude), -MAX_LATITUDE);
  const sin = Math.sin(lat * d);
  const x = R * longitude * d;
  const y = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = scaleOf(zoom);
  return { x: scale * (TRANSFORM * x + 0.5), y: scale * (-TRANSFORM * y + 0.5) };
};

/** World pixels at `zoom` back to degrees (Leaflet's `map.unproject`). */
export const unprojectPixels = (px: number, py: number, zoom: number): { lat: number; lng: number } => {
  const scale = scaleOf(zoom);
  const x = (px / scale - 0.5) / TRANSFORM;
  const y = (py / scale - 0.5) / -TRANSFORM;
  const d = 180 / Math.PI;
  return { lat: (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * d, lng: (x * d) / R };
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The view to ask for: the visible pixel bounds widened to whole 256-pixel tiles (the same request for everyone
 * looking at the same place: the server's cache answers it), clamped to the world, in degrees.
 */
export const tileView = (min: { x: number; y: number }, max: { x: number; y: number }, zoom: number): TMapView => {
  const world = TILE * 2 ** zoom;
  const minX = clamp(Math.floor(min.x / TILE) * TILE, 0, world);
  const maxX = clamp(Math.ceil(max.x / TILE) * TILE, 0, world);
  const minY = clamp(Math.floor(min.y / TILE) * TILE, 0, world);
  const maxY = clamp(Math.ceil(max.y / TILE) * TILE, 0, world);
  const northWest = unprojectPixels(minX, minY, zoom);
  const southEast = unprojectPixels(maxX, maxY, zoom);
  return {
    bbox: [
      round6(clamp(northWest.lng, -180, 180)),
      round6(clamp(southEast.lat, -85.0511, 85.0511)),
      round6(clamp(southEast.lng, -180, 180)),
      round6(clamp(northWest.lat, -85.0511, 85.0511)),
    ],
    zoom,
  };
};

/**
 * The view of a map of `width` × `height` pixels set to `center` at a whole `zoom`, as Leaflet places it
 * (`_getNewPixelOrigin`: the centre's pixel minus half the size, rounded).
 */
export const viewAt = (center: { latitude: number; longitude: number }, zoom: number, width: number, height: number): TMapView => {
  const c = projectToPixels(center.latitude, center.longitude, zoom);
  const min = { x: Math.round(c.x - width / 2), y: Math.round(c.y - height / 2) };
  return tileView(min, { x: min.x + width, y: min.y + height }, zoom);
};
