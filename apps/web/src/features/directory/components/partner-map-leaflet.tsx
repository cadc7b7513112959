/**
 * The partner map (lazy chunk: Leaflet never reaches the home's first load). Plain Leaflet drawing what
 * the server clustered (GET /companys/listfiltred/map, supercluster): circles with a count (a click
 * zooms to where the cluster splits) and red markers; the selected partner is yellow and always shown.
 * All L.divIcon with CSS (no image downloads); the info window shows name, address, city, phone and
 * 'Ver Detalhes'. Each move asks for the clusters of the new view (onViewChange).
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './partner-map.css';
import Box from '@mui/material/Box';
import { MAP_ZOOM, SAO_PAULO_CENTER, type TPartnerMap } from '@rede/domain';
import { useT } from '@/lib/i18n';
import { track } from '@/lib/analytics/track';
import type { TLatLng, TMapMarker } from '../api/types';
import type { TMapView } from '../api/get-map-clusters';
import { addressLine } from './partner-links';
import { telLink } from '@rede/domain/validators/tel-link';

export type TMapSelection = { id: number; source: 'list' | 'map' } | null;
export type TMapHandle = { flyTo: (position: TLatLng, zoom?: number) => void };

export type TPartnerMapProps = {
  /** The clusters and partners of the current view (the latest answer). */
  clusters: TPartnerMap | undefined;
  /** Changes with the filters; the map frames the `extent` of the first answer for a new key. */
  frameKey: string;
  /** The extent of every partner of the current filters (null: none or not known yet). */
  extent: TPartnerMap['extent'] | undefined;
  selection: TMapSelection;
  /** The selected partner's data (from the list or the map), drawn even when its point is inside a cluster. */
  selectedPartner: TMapMarker | null;
  onSelect: (partner: TMapMarker) => void;
  onOpenDetails: (partner: TMapMarker) => void;
  detailsHref: (partner: TMapMarker) => string;
  onViewChange: (view: TMapView) => void;
  tileUrl: string;
  attribution: string;
  userPosition: TLatLng | null;
  onReady: (handle: TMapHandle | null) => void;
  height: number | string | Record<string, number | string>;
};

const SELECT_ZOOM = 15;
const TILE = 256;

const markerIcon = (selected: boolean) =>
  L.divIcon({
    className: selected ? 'rp-marker rp-marker--selected' : 'rp-marker',
    html: '<span class="rp-pin"></span>',
    iconSize: [26, 30],
    iconAnchor: [13, 30],
    popupAnchor: [0, -28],
  });

const clusterIcon = (count: number) => {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 56;
  return L.divIcon({ className: 'rp-cluster', html: `<span>${count.toLocaleString('pt-BR')}</span>`, iconSize: [size, size] });
};

/**
 * After the frame that paints a marker render: the performance mark MARKERS_DRAWN_MARK, whose detail says how
 * many partners the filters hold and how many single markers and clusters the view drew (bench/web times the map with it).
 */
const MARKERS_DRAWN_MARK = 'rp:map-markers-drawn';
const markDrawn = (points: number, markers: number, clusters: number) => {
  if (typeof performance.mark !== 'function' || typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => performance.mark(MARKERS_DRAWN_MARK, { detail: { points, markers, clusters } }));
};

