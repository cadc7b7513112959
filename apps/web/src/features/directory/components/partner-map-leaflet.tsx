/**
 * The partner map (lazy chunk: Leaflet never reaches the home's first load). Plain Leaflet with
 * grid clustering (grid-cluster.ts): red markers, yellow for the selected one, all L.divIcon with CSS
 * (no image downloads); the info window shows name, address, city, phone and 'Ver Detalhes'.
 */
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './partner-map.css';
import Box from '@mui/material/Box';
import { useT } from '@/lib/i18n';
import type { TLatLng, TMapMarker } from '../api/types';
import { BRAZIL_CENTER, BRAZIL_ZOOM } from '../constants';
import { clusterPoints, projectPoints, type TProjected } from './grid-cluster';
import { addressLine } from './partner-links';

export type TMapSelection = { id: number; source: 'list' | 'map' } | null;
export type TMapHandle = { flyTo: (position: TLatLng, zoom?: number) => void };

export type TPartnerMapProps = {
  partners: readonly TMapMarker[];
  selection: TMapSelection;
  onSelect: (id: number) => void;
  onOpenDetails: (partner: TMapMarker) => void;
  detailsHref: (partner: TMapMarker) => string;
  tileUrl: string;
  attribution: string;
  userPosition: TLatLng | null;
  onReady: (handle: TMapHandle | null) => void;
  height: number | string | Record<string, number | string>;
};

/** Below this zoom points cluster; from it on every partner has its own marker. */
const NO_CLUSTER_ZOOM = 17;
const SELECT_ZOOM = 15;

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
 * many partners the map holds and how many single markers and clusters it drew (bench/web times the map with it).
 */
const MARKERS_DRAWN_MARK = 'rp:map-markers-drawn';
const markDrawn = (points: number, drawn: readonly { count: number }[]) => {
  if (typeof performance.mark !== 'function' || typeof requestAnimationFrame !== 'function') return;
  const detail = { points, markers: drawn.filter((c) => c.count === 1).length, clusters: drawn.filter((c) => c.count > 1).length };
  requestAnimationFrame(() => performance.mark(MARKERS_DRAWN_MARK, { detail }));
};

const el = (tag: string, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  if (className) node.className = className;
  return node;
};

export const PartnerMapLeaflet = ({
  partners,
  selection,
  onSelect,
  onOpenDetails,
  detailsHref,
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
  const selectedRef = useRef<number | null>(selection?.id ?? null);
  const callbacks = useRef({ onSelect, onOpenDetails, detailsHref, t });
  callbacks.current = { onSelect, onOpenDetails, detailsHref, t };

  const located = useMemo(
    () => partners.filter((p) => p.addressPosition && Number.isFinite(p.addressPosition.latitude) && Number.isFinite(p.addressPosition.longitude)),
    [partners],
  );
  const byId = useMemo(() => new Map(located.map((p) => [p.id, p])), [located]);
  const projected = useMemo<TProjected[]>(
    () => projectPoints(located.map((p) => ({ id: p.id, lat: p.addressPosition!.latitude, lng: p.addressPosition!.longitude }))),
    [located],
  );
  const dataRef = useRef({ projected, byId });
  dataRef.current = { projected, byId };

  const renderMarkersRef = useRef<() => void>(() => {});
  renderMarkersRef.current = () => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const zoom = map.getZoom();
    const b = map.getBounds().pad(0.25);
    const selected = selectedRef.current;
    const clusters = clusterPoints(
      dataRef.current.projected,
      zoom,
      { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      { cellPx: zoom >= NO_CLUSTER_ZOOM ? 1 : 64, exclude: selected !== null ? new Set([selected]) : undefined },
    );
    layer.clearLayers();
    for (const cluster of clusters) {
      if (cluster.count === 1) {
        const id = cluster.ids[0]!;
        const partner = dataRef.current.byId.get(id);
        const marker = L.marker([cluster.lat, cluster.lng], {
          icon: markerIcon(id === selected),
          title: partner?.name ?? '',
          alt: partner?.name ?? '',
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: id === selected ? 1000 : 0,
        });
        marker.on('click', () => callbacks.current.onSelect(id));
        marker.on('add', () => {
          const node = marker.getElement();
          if (node) {
            node.dataset.partnerId = String(id);
            node.setAttribute('role', 'button');
            node.setAttribute('aria-pressed', id === selected ? 'true' : 'false');
          }
        });
        layer.addLayer(marker);
      } else {
        const marker = L.marker([cluster.lat, cluster.lng], {
          icon: clusterIcon(cluster.count),
          title: callbacks.current.t('directory.map.cluster', { count: cluster.count }),
          keyboard: true,
        });
        marker.on('add', () => marker.getElement()?.setAttribute('role', 'button'));
        marker.on('click', () => {
          const [[s, w], [n, e]] = cluster.bounds;
          if (s === n && w === e) map.setView([s, w], Math.min(map.getZoom() + 3, NO_CLUSTER_ZOOM));
          else map.fitBounds([[s, w], [n, e]], { padding: [40, 40], maxZoom: NO_CLUSTER_ZOOM });
        });
        layer.addLayer(marker);
      }
    }
    markDrawn(dataRef.current.projected.length, clusters);
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
      tel.href = `tel:${partner.phone.replace(/[^\d+]/g, '')}`;
      phone.append(tel);
      box.append(phone);
    }
    const details = el('a', tr('directory.details'), 'rp-popup-details') as HTMLAnchorElement;
    details.href = href(partner);
    details.addEventListener('click', (event) => {
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
    const map = L.map(container, { center: BRAZIL_CENTER, zoom: BRAZIL_ZOOM, zoomControl: true, worldCopyJump: false });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const rerender = () => renderMarkersRef.current();
    map.on('moveend', rerender);
    map.on('zoomend', rerender);
    onReady({
      flyTo: (position, zoom = 13) => map.setView([position.latitude, position.longitude], zoom),
    });
    return () => {
      onReady(null);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // tiles are configured once per mount
  }, [tileUrl, attribution, onReady]);

  // new data: frame the partners
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (projected.length > 0) {
      const lats = projected.map((p) => p.lat);
      const lngs = projected.map((p) => p.lng);
      map.fitBounds(
        [
          [Math.min(...lats), Math.min(...lngs)],
          [Math.max(...lats), Math.max(...lngs)],
        ],
        { padding: [32, 32], maxZoom: 14, animate: false },
      );
    }
    renderMarkersRef.current();
  }, [projected]);

  // the selected partner: yellow marker, info window, and (from the list) the map goes to it
  useEffect(() => {
    selectedRef.current = selection?.id ?? null;
    const map = mapRef.current;
    const partner = selection ? byId.get(selection.id) : undefined;
    if (map && partner?.addressPosition && selection?.source === 'list') {
      map.setView([partner.addressPosition.latitude, partner.addressPosition.longitude], Math.max(map.getZoom(), SELECT_ZOOM), { animate: false });
    }
    renderMarkersRef.current();
    if (partner) openPopup(partner);
    else popupRef.current?.remove();
    // openPopup reads callbacks through refs
  }, [selection, byId]);

  // the visitor's position
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !userPosition) return;
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


