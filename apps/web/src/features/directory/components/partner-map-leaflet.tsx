/**
 * The partner map (lazy chunk: Leaflet never reaches the home's first load), on the map kit
 * (`components/map`, react-leaflet). It draws what the server clustered (GET /companys/listfiltred/map,
 * supercluster): circles with a count (a click zooms to where the cluster splits) and red pins; the
 * selected partner is yellow and always shown. The info window shows name, address, city, phone, 'Rota',
 * 'WhatsApp' and 'Ver Detalhes'. Each move asks for the clusters of the new view (onViewChange).
 */
import './partner-map.css';
import { memo, useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { LatLngTuple, LeafletEventHandlerFnMap, Map as LeafletMap } from 'leaflet';
import { Popup, useMap } from 'react-leaflet';
import { BaseMap } from '@/components/map/base-map';
import { ClusterMarker, PinMarker, UserPositionMarker } from '@/components/map/map-markers';
import type { TPartnerMap } from '@rede/domain';
import { MAP_ZOOM, SAO_PAULO_CENTER } from '@rede/domain/constants';
import { directionsLink } from '@rede/domain/validators/directions-link';
import { telLink } from '@rede/domain/validators/tel-link';
import { whatsappLink } from '@rede/domain/validators/whatsapp-link';
import { useT } from '@/lib/i18n';
import { track } from '@/lib/analytics/track';
import type { TLatLng, TMapMarker } from '../api/types';
import type { TMapView } from '../api/get-map-clusters';
import { tileView } from './map-view';
import { addressLine } from './partner-links';
import { SearchedPlaceMarker, searchedPlaceZoom, type TSearchedPlace } from './searched-place-marker';

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
  /** A searched CEP, address or city: marked, and framed with `searchedNearby` (the list's nearest partners). */
  searchedPlace?: TSearchedPlace | null;
  searchedNearby?: readonly TLatLng[];
  onReady: (handle: TMapHandle | null) => void;
  height: number | string | Record<string, number | string>;
};

type TPlacedPartner = TMapMarker & { addressPosition: NonNullable<TMapMarker['addressPosition']> };

const SELECT_ZOOM = 15;
const SAO_PAULO: LatLngTuple = [SAO_PAULO_CENTER.latitude, SAO_PAULO_CENTER.longitude];

/**
 * After the frame that paints a marker render: the performance mark MARKERS_DRAWN_MARK, whose detail says how
 * many partners the filters hold and how many single markers and clusters the view drew (bench/web times the map with it).
 */
const MARKERS_DRAWN_MARK = 'rp:map-markers-drawn';
const markDrawn = (points: number, markers: number, clusters: number) => {
  if (typeof performance.mark !== 'function' || typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() => performance.mark(MARKERS_DRAWN_MARK, { detail: { points, markers, clusters } }));
};

/** The view to ask for: the visible area widened to whole tiles (map-view.ts, which MapPanel also uses before the map is up). */
const viewOf = (map: LeafletMap): TMapView => {
  const pixels = map.getPixelBounds();
  return tileView(pixels.min!, pixels.max!, Math.round(map.getZoom()));
};

/** A partner's pin: its id and pressed state on the element; a click selects it. */
const PartnerPin = memo(
  ({ partner, selected, onSelect }: { partner: TPlacedPartner; selected: boolean; onSelect: (partner: TMapMarker) => void }) => {
    const { latitude, longitude } = partner.addressPosition;
    const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
    const handlers = useMemo<LeafletEventHandlerFnMap>(() => ({ click: () => onSelect(partner) }), [onSelect, partner]);
    const attributes = useMemo(
      () => ({ 'data-partner-id': String(partner.id), role: 'button', 'aria-pressed': String(selected) }),
      [partner.id, selected],
    );
    return (
      <PinMarker
        position={position}
        selected={selected}
        title={partner.name}
        alt={partner.name}
        keyboard
        riseOnHover
        eventHandlers={handlers}
        iconAttributes={attributes}
      />
    );
  },
);

