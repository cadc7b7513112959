import { BREAKPOINTS } from '@rede/domain/constants';
import { prefetchMapPartners } from '@/features/directory/api/get-map-partners';
import { DirectoryHome } from '@/features/directory/components/directory-home';

// The home without filters on a wide screen shows the map at once: its markers (the largest answer) and the map's code
// start loading now, while the page renders. Phones show the map below the list and load it when scrolled to.
if (typeof window !== 'undefined' && window.location.pathname === '/' && !window.location.search && window.matchMedia?.(`(min-width: ${BREAKPOINTS.md}px)`).matches) {
  prefetchMapPartners({ uf: null, city: null, lines: [], isAssistence: false });
  void import('@/features/directory/components/partner-map-leaflet').catch(() => undefined);
}

/** '', '{uf}', '{uf}/{municipio}': the public directory, filtered by the route's state and city. */
export { DirectoryHome as Component };
