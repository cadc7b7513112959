/** The kit's markers on react-leaflet: the pin (and its selected variant), the cluster and the visitor's dot. */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { LatLngExpression, LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { Marker, type MarkerProps } from 'react-leaflet';
import { clusterIcon, pinIcon, selectedPinIcon, userPositionIcon } from './map-icons';

/** Above every other marker. */
const SELECTED_Z_OFFSET = 1000;

/**
 * Sets `attributes` on the marker's element (a data id, `aria-pressed`), now and whenever Leaflet draws it again.
 * Runs after the Marker child has added itself to the map, so its element exists.
 */
const useIconAttributes = (ref: RefObject<LeafletMarker | null>, attributes: Record<string, string> | undefined) => {
  const key = attributes ? JSON.stringify(attributes) : '';
  useEffect(() => {
    const marker = ref.current;
    if (!marker || !key) return undefined;
    const wanted = JSON.parse(key) as Record<string, string>;
    const apply = () => {
      const node = marker.getElement();
      if (node) for (const [name, value] of Object.entries(wanted)) node.setAttribute(name, value);
    };
    apply();
    marker.on('add', apply);
    return () => {
      marker.off('add', apply);
    };
  }, [ref, key]);
};

/**
 * Enter or Space on a focused marker (Leaflet's `keyboard`: a tab stop with role button) acts like a click: Leaflet
 * itself only opens a popup bound to the marker on Enter, and these markers have none.
 */
const useKeyboardClick = (ref: RefObject<LeafletMarker | null>) => {
  useEffect(() => {
    const marker = ref.current;
    if (!marker) return undefined;
    let node: HTMLElement | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      marker.fire('click', { latlng: marker.getLatLng(), originalEvent: event });
    };
    const attach = () => {
      node?.removeEventListener('keydown', onKeyDown);
      node = marker.getElement();
      node?.addEventListener('keydown', onKeyDown);
    };
    attach();
    marker.on('add', attach);
    return () => {
      marker.off('add', attach);
      node?.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
};

export type TPinMarkerProps = Omit<MarkerProps, 'icon' | 'ref'> & {
  /** The selected variant: yellow, drawn above the others. */
  selected?: boolean;
  /** Attributes of the pin's element (e.g. `data-partner-id`, `aria-pressed`). */
  iconAttributes?: Record<string, string>;
};

/** The one pin of the app's maps (the directory, the partner page, the map picker). */
export const PinMarker = ({ selected = false, iconAttributes, zIndexOffset, ...props }: TPinMarkerProps) => {
  const ref = useRef<LeafletMarker>(null);
  useIconAttributes(ref, iconAttributes);
  useKeyboardClick(ref);
  return (
    <Marker ref={ref} icon={selected ? selectedPinIcon : pinIcon} zIndexOffset={zIndexOffset ?? (selected ? SELECTED_Z_OFFSET : 0)} {...props} />
  );
};

export type TClusterMarkerProps = {
  position: LatLngExpression;
  count: number;
  /** The accessible name (the marker's title), e.g. '12 parceiros nesta área'. */
  label: string;
  onClick: () => void;
};

/** A cluster of partners: a circle with its count, focusable (Leaflet's `keyboard`), a click (or Enter) runs `onClick`. */
export const ClusterMarker = ({ position, count, label, onClick }: TClusterMarkerProps) => {
  const ref = useRef<LeafletMarker>(null);
  useKeyboardClick(ref);
  const icon = useMemo(() => clusterIcon(count), [count]);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => ({ click: () => clickRef.current() }), []);
  return <Marker ref={ref} position={position} icon={icon} title={label} keyboard eventHandlers={handlers} />;
};

/** The visitor's position: a dot, not focusable and not clickable. */
export const UserPositionMarker = ({ position, title }: { position: LatLngExpression; title: string }) => (
  <Marker position={position} icon={userPositionIcon} title={title} keyboard={false} interactive={false} />
);