/** A cluster: a click zooms to where it splits. */
const PartnerCluster = memo(({ cluster }: { cluster: TPartnerMap['clusters'][number] }) => {
  const t = useT();
  const map = useMap();
  const { latitude, longitude } = cluster.addressPosition;
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  return (
    <ClusterMarker
      position={position}
      count={cluster.count}
      label={t('directory.map.cluster', { count: cluster.count })}
      onClick={() => map.setView([latitude, longitude], cluster.expansionZoom)}
    />
  );
});

type TMapViewControllerProps = Pick<
  TPartnerMapProps,
  'frameKey' | 'extent' | 'selection' | 'selectedPartner' | 'onViewChange' | 'userPosition' | 'searchedPlace' | 'searchedNearby' | 'onReady'
>;

const NO_POINTS: readonly TLatLng[] = [];

/** Every partner the filters hold (section 4: a single result at zoom 15 at most; nothing to frame: São Paulo at zoom 12). */
const frameExtent = (map: LeafletMap, extent: TPartnerMap['extent']) => {
  if (!extent) {
    map.setView(SAO_PAULO, SAO_PAULO_CENTER.zoom, { animate: false });
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
};

/** The searched point with the nearest partners around it, no closer than its kind's zoom (16 CEP, 14 address, 12 city). */
const frameSearched = (map: LeafletMap, place: TSearchedPlace, nearby: readonly TLatLng[]) => {
  const zoom = searchedPlaceZoom(place.kind);
  const point: LatLngTuple = [place.latitude, place.longitude];
  if (nearby.length === 0) {
    map.setView(point, zoom, { animate: false });
    return;
  }
  map.fitBounds([point, ...nearby.map((p): LatLngTuple => [p.latitude, p.longitude])], { padding: [32, 32], maxZoom: zoom, animate: false });
};

/**
 * What moves the map: the view reported on every move, the handle, the frame of new filters, the selected
 * partner (chosen in the list) and the visitor's position.
 */
const MapViewController = ({
  frameKey,
  extent,
  selection,
  selectedPartner,
  onViewChange,
  userPosition,
  searchedPlace = null,
  searchedNearby = NO_POINTS,
  onReady,
}: TMapViewControllerProps) => {
  const map = useMap();
  const framedRef = useRef<string | null>(null);
  const frameKeyRef = useRef(frameKey);
  frameKeyRef.current = frameKey;
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;

  useEffect(() => {
    const viewChanged = () => onViewChangeRef.current(viewOf(map));
    map.on('moveend', viewChanged);
    viewChanged();
    return () => {
      map.off('moveend', viewChanged);
    };
  }, [map]);

  useEffect(() => {
    onReady({ flyTo: (position, zoom = 13) => map.setView([position.latitude, position.longitude], zoom) });
    return () => onReady(null);
  }, [map, onReady]);

  // the searched point and its nearest partners, whenever either changes; a cleared search goes back to the view
  // before it: the visitor's position, or the filters' frame. A hidden map (the phone's list view) has no size to
  // frame in: it frames once it is shown.
  const searchedRef = useRef<string | null>(null);
  const extentRef = useRef(extent);
  extentRef.current = extent;
  const userPositionRef = useRef(userPosition);
  userPositionRef.current = userPosition;
  const pendingRef = useRef<(() => void) | null>(null);
  const searchedKey = searchedPlace
    ? JSON.stringify([searchedPlace.latitude, searchedPlace.longitude, searchedPlace.kind, searchedNearby.map((p) => [p.latitude, p.longitude])])
    : null;
  // searchedKey stands for the place and its partners' positions: the map moves when it changes, reading the rest then
  const followSearch = useEffectEvent(() => {
    if (searchedRef.current === searchedKey) return;
    const had = searchedRef.current !== null;
    searchedRef.current = searchedKey;
    let move: (() => void) | null = null;
    if (searchedPlace) {
      framedRef.current = frameKeyRef.current;
      move = () => frameSearched(map, searchedPlace, searchedNearby);
    } else if (had) {
      const back = userPositionRef.current;
      const known = extentRef.current;
      if (back) move = () => map.setView([back.latitude, back.longitude], Math.max(map.getZoom(), MAP_ZOOM.city), { animate: false });
      else if (known !== undefined) move = () => frameExtent(map, known);
      else framedRef.current = null;
    }
    if (!move) return;
    const size = map.getSize();
    if (size.x > 0 && size.y > 0) {
      pendingRef.current = null;
      move();
    } else pendingRef.current = move;
  });
  useEffect(() => followSearch(), [map, searchedKey]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const move = pendingRef.current;
      if (!move) return;
      map.invalidateSize({ animate: false });
      const size = map.getSize();
      if (size.x === 0 || size.y === 0) return;
      pendingRef.current = null;
      move();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  // new filters: frame every partner they hold, once their first answer is in (a searched point keeps its own frame)
  useEffect(() => {
    if (extent === undefined || framedRef.current === frameKey) return;
    framedRef.current = frameKey;
    if (searchedRef.current === null) frameExtent(map, extent);
  }, [map, frameKey, extent]);

  // the selected partner, chosen in the list: the map goes to it (its info window opens after this moves)
  useEffect(() => {
    const position = selectedPartner?.addressPosition;
    if (position && selection?.source === 'list') {
      map.setView([position.latitude, position.longitude], Math.max(map.getZoom(), SELECT_ZOOM), { animate: false });
    }
  }, [map, selection, selectedPartner]);

  // the visitor's position: the map centred on it when it arrives (at least the city's zoom); the first extent
  // of the current filters no longer moves the map away from the visitor
  const centredOnRef = useRef<TLatLng | null>(null);
  useEffect(() => {
    if (!userPosition || centredOnRef.current === userPosition) return;
    centredOnRef.current = userPosition;
    // a searched place stays the map's centre (the list is sorted from it)
    if (searchedRef.current !== null) return;
    framedRef.current = frameKeyRef.current;
    map.setView([userPosition.latitude, userPosition.longitude], Math.max(map.getZoom(), MAP_ZOOM.city), { animate: false });
  }, [map, userPosition]);

  return null;
};

/**
 * The selected partner's info window: name, address, city, phone (a tel: link), 'Rota' and 'WhatsApp' (the card's links:
 * a partner of the list carries its WhatsApp, a map marker its phone only) and 'Ver Detalhes'.
 */
const PartnerPopup = ({
  partner,
  detailsHref,
  onOpenDetails,
}: {
  partner: TPlacedPartner;
  detailsHref: (partner: TMapMarker) => string;
  onOpenDetails: (partner: TMapMarker) => void;
}) => {
  const t = useT();
  // a new selection (even of the same partner, `partner` is then a new object) opens the window again
  const position = useMemo<LatLngTuple>(() => [partner.addressPosition.latitude, partner.addressPosition.longitude], [partner]);
  // the card's number: the WhatsApp, else the phone (partnerWhatsapp)
  const number = partner.whatsapp || partner.phone;
  const whatsapp = number ? whatsappLink(number, t('directory.whatsappMessage', { name: partner.name })) : null;
  return (
    <Popup position={position} offset={[0, -26]} autoPanPadding={[24, 24]}>
      <div className="rp-popup">
        <strong>{partner.name}</strong>
        <p>{addressLine(partner)}</p>
        <p>{`${partner.city} - ${partner.uf}`}</p>
        {partner.phone ? (
          <p>
            <a href={telLink(partner.phone)} onClick={() => track({ type: 'phone_click', partnerId: partner.id })}>
              {partner.phone}
            </a>
          </p>
        ) : null}
        <p className="rp-popup-actions">
          <a
            href={directionsLink(partner)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track({ type: 'directions_click', partnerId: partner.id })}
          >
            {t('directory.map.route')}
          </a>
          {whatsapp ? (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={() => track({ type: 'whatsapp_click', partnerId: partner.id })}>
              {t('directory.map.whatsapp')}
            </a>
          ) : null}
        </p>
        <a
          className="rp-popup-details"
          href={detailsHref(partner)}
          onClick={(event) => {
            track({ type: 'details_click', partnerId: partner.id });
            if (event.ctrlKey || event.metaKey || event.shiftKey) return;
            event.preventDefault();
            onOpenDetails(partner);
          }}
        >
          {t('directory.details')}
        </a>
      </div>
    </Popup>
  );
};

const placed = (partner: TMapMarker | null): TPlacedPartner | null =>
  partner?.addressPosition ? { ...partner, addressPosition: partner.addressPosition } : null;

/** The markers, the info window and the view controller, inside the map. */
const PartnerMapLayers = ({
  clusters,
  frameKey,
  extent,
  selection,
  selectedPartner,
  onSelect,
  onOpenDetails,
  detailsHref,
  onViewChange,
  userPosition,
  searchedPlace,
  searchedNearby,
  onReady,
}: Omit<TPartnerMapProps, 'tileUrl' | 'attribution' | 'height'>) => {
  const t = useT();
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const select = useCallback((partner: TMapMarker) => onSelectRef.current(partner), []);
  const chosen = useMemo(() => (selection ? placed(selectedPartner) : null), [selection, selectedPartner]);
  const userPoint = useMemo<LatLngTuple | null>(() => (userPosition ? [userPosition.latitude, userPosition.longitude] : null), [userPosition]);

  // a new answer (or selection) is drawn: mark it for the benchmark
  useEffect(() => {
    if (clusters) markDrawn(clusters.total, clusters.partners.length, clusters.clusters.length);
  }, [clusters, selection]);

  return (
    <>
      <MapViewController
        frameKey={frameKey}
        extent={extent}
        selection={selection}
        selectedPartner={selectedPartner}
        onViewChange={onViewChange}
        userPosition={userPosition}
        searchedPlace={searchedPlace}
        searchedNearby={searchedNearby}
        onReady={onReady}
      />
      {clusters?.clusters.map((cluster) => (
        <PartnerCluster
          key={`c${cluster.id}:${cluster.count}:${cluster.addressPosition.latitude}:${cluster.addressPosition.longitude}`}
          cluster={cluster}
        />
      ))}
      {clusters?.partners.map((partner) =>
        partner.id === selection?.id ? null : <PartnerPin key={`p${partner.id}`} partner={partner} selected={false} onSelect={select} />,
      )}
      {/* the selected partner: always drawn, even when its point is inside a cluster or outside the view */}
      {chosen ? <PartnerPin key={`s${chosen.id}`} partner={chosen} selected onSelect={select} /> : null}
      {chosen ? <PartnerPopup partner={chosen} detailsHref={detailsHref} onOpenDetails={onOpenDetails} /> : null}
      {userPoint ? <UserPositionMarker position={userPoint} title={t('directory.map.youAreHere')} /> : null}
      {searchedPlace ? <SearchedPlaceMarker place={searchedPlace} title={t('directory.map.searchedPlace', { label: searchedPlace.label })} /> : null}
    </>
  );
};

/**
 * The attribution's links (the tile provider's, Leaflet's) open in a new tab: following one must not leave the
 * directory. Leaflet rewrites the control's HTML whenever a layer adds its attribution, so every change is watched.
 */
const AttributionLinksInNewTab = () => {
  const map = useMap();
  useEffect(() => {
    const container = map.attributionControl?.getContainer();
    if (!container) return undefined;
    const mark = () => {
      for (const link of container.querySelectorAll('a')) {
        if (link.target !== '_blank') link.target = '_blank';
        if (link.rel !== 'noopener noreferrer') link.rel = 'noopener noreferrer';
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [map]);
  return null;
};

export const PartnerMapLeaflet = ({ tileUrl, attribution, height, ...layers }: TPartnerMapProps) => {
  const t = useT();
  return (
    // section 4: the public map opens on São Paulo at zoom 12 (the filters' extent or the visitor then move it)
    <BaseMap
      center={SAO_PAULO}
      zoom={SAO_PAULO_CENTER.zoom}
      zoomControl
      worldCopyJump={false}
      tileUrl={tileUrl}
      attribution={attribution}
      data-testid="partner-map"
      role="region"
      aria-label={t('directory.map.title')}
      sx={{ height, borderRadius: 2 }}
    >
      <AttributionLinksInNewTab />
      <PartnerMapLayers {...layers} />
    </BaseMap>
  );
};
