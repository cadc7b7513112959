import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { PathIcon } from '@/components/ui/path-icon';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import type { TPartnerMap } from '@rede/domain';
import type { TMapView } from '../api/get-map-clusters';
import type { TLatLng, TMapMarker } from '../api/types';
import { SAO_PAULO_CENTER } from '@rede/domain/constants';
import { LOCATION_SNACKBAR_MS, MAP_GEOLOCATION_OPTIONS } from '../constants';
import { MapErrorBoundary, mapLoadErrorText, retryableLazy } from '@/components/address/retryable-lazy';
import { LazyAlert } from './lazy-alert';
import type { TMapHandle, TMapSelection, TPartnerMapProps } from './partner-map-leaflet';
import type { TGeoStatus } from './use-geolocation';
import type { TSearchedPlace } from './searched-place-marker';
import { MY_LOCATION_ICON_PATH } from '@/components/ui/first-load-icon-paths';

const partnerMap = retryableLazy<TPartnerMapProps>(() => import('./partner-map-leaflet').then((m) => ({ default: m.PartnerMapLeaflet })));

type TMapPanelProps = {
  clusters: TPartnerMap | undefined;
  frameKey: string;
  extent: TPartnerMap['extent'] | undefined;
  onViewChange: (view: TMapView) => void;
  selection: TMapSelection;
  selectedPartner: TMapMarker | null;
  onSelect: (partner: TMapMarker) => void;
  onOpenDetails: (partner: TMapMarker) => void;
  detailsHref: (partner: TMapMarker) => string;
  position: TLatLng | null;
  geoStatus: TGeoStatus;
  requestLocation: (options?: PositionOptions) => Promise<TLatLng | null>;
  /** A searched CEP, address or city (the list's origin): the map centres on it, and the location prompt is not shown. */
  searchedPlace?: TSearchedPlace | null;
  /** The positions of the list's first partners, framed with the searched point. */
  searchedNearby?: readonly TLatLng[];
  /** Takes the visitor to the place search (the note after a refused location). */
  onSearchPlace?: () => void;
  /** Called once the map comes near the viewport: the clusters load from then on. */
  onMapShown?: () => void;
  /** The visitor asked for the map (the phone's list/map switch): it loads now, not a frame later when the viewport reports it. */
  shown?: boolean;
};

/** How far below the viewport the map starts loading. */
const MAP_NEAR_MARGIN = '100px';

/** True once `ref` comes within MAP_NEAR_MARGIN of the viewport (at once without IntersectionObserver). */
const useNearViewport = (ref: RefObject<HTMLElement | null>) => {
  // false on the server and in the first (hydrating) render alike; the effect decides
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${MAP_NEAR_MARGIN} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
};

const MAP_HEIGHT = { xs: 360, md: 'calc(100vh - 140px)' };

const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

/**
 * The column's server-rendered parts, on the home's first load: the consent box has MUI's outlined Paper look, the
 * placeholder its rounded Skeleton's, the locate button its IconButton's, with its hover / keyboard-focus hint drawn
 * by CSS from `data-hint` (MUI's tooltip look, to the button's left): MUI's Tooltip kept its child in state from a
 * ref, a synchronous re-render inside the hydration's commit, and loaded Popper before the page could hydrate. The
 * button's name stays its aria-label.
 */