const el = (tag: string, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The view to ask for: the visible area widened to whole 256-pixel tiles (the same request for everyone
 * looking at the same place: the server's cache answers it), clamped to the world.
 */
const viewOf = (map: L.Map): TMapView => {
  const zoom = Math.round(map.getZoom());
  const pixels = map.getPixelBounds();
  const world = TILE * 2 ** zoom;
  const minX = clamp(Math.floor(pixels.min!.x / TILE) * TILE, 0, world);
  const maxX = clamp(Math.ceil(pixels.max!.x / TILE) * TILE, 0, world);
  const minY = clamp(Math.floor(pixels.min!.y / TILE) * TILE, 0, world);
  const maxY = clamp(Math.ceil(pixels.max!.y / TILE) * TILE, 0, world);
  const northWest = map.unproject([minX, minY], zoom);
  const southEast = map.unproject([maxX, maxY], zoom);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    bbox: [
      round(clamp(northWest.lng, -180, 180)),
      round(clamp(southEast.lat, -85.0511, 85.0511)),
      round(clamp(southEast.lng, -180, 180)),
      round(clamp(northWest.lat, -85.0511, 85.0511)),
    ],
    zoom,
  };
};

export const PartnerMapLeaflet = ({
  clusters,
  frameKey,
  extent,
  selection,
  selectedPartner,
  onSelect,
  onOpenDetails,
  detailsHref,
  onViewChange,
  tileUrl,
  attribution,
  userPosition,
  onReady,
  height,
}: TPartnerMapProps) => {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const popupRef = useRef<L.Popup | null>(null);
  const userMarkerRef = useRef<L.Marker | null>(null);
  const framedRef = useRef<string | null>(null);
  const frameKeyRef = useRef(frameKey);
  frameKeyRef.current = frameKey;
  const callbacks = useRef({ onSelect, onOpenDetails, detailsHref, onViewChange, t });
  callbacks.current = { onSelect, onOpenDetails, detailsHref, onViewChange, t };
  const dataRef = useRef({ clusters, selection, selectedPartner });
  dataRef.current = { clusters, selection, selectedPartner };

  const partnerMarker = (partner: TMapMarker & { addressPosition: NonNullable<TMapMarker['addressPosition']> }, selected: boolean) => {
    const { id } = partner;
    const marker = L.marker([partner.addressPosition.latitude, partner.addressPosition.longitude], {
      icon: markerIcon(selected),
      title: partner.name,
      alt: partner.name,
      keyboard: true,
      riseOnHover: true,
      zIndexOffset: selected ? 1000 : 0,
    });
    marker.on('click', () => callbacks.current.onSelect(partner));
    marker.on('add', () => {
      const node = marker.getElement();
      if (node) {
        node.dataset.partnerId = String(id);
        node.setAttribute('role', 'button');
        node.setAttribute('aria-pressed', selected ? 'true' : 'false');
      }
    });
    return marker;
  };

  /** The markers on the map by key ('c<id>:<count>' clusters, 'p<id>' partners): a new answer only adds and removes the differences. */
  const drawnRef = useRef(new Map<string, L.Marker>());
  const renderMarkersRef = useRef<() => void>(() => {});
  renderMarkersRef.current = () => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const { clusters: data, selection: selected } = dataRef.current;
    const drawn = drawnRef.current;
    const wanted = new Map<string, () => L.Marker>();
    for (const cluster of data?.clusters ?? []) {
      const { latitude, longitude } = cluster.addressPosition;
      wanted.set(`c${cluster.id}:${cluster.count}:${latitude}:${longitude}`, () => {
        const marker = L.marker([latitude, longitude], {
          icon: clusterIcon(cluster.count),
          title: callbacks.current.t('directory.map.cluster', { count: cluster.count }),
          keyboard: true,
        });
        marker.on('add', () => marker.getElement()?.setAttribute('role', 'button'));
        marker.on('click', () => map.setView([latitude, longitude], cluster.expansionZoom));
        return marker;
      });
    }
    for (const partner of data?.partners ?? []) {
      if (partner.id !== selected?.id) wanted.set(`p${partner.id}`, () => partnerMarker(partner, false));
    }
    for (const [key, marker] of drawn) {
      if (wanted.has(key)) continue;
      layer.removeLayer(marker);
      drawn.delete(key);
    }
    for (const [key, create] of wanted) {
      if (drawn.has(key)) continue;
      const marker = create();
      layer.addLayer(marker);
      drawn.set(key, marker);
    }
    if (data) markDrawn(data.total, data.partners.length, data.clusters.length);
  };

  // the selected partner's marker, on its own layer: kept while the view's answers come and go
  const selectedLayerRef = useRef<L.LayerGroup | null>(null);
  const renderSelectedRef = useRef<() => void>(() => {});
  renderSelectedRef.current = () => {
    const layer = selectedLayerRef.current;
    if (!layer) return;
    layer.clearLayers();
    const { selection: selected, selectedPartner: chosen } = dataRef.current;
    const position = chosen?.addressPosition;
    if (selected && chosen && position) layer.addLayer(partnerMarker({ ...chosen, addressPosition: position }, true));
  };

  const openPopup = (partner: TMapMarker) => {
    const map = mapRef.current;
    if (!map || !partner.addressPosition) return;
    const { t: tr, detailsHref: href, onOpenDetails: open } = callbacks.current;
    const box = el('div', undefined, 'rp-popup');
    box.append(el('strong', partner.name), el('p', addressLine(partner)), el('p', `${partner.city} - ${partner.uf}`));
    if (partner.phone) {
      const phone = el('p');
      const tel = el('a', partner.phone) as HTMLAnchorElement;
      tel.href = telLink(partner.phone);
      tel.addEventListener('click', () => track({ type: 'phone_click', partnerId: partner.id }));
      phone.append(tel);
      box.append(phone);
    }
    const details = el('a', tr('directory.details'), 'rp-popup-details') as HTMLAnchorElement;
    details.href = href(partner);
    details.addEventListener('click', (event) => {
      track({ type: 'details_click', partnerId: partner.id });
      if (event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      open(partner);
    });
    box.append(details);
    popupRef.current?.remove();
    popupRef.current = L.popup({ offset: [0, -26], autoPanPadding: [24, 24] })
      .setLatLng([partner.addressPosition.latitude, partner.addressPosition.longitude])
      .setContent(box)
      .openOn(map);
  };

  // the map, once
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // section 4: the public map opens on São Paulo at zoom 12 (the filters' extent or the visitor then move it)
    const map = L.map(container, {
      center: [SAO_PAULO_CENTER.latitude, SAO_PAULO_CENTER.longitude],
      zoom: SAO_PAULO_CENTER.zoom,
      zoomControl: true,
      worldCopyJump: false,
    });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    selectedLayerRef.current = L.layerGroup().addTo(map);
    drawnRef.current.clear();
    mapRef.current = map;
    const viewChanged = () => callbacks.current.onViewChange(viewOf(map));
    map.on('moveend', viewChanged);
    viewChanged();
    onReady({
      flyTo: (position, zoom = 13) => map.setView([position.latitude, position.longitude], zoom),
    });
    return () => {
      onReady(null);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      selectedLayerRef.current = null;
    };
    // tiles are configured once per mount
  }, [tileUrl, attribution, onReady]);

  // new filters: frame every partner they hold, once their first answer is in (section 4: a single result at
  // zoom 15 at most; nothing to frame: São Paulo at zoom 12)
  useEffect(() => {
    const map = mapRef.current;
    if (!map || extent === undefined || framedRef.current === frameKey) return;
    framedRef.current = frameKey;
    if (!extent) {
      map.setView([SAO_PAULO_CENTER.latitude, SAO_PAULO_CENTER.longitude], SAO_PAULO_CENTER.zoom, { animate: false });
      return;
    }
    const [west, south, east, north] = extent;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [32, 32], maxZoom: MAP_ZOOM.single, animate: false },
    );
  }, [frameKey, extent]);

  // a new answer (or selection): draw it
  useEffect(() => {
    renderMarkersRef.current();
  }, [clusters, selection]);
  useEffect(() => {
    renderSelectedRef.current();
  }, [selection, selectedPartner]);

  // the selected partner: yellow marker, info window, and (from the list) the map goes to it
  useEffect(() => {
    const map = mapRef.current;
    const position = selectedPartner?.addressPosition;
    if (map && position && selection?.source === 'list') {
      map.setView([position.latitude, position.longitude], Math.max(map.getZoom(), SELECT_ZOOM), { animate: false });
    }
    if (selection && selectedPartner) openPopup(selectedPartner);
    else popupRef.current?.remove();
    // openPopup reads callbacks through refs
  }, [selection, selectedPartner]);

  // the visitor's position: marked, and the map centred on it when it arrives (at least the city's zoom); the
  // first extent of the current filters no longer moves the map away from the visitor
  const centredOnRef = useRef<TLatLng | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !userPosition) return;
    if (centredOnRef.current !== userPosition) {
      centredOnRef.current = userPosition;
      framedRef.current = frameKeyRef.current;
      map.setView([userPosition.latitude, userPosition.longitude], Math.max(map.getZoom(), MAP_ZOOM.city), { animate: false });
    }
    userMarkerRef.current?.remove();
    userMarkerRef.current = L.marker([userPosition.latitude, userPosition.longitude], {
      icon: L.divIcon({ className: '', html: '<span class="rp-user"></span>', iconSize: [16, 16] }),
      title: t('directory.map.youAreHere'),
      keyboard: false,
      interactive: false,
    }).addTo(map);
  }, [userPosition, t]);

  return (
    <Box
      ref={containerRef}
      data-testid="partner-map"
      role="region"
      aria-label={t('directory.map.title')}
      sx={{ height, width: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover', zIndex: 0 }}
    />
  );
};
