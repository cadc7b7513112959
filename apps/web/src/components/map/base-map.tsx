/**
 * The map every screen draws on (react-leaflet): the container with its accessible name, the configured
 * tiles, Leaflet's CSS and the kit's markers' CSS, and the theme's map colours as custom properties.
 * Import it only from lazily loaded modules: Leaflet must stay out of the first load.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import type { ReactNode, Ref } from 'react';
import type { LatLngExpression, LeafletEventHandlerFnMap, Map as LeafletMap } from 'leaflet';
import { MapContainer, TileLayer, ZoomControl, type MapContainerProps } from 'react-leaflet';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '@/lib/i18n';
import { mapColorVars } from './map-colors';

/** The tiles' deepest zoom. */
export const TILE_MAX_ZOOM = 19;

export type TBaseMapProps = Omit<MapContainerProps, 'center' | 'zoom' | 'bounds' | 'boundsOptions' | 'className' | 'style' | 'id' | 'children'> & {
  /** Where the map opens (react-leaflet reads it once: move the map with useMap() afterwards). */
  center: LatLngExpression;
  zoom: number;
  /** The tile URL template and attribution of the app configuration; no URL, no tiles. */
  tileUrl: string;
  attribution: string;
  /** Tile layer events (e.g. `tileerror`). */
  tileEventHandlers?: LeafletEventHandlerFnMap;
  /** The Leaflet map, once created. */
  mapRef?: Ref<LeafletMap | null>;
  /** 'region' for a map to look at, 'application' for one that is operated (the picker). */
  role: 'region' | 'application';
  'aria-label': string;
  'data-testid'?: string;
  /** The box: its height, corners, border (one style object, merged over the kit's). */
  sx?: Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;
  children?: ReactNode;
};

/**
 * A Leaflet map in a themed box. The box carries the accessible name (`role`, `aria-label`) and the test id,
 * clips the map to its corners and stacks it below the app's menus and dialogs.
 */
export const BaseMap = ({
  center,
  zoom,
  tileUrl,
  attribution,
  tileEventHandlers,
  mapRef,
  role,
  'aria-label': label,
  'data-testid': testId,
  sx,
  children,
  zoomControl = true,
  ...options
}: TBaseMapProps) => {
  const t = useT();
  return (
    <Box
      role={role}
      aria-label={label}
      data-testid={testId}
      sx={[
        (theme) => ({ position: 'relative', zIndex: 0, width: '100%', overflow: 'hidden', bgcolor: 'action.hover', ...mapColorVars(theme) }),
        sx ?? false,
      ]}
    >
      <MapContainer
        ref={mapRef}
        center={center}
        zoom={zoom}
        style={{ height: '100%', width: '100%', background: 'transparent' }}
        {...options}
        zoomControl={false}
      >
        {tileUrl ? <TileLayer url={tileUrl} attribution={attribution} maxZoom={TILE_MAX_ZOOM} eventHandlers={tileEventHandlers} /> : null}
        {/* Leaflet's own control says 'Zoom in'/'Zoom out': the same buttons, named in Portuguese */}
        {zoomControl ? <ZoomControl position="topleft" zoomInTitle={t('common.zoomIn')} zoomOutTitle={t('common.zoomOut')} /> : null}
        {children}
      </MapContainer>
    </Box>
  );
};
