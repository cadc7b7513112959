import { startTransition, useCallback, useState } from 'react';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useT } from '@/lib/i18n';
import type { TTranslationKey } from '@/lib/i18n';
import { HOME_GEOLOCATION_OPTIONS, LOCATION_SNACKBAR_MS } from '../constants';
import type { TLatLng } from '../api/types';

export type TGeoStatus = 'idle' | 'pending' | 'granted' | 'denied' | 'error' | 'unsupported';

/** Kept for the page's life: a position (or a refusal) survives navigation (details and back). */
const session: { position: TLatLng | null; status: TGeoStatus } = { position: null, status: 'idle' };

/** Tests: forget the page's geolocation state. */
export const resetGeolocationSession = () => {
  session.position = null;
  session.status = 'idle';
};

/** The section 8 text of a geolocation failure. */
export const locationErrorKey = (error: { code?: number } | null): TTranslationKey => {
  switch (error?.code) {
    case 1:
      return 'directory.location.denied';
    case 2:
      return 'directory.location.unavailable';
    case 3:
      return 'directory.location.timeout';
    default:
      return 'directory.location.unknown';
  }
};

/**
 * The visitor's position, asked only on a gesture: `request` for 'Permitir' (8 s timeout, 30 s cache) and the
 * locate button, never on load (docs/decisions: an unasked prompt is penalised by browsers and visitors); the
 * failures of those requests show the warning snackbars of section 8 (6 s).
 */
export const useGeolocation = () => {
  const t = useT();
  const { showSnackbar } = useSnackbar();
  const [position, setPositionState] = useState<TLatLng | null>(session.position);
  const [status, setStatusState] = useState<TGeoStatus>(session.status);
  const setPosition = useCallback((next: TLatLng) => {
    session.position = next;
    setPositionState(next);
  }, []);
  const setStatus = useCallback((next: TGeoStatus) => {
    session.status = next;
    setStatusState(next);
  }, []);

  const warn = useCallback(
    (key: TTranslationKey) => showSnackbar(t(key), { variant: 'alert', severity: 'warning', autoHideMs: LOCATION_SNACKBAR_MS }),
    [showSnackbar, t],
  );

  /** What a request changes renders in transitions (in slices, never one long task of the whole directory). */
  const request = useCallback(
    (options: PositionOptions = HOME_GEOLOCATION_OPTIONS): Promise<TLatLng | null> =>
      new Promise((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          startTransition(() => {
            setStatus('unsupported');
            warn('directory.location.unsupported');
          });
          resolve(null);
          return;
        }
        startTransition(() => setStatus('pending'));
        navigator.geolocation.getCurrentPosition(
          (result) => {
            const next = { latitude: result.coords.latitude, longitude: result.coords.longitude };
            startTransition(() => {
              setPosition(next);
              setStatus('granted');
            });
            resolve(next);
          },
          (error) => {
            startTransition(() => {
              setStatus(error?.code === 1 ? 'denied' : 'error');
              warn(locationErrorKey(error));
            });
            resolve(null);
          },
          options,
        );
      }),
    [warn, setPosition, setStatus],
  );

  return { position, status, request };
};
