import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { formatMessage, MESSAGES } from '@rede/domain/messages';

/**
 * A React.lazy component that can be loaded again: React keeps a failed import for good, so `retry()`
 * makes a new lazy component from the same import (the map's chunk after a dropped connection).
 */
export const retryableLazy = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
  let current: LazyExoticComponent<ComponentType<P>> = lazy(load);
  return {
    get: () => current,
    retry: () => {
      current = lazy(load);
    },
  };
};

/** A chunk that could not be downloaded (each browser words it its own way). */
const isDownloadFailure = (error: Error): boolean =>
  error.name === 'ChunkLoadError' || /dynamically imported module|module script failed|failed to fetch|load failed|networkerror/i.test(error.message);

/**
 * 'Erro carregando mapa: …' with what happened and what to do, in Portuguese: never the browser's own
 * message ('Failed to fetch dynamically imported module: http://…').
 */
export const mapLoadErrorText = (error: Error): string =>
  formatMessage(MESSAGES.map.loadError, { message: isDownloadFailure(error) ? MESSAGES.map.loadFailedDownload : MESSAGES.map.loadFailedOther });

type TMapErrorBoundaryProps = { fallback: (error: Error, retry: () => void) => ReactNode; onRetry?: () => void; children: ReactNode };

/** Catches the map's load or render failure and shows `fallback(error, retry)`; `retry` calls `onRetry`, then renders again. */
export const MapErrorBoundary = ({ fallback, onRetry, children }: TMapErrorBoundaryProps) => (
  <ErrorBoundary
    fallbackRender={({ error, resetErrorBoundary }) => fallback(error instanceof Error ? error : new Error(String(error)), resetErrorBoundary)}
    onReset={() => onRetry?.()}
    onError={(error) => console.error('Erro carregando mapa.', error)}
  >
    {children}
  </ErrorBoundary>
);
