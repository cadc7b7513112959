import { Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@rede/domain/messages';
import { MAP_DEFAULT_HEIGHT_PX } from '@rede/domain';
import { useT } from '@/lib/i18n';
import type { TMapPickerProps } from './map-picker';
import { MapErrorBoundary, mapLoadErrorText, retryableLazy } from './retryable-lazy';

/** Leaflet lives in its own chunk, loaded only when a form shows the map (again after a failed download). */
const mapPicker = retryableLazy<TMapPickerProps>(() => import('./map-picker').then((module) => ({ default: module.MapPicker })));

const Loading = () => {
  const t = useT();
  return (
    <Box sx={{ height: MAP_DEFAULT_HEIGHT_PX, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('companies.address.mapLoading')} />
    </Box>
  );
};

/**
 * The map picker, lazily loaded: failing to load it ('Erro carregando mapa: …', in words, with 'Tentar
 * novamente') leaves the rest of the form usable (the coordinates can be typed).
 */
export const LazyMapPicker = (props: TMapPickerProps) => {
  const [, setAttempt] = useState(0);
  const MapPicker = mapPicker.get();
  return (
    <MapErrorBoundary
      onRetry={() => {
        mapPicker.retry();
        setAttempt((n) => n + 1);
      }}
      fallback={(error, retry) => (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {MESSAGES.map.retry}
            </Button>
          }
        >
          {mapLoadErrorText(error)}
        </Alert>
      )}
    >
      <Suspense fallback={<Loading />}>
        <MapPicker {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
};
