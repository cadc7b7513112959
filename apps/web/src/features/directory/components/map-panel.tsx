import { Component, lazy, Suspense, useCallback, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import type { TLatLng, TMapMarker } from '../api/types';
import { LOCATION_SNACKBAR_MS, MAP_GEOLOCATION_OPTIONS } from '../constants';
import type { TMapHandle, TMapSelection } from './partner-map-leaflet';
import type { TGeoStatus } from './use-geolocation';

const PartnerMapLeaflet = lazy(() => import('./partner-map-leaflet').then((m) => ({ default: m.PartnerMapLeaflet })));

/** The map failing to load (chunk or Leaflet error) leaves the list working. */
class MapErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('Erro carregando mapa.', error);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

type TMapPanelProps = {
  partners: readonly TMapMarker[];
  selection: TMapSelection;
  onSelect: (id: number) => void;
  onOpenDetails: (partner: TMapMarker) => void;
  detailsHref: (partner: TMapMarker) => string;
  position: TLatLng | null;
  geoStatus: TGeoStatus;
  requestLocation: (options?: PositionOptions) => Promise<TLatLng | null>;
};

const MAP_HEIGHT = { xs: 360, md: 'calc(100vh - 140px)' };

/**
 * The map column: 'Permitir acesso à sua localização?' with Permitir, the locate button (10 s) and
 * the lazily loaded Leaflet map.
 */
export const MapPanel = ({ partners, selection, onSelect, onOpenDetails, detailsHref, position, geoStatus, requestLocation }: TMapPanelProps) => {
  const t = useT();
  const config = useAppConfig();
  const { showSnackbar } = useSnackbar();
  const handleRef = useRef<TMapHandle | null>(null);
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

  return (
    <Box sx={{ position: 'relative' }}>
      {geoStatus !== 'granted' && geoStatus !== 'unsupported' && (
        <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }} role="region" aria-label={t('directory.map.locationQuestion')}>
          <Box sx={{ flex: '1 1 200px' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('directory.map.locationQuestion')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('directory.map.locationHint')}
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => void requestLocation()} disabled={geoStatus === 'pending'}>
            {t('directory.map.allow')}
          </Button>
        </Paper>
      )}
      <Box sx={{ position: 'relative' }}>
        <MapErrorBoundary
          fallback={(error) => (
            <Alert severity="warning" sx={{ minHeight: 120, alignItems: 'center' }}>
              {t('directory.mapLoadError', { message: error.message })}. {t('directory.map.failed')}
            </Alert>
          )}
        >
          <Suspense fallback={<Skeleton variant="rounded" sx={{ height: MAP_HEIGHT }} aria-label={t('directory.map.loading')} />}>
            <PartnerMapLeaflet
              partners={partners}
              selection={selection}
              onSelect={onSelect}
              onOpenDetails={onOpenDetails}
              detailsHref={detailsHref}
              tileUrl={config.map.tileUrl}
              attribution={config.map.attribution}
              userPosition={position}
              onReady={onReady}
              height={MAP_HEIGHT}
            />
          </Suspense>
        </MapErrorBoundary>
        <Tooltip title={t('directory.map.locate')}>
          <IconButton
            onClick={() => void locate()}
            aria-label={t('directory.map.locate')}
            sx={{ position: 'absolute', right: 10, bottom: 28, zIndex: 500, bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'background.paper' } }}
          >
            <MyLocationIcon color="primary" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
};
