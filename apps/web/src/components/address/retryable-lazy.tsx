import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

/** Catches the map's load or render failure and shows `fallback(error, retry)`; `retry` clears it and renders again. */
export class MapErrorBoundary extends Component<
  { fallback: (error: Error, retry: () => void) => ReactNode; onRetry?: () => void; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('Erro carregando mapa.', error);
  }
  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };
  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
