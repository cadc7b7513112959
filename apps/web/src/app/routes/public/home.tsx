import { BREAKPOINTS } from '@rede/domain/constants';
import { DirectoryHome, preloadServerRenderedChunks } from '@/features/directory/components/directory-home';
import { loadBeforeHydrating } from '@/lib/preloadable-lazy';
import { SSR_DATA_ID } from '@/lib/ssr-data';

// The home without filters on a wide screen shows the map at once: the map's code starts loading now, while the page
// renders (its clusters are a small answer for the visible area). Phones show the list, and load the map when 'Mapa' is tapped.
if (
  typeof window !== 'undefined' &&
  window.location.pathname === '/' &&
  !window.location.search &&
  window.matchMedia?.(`(min-width: ${BREAKPOINTS.md}px)`).matches
) {
  void import('@/features/directory/components/partner-map-leaflet').catch(() => undefined);
}

if (typeof document !== 'undefined' && document.getElementById(SSR_DATA_ID)) loadBeforeHydrating(preloadServerRenderedChunks());

/** '', '{uf}', '{uf}/{municipio}': the public directory, filtered by the route's state and city. */
export { DirectoryHome as Component };