const SX = {
  consent: (theme: Theme) => ({
    p: 1.5,
    mb: 1.5,
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    flexWrap: 'wrap',
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
    borderRadius: `${theme.shape.borderRadius}px`,
    '& > div': { flex: '1 1 200px' },
    '& p': { m: 0 },
    '& p:first-of-type': { typography: 'body1', fontWeight: 600 },
    '& p + p': { typography: 'body2', color: 'text.secondary' },
  }),
  placeholder: (theme: Theme) => ({
    display: 'block',
    height: MAP_HEIGHT,
    borderRadius: `${theme.shape.borderRadius}px`,
    // MUI's Skeleton colour, the scheme's own
    bgcolor: 'Skeleton.bg',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }),
  locate: (theme: Theme) => ({
    position: 'absolute',
    right: 10,
    bottom: 28,
    zIndex: 500,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: 1,
    m: 0,
    border: 0,
    borderRadius: '50%',
    cursor: 'pointer',
    color: 'primary.main',
    bgcolor: 'background.paper',
    boxShadow: 2,
    WebkitTapHighlightColor: 'transparent',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    '& > svg': { fontSize: '1.5rem' },
    '&::after': {
      content: 'attr(data-hint)',
      position: 'absolute',
      right: 'calc(100% + 8px)',
      top: '50%',
      transform: 'translateY(-50%)',
      px: 1,
      py: 0.5,
      borderRadius: 1,
      bgcolor: theme.alpha((theme.vars || theme).palette.grey[700], 0.92),
      color: 'common.white',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(11),
      fontWeight: 500,
      lineHeight: 1.4,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      opacity: 0,
      transition: 'opacity 150ms',
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    '@media (hover: hover)': { '&:hover::after': { opacity: 1 } },
    '&:focus-visible::after': { opacity: 1 },
  }),
} satisfies Record<string, Exclude<SxProps<Theme>, ReadonlyArray<unknown>>>;

/**
 * The map column: 'Permitir acesso à sua localização?' with Permitir, the locate button (10 s) and
 * the lazily loaded Leaflet map.
 */
export const MapPanel = ({
  clusters,
  frameKey,
  extent,
  onViewChange,
  selection,
  selectedPartner,
  onSelect,
  onOpenDetails,
  detailsHref,
  position,
  geoStatus,
  requestLocation,
  searchedPlace = null,
  searchedNearby,
  onSearchPlace,
  onMapShown,
  shown = false,
}: TMapPanelProps) => {
  const t = useT();
  const config = useAppConfig();
  const { showSnackbar } = useSnackbar();
  const handleRef = useRef<TMapHandle | null>(null);
  const [, setAttempt] = useState(0);
  const PartnerMapLeaflet = partnerMap.get();
  const slotRef = useRef<HTMLDivElement>(null);
  const nearViewport = useNearViewport(slotRef);
  const near = nearViewport || shown;
  useEffect(() => {
    if (near) onMapShown?.();
  }, [near, onMapShown]);
  // The map opens on São Paulo (PartnerMapLeaflet) and asks for that view's clusters once Leaflet is up. When
  // nothing will move it at once (no position, selection or extent yet), that view is known now from the slot's
  // size (map-view.ts computes it as Leaflet does): the clusters are asked for while Leaflet's code loads, and
  // the map's own report later is the same query. map-view comes in its own small chunk (with the first load it
  // took the home's first load past its 200 KB budget).
  const earlyViewSent = useRef(false);
  useEffect(() => {
    const node = slotRef.current;
    if (!near || earlyViewSent.current || !node || handleRef.current) return;
    earlyViewSent.current = true;
    if (position || searchedPlace || selectedPartner || extent !== undefined || node.clientWidth === 0 || node.clientHeight === 0) return;
    const { clientWidth, clientHeight } = node;
    void import('./map-view').then(({ viewAt }) => {
      if (!handleRef.current) onViewChange(viewAt(SAO_PAULO_CENTER, SAO_PAULO_CENTER.zoom, clientWidth, clientHeight));
    });
  }, [near, position, searchedPlace, selectedPartner, extent, onViewChange]);
  const onReady = useCallback((handle: TMapHandle | null) => {
    handleRef.current = handle;
  }, []);

  const locate = async () => {
    if (!handleRef.current) {
      showSnackbar(t('directory.location.mapNotReady'), { variant: 'alert', severity: 'warning', autoHideMs: LOCATION_SNACKBAR_MS });
      return;
    }
    const found = await requestLocation(MAP_GEOLOCATION_OPTIONS);
    if (found) handleRef.current?.flyTo(found, 12);
  };

  const mapPlaceholder = <Box sx={SX.placeholder} role="img" aria-label={t('directory.map.loading')} />;
  const locateButton = (
    <Box
      component="button"
      type="button"
      sx={SX.locate}
      onClick={() => void locate()}
      aria-label={t('directory.map.locate')}
      data-hint={t('directory.map.locate')}
    >
      <PathIcon path={MY_LOCATION_ICON_PATH} />
    </Box>
  );

  return (
    <Box sx={{ position: 'relative' }}>
      {/* the prompt asks nothing by itself (docs/decisions 0168); a searched place replaces it, a refusal turns it into
          a pointer to the place search */}
      {!searchedPlace && geoStatus === 'denied' && (
        <Box sx={SX.consent} role="note">
          <div>
            <p>{t('directory.map.locationDenied')}</p>
          </div>
          {onSearchPlace && (
            <Button variant="outlined" onClick={onSearchPlace}>
              {t('directory.map.searchByCep')}
            </Button>
          )}
        </Box>
      )}
      {!searchedPlace && geoStatus !== 'granted' && geoStatus !== 'unsupported' && geoStatus !== 'denied' && (
        <Box sx={SX.consent} role="region" aria-label={t('directory.map.locationQuestion')}>
          <div>
            <p>{t('directory.map.locationQuestion')}</p>
            <p>{t('directory.map.locationHint')}</p>
          </div>
          <Button variant="contained" onClick={() => void requestLocation()} disabled={geoStatus === 'pending'}>
            {t('directory.map.allow')}
          </Button>
        </Box>
      )}
      <Box ref={slotRef} data-testid="partner-map-slot" sx={{ position: 'relative' }}>
        {near ? (
          <MapErrorBoundary
            onRetry={() => {
              partnerMap.retry();
              setAttempt((n) => n + 1);
            }}
            fallback={(error, retry) => (
              <LazyAlert
                severity="warning"
                sx={{ minHeight: 120, alignItems: 'center' }}
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    {t('directory.retry')}
                  </Button>
                }
              >
                {mapLoadErrorText(error)} {t('directory.map.failed')}
              </LazyAlert>
            )}
          >
            <Suspense fallback={mapPlaceholder}>
              <PartnerMapLeaflet
                clusters={clusters}
                frameKey={frameKey}
                extent={extent}
                onViewChange={onViewChange}
                selection={selection}
                selectedPartner={selectedPartner}
                onSelect={onSelect}
                onOpenDetails={onOpenDetails}
                detailsHref={detailsHref}
                tileUrl={config.map.tileUrl}
                attribution={config.map.attribution}
                userPosition={position}
                searchedPlace={searchedPlace}
                searchedNearby={searchedNearby}
                onReady={onReady}
                height={MAP_HEIGHT}
              />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          mapPlaceholder
        )}
        {locateButton}
      </Box>
    </Box>
  );
};
