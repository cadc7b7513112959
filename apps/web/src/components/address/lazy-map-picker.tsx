import { Component, lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { MAP_DEFAULT_HEIGHT_PX } from '@rede/domain';
import { useT } from '@/lib/i18n';
import type { TMapPickerProps } from './map-picker';

/** Leaflet lives in its own chunk, loaded only when a form shows the map. */
const MapPicker = lazy(() => import('./map-picker').then((module) => ({ default: module.MapPicker })));

class MapErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <Alert severity="error" role="alert">
          {formatMessage(MESSAGES.map.loadError, { message: this.state.error.message })}
        </Alert>
      );
    }
    return this.props.children;
  }
}

const Loading = () => {
  const t = useT();
  return (
    <Box sx={{ height: MAP_DEFAULT_HEIGHT_PX, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('companies.address.mapLoading')} />
    </Box>
  );
};

/**
 * The map picker, lazily loaded: failing to load it ('Erro carregando mapa: …') leaves the rest of the
 * form usable (the coordinates can be typed).
 */
export const LazyMapPicker = (props: TMapPickerProps) => (
  <MapErrorBoundary>
    <Suspense fallback={<Loading />}>
      <MapPicker {...props} />
    </Suspense>
  </MapErrorBoundary>
);
