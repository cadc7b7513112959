import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { UFS } from '@rede/domain/constants';
import { inCityName, inStateName } from '@rede/domain/seo/place-names';
import { slugify } from '@rede/domain/validators/slugify';
import { formatInteger } from '@rede/domain/validators/format-number';
import { NotFound } from '@/components/errors/not-found';
import { useT } from '@/lib/i18n';
import { useMapClusters, type TMapView } from '../api/get-map-clusters';
import { usePublicLines } from '../api/get-lines';
import { useCities, useStates } from '../api/get-locations';
import { usePartners } from '../api/get-partners';
import { usePlace } from '../api/get-place';
import { useSearchTracking } from './use-search-tracking';
import { usePublicSettings } from '../api/get-public-settings';
import { OPEN_NOW_PARAM, PARTNERS_PAGE_SIZE, PLACE_INPUT_ID } from '../constants';
import type { TLatLng, TMapMarker } from '../api/types';
import { CategoriesBlock } from './categories-block';
import { LazyAlert } from './lazy-alert';
import { MapPanel } from './map-panel';
import { NativeCheckboxField } from './native-checkbox-field';
import type { TMapSelection } from './partner-map-leaflet';
import type { TSearchedPlace } from './searched-place-marker';
import { imageUrl } from '@/lib/upload-url';
import { partnerDetailsPath } from './partner-links';
import { LocationLinks } from './location-links';
import { placeSearchField, SEARCH_FORM_ID, SearchHero } from './search-hero';
import { directoryUrl, PAGE_PARAM, startPageOf, useDirectoryFilters } from './use-directory-filters';
import { useGeolocation } from './use-geolocation';
import { NotFoundHead, PageHead } from '@/lib/seo';
import { rememberVisitorPosition } from '@/lib/visitor-position';
import { renderedOnServer } from '@/lib/ssr-data';
import { NEEDS_SCRIPT, SCRIPT_COLUMNS } from '@/lib/needs-script';
import { preloadableLazy, SuspenseUntilLoaded } from '@/lib/preloadable-lazy';
import { PathIcon } from '@/components/ui/path-icon';
import { MAP_ICON_PATH, VIEW_LIST_ICON_PATH } from '@/components/ui/first-load-icon-paths';

// not needed for the first paint (the cards wait for the list anyway; chips only with filters; the footer is below
// the fold): their chunks load in parallel with the data, outside the home's first load
const partnerList = preloadableLazy(() => import('./partner-card').then((m) => m.PartnerList));
const filterChips = preloadableLazy(() => import('./filter-chips').then((m) => m.FilterChips));
const directoryFooter = preloadableLazy(() => import('./directory-footer').then((m) => m.DirectoryFooter));
const PartnerList = partnerList.Component;
const FilterChips = filterChips.Component;
const DirectoryFooter = directoryFooter.Component;

/**
 * A server-rendered directory page already shows the cards, the place search, the chips and the footer: their
 * code loads, all at once, before hydration starts (see preloadableLazy).
 */
export const preloadServerRenderedChunks = (): Promise<unknown> =>
  Promise.all([partnerList, placeSearchField, filterChips, directoryFooter].map((part) => part.preload()));

/** One empty list for every render without data: the memoized hero sees the same props. */
const NONE: never[] = [];

const nextPageHref = (filters: Parameters<typeof directoryUrl>[0], lastPageIndex: number): string => {
  const url = directoryUrl(filters);
  return `${url}${url.includes('?') ? '&' : '?'}${PAGE_PARAM}=${lastPageIndex + 2}`;
};

type TSx = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/**
 * The page's frame. The list/map switch and the panels follow the width in CSS: a phone shows the switch's choice, a
 * wide screen both columns.
 */
const SX = {
  container: { maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 } },
  results: { scrollMarginTop: 72 },
  resultsHead: {
    display: 'flex',
    flexDirection: { xs: 'column', sm: 'row' },
    gap: 1,
    alignItems: { sm: 'center' },
    justifyContent: 'space-between',
    mb: 1.5,
    // focused by BUSCAR (tabindex -1): a neutral ring, not the brand's colour (red reads as an error)
    '& > h2': { typography: 'h5', m: 0, outline: 'none', scrollMarginTop: 80 },
    '& > h2:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
    '& > div': { display: 'flex', flexWrap: 'wrap', columnGap: 2 },
  },
  sortedFrom: { typography: 'body2', color: 'text.secondary', m: 0, mb: 1 },
  viewSwitch: {
    display: { xs: 'flex', md: 'none' },
    gap: 1,
    mt: 1.5,
    visibility: 'hidden',
    '[data-app-ready] &': { visibility: 'visible' },
    '& > button': { flex: 1 },
  },
  columns: { display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' },
  listPanel: { order: 1, transition: 'opacity 150ms', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
  // the previous filter's cards while the new list loads: still there (nothing jumps), visibly not the answer
  stale: { opacity: 0.45, pointerEvents: 'none' },
  // 'Pular para o mapa': off screen until focused (keyboard users skip the cards to reach the pins)
  skipLink: {
    position: 'absolute',
    left: -10000,
    '&:focus': { position: 'static', display: 'inline-block', mb: 1, typography: 'body1', color: 'primary.main' },
  },
  pageRange: { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', typography: 'body2', color: 'text.secondary', m: 0, mb: 1.5 },
  mapPanel: { order: 2, position: { md: 'sticky' }, top: { md: 80 }, scrollMarginTop: 72, outline: 'none' },
  phoneHidden: { display: { xs: 'none', md: 'block' } },
  nearestTitle: { typography: 'h6', m: 0, mb: 1 },
  loadMore: { display: 'flex', justifyContent: 'center', mt: 2 },
} satisfies Record<string, TSx>;

/** Calls `onShown` once it is committed: inside a Suspense boundary, when the boundary's content is on screen. */
const OnShown = ({ onShown }: { onShown: () => void }) => {
  useEffect(onShown, [onShown]);
  return null;
};

/**
 * The public home (also {uf} and {uf}/{municipio}): hero with the filters, categories, 'N resultados',
 * the filter list, the partner list (keyboard-usable, works without location or map) and the map (beside the list on
 * wide screens; on phones a 'Lista' / 'Mapa' switch shows one of them, the map loading when first shown).
 */
export const DirectoryHome = () => {
  const t = useT();
  const navigate = useNavigate();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const states = useStates();
  const lines = usePublicLines();
  const settings = usePublicSettings();
  const { position, status: geoStatus, request: requestLocation } = useGeolocation();

  // the URL's uf decides which cities load; a {municipio} slug unknown among the cities with partners is looked up among all
  const params = useParams();
  const routeUf = params.uf ? params.uf.toUpperCase() : null;
  const citySlug = params.municipio ?? null;
  const cities = useCities(routeUf);
  const needAllCities = Boolean(citySlug) && cities.isSuccess && !cities.data.some((c) => slugify(c.nome) === slugify(citySlug ?? ''));
  const allCities = useCities(needAllCities ? routeUf : null, true);
  const knownCities = useMemo(() => [...(cities.data ?? []), ...(allCities.data ?? [])], [cities.data, allCities.data]);
  const { filters, setFilters, cityResolved } = useDirectoryFilters(knownCities);
  const cityPending = Boolean(citySlug) && !cityResolved && (cities.isLoading || allCities.isLoading || (needAllCities && !allCities.isFetched));
  const cityUnknown = Boolean(citySlug) && !cityResolved && !cityPending;

  // the count and 'Carregar mais' wait for the first cards on screen (their chunk loads in parallel with the data);
  // a page the server rendered has them already
  const [cardsLoaded, setCardsLoaded] = useState(renderedOnServer);
  const markCardsLoaded = useCallback(() => setCardsLoaded(true), []);
  useEffect(() => {
    void partnerList.preload().catch(() => undefined);
  }, []);

  const ready = !cityPending;
  // ?pagina=N (the 'Carregar mais' link of the page without JavaScript, and of search engines) starts the list there
  const [searchParams] = useSearchParams();
  const startPage = startPageOf(searchParams);
  // the point the list is sorted from: a CEP, city or address typed (?local=) wins over the browser's location
  const place = usePlace(filters.place);
  const placePosition = useMemo(() => (place.data ? { latitude: place.data.latitude, longitude: place.data.longitude } : null), [place.data]);
  const searchPosition = filters.place ? (placePosition ?? (place.isError ? position : null)) : position;
  const placePending = Boolean(filters.place) && place.isPending;
  useEffect(() => {
    if (placePosition && place.data) rememberVisitorPosition({ ...placePosition, label: place.data.label });
    else if (!filters.place && position) rememberVisitorPosition({ ...position, label: null });
  }, [placePosition, place.data, filters.place, position]);
  const list = usePartners(filters, searchPosition, ready && !cityUnknown && !placePending, startPage);
  // the clusters load once the map is near the viewport (at once on wide screens; on phones when scrolled to)
  const [mapShown, setMapShown] = useState(false);
  const showMap = useCallback(() => setMapShown(true), []);
  const [view, setView] = useState<TMapView | null>(null);
  const mapQuery = useMapClusters(filters, view, ready && !cityUnknown && mapShown);
  const frameKey = JSON.stringify([filters.uf, filters.city, filters.lines, filters.isAssistence]);
  const pages = useMemo(() => list.data?.pages ?? [], [list.data]);
  const partners = useMemo(() => pages.flatMap((p) => p.data), [pages]);
  const total = pages[0]?.total ?? 0;
  const nearest = pages[0]?.nearest ?? [];
  const shown = partners.length > 0 ? partners : nearest;
  // the searched point on the map, framed with the first page's partners (or the nearest beyond the filters)
  const searchedPlace = useMemo<TSearchedPlace | null>(
    () =>
      filters.place && place.data
        ? { latitude: place.data.latitude, longitude: place.data.longitude, label: place.data.label, kind: place.data.kind }
        : null,
    [filters.place, place.data],
  );
  const firstPage = list.isPlaceholderData ? undefined : pages[0];
  const searchedNearby = useMemo<TLatLng[]>(() => {
    if (!searchedPlace || !firstPage) return NONE;
    const around = firstPage.data.length > 0 ? firstPage.data : (firstPage.nearest ?? []);
    return around.flatMap((p) => (p.addressPosition ? [p.addressPosition] : []));
  }, [searchedPlace, firstPage]);
  // a radius counts only with a position (the API is never asked for one without)
  const radiusKm = searchPosition ? (filters.radiusKm ?? null) : null;
  useSearchTracking(filters, searchPosition !== null, pages[0], list.isSuccess && !list.isPlaceholderData, startPage);

  // the selected partner: from the list (its card) or from the map (its marker)
  const [selected, setSelected] = useState<{ partner: TMapMarker; source: 'list' | 'map' } | null>(null);
  const selection = useMemo<TMapSelection>(() => (selected ? { id: selected.partner.id, source: selected.source } : null), [selected]);
  const selectFromList = useCallback(
    (id: number) => {
      const partner = shown.find((p) => p.id === id);
      if (partner) setSelected({ partner, source: 'list' });
    },
    [shown],
  );
  const selectFromMap = useCallback((partner: TMapMarker) => {
    setSelected({ partner, source: 'map' });
    document.querySelector(`[data-partner-id="${partner.id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  // a new filter set drops the selection (not on mount: an update right after hydration costs a render)
  const selectionFilters = useRef(filters);
  useEffect(() => {
    if (selectionFilters.current === filters) return;
    selectionFilters.current = filters;
    setSelected(null);
  }, [filters]);

  // stable props for the memoized hero and checkboxes (a render commits a select's or checkbox's value again: one
  // while the page hydrates would undo a choice just made) and place search (MUI Autocomplete measures its field's
  // width on every render, a forced layout)
  // a cleared place drops the radius too when no other position is left to measure it from
  const positionRef = useRef(position);
  positionRef.current = position;
  const setPlace = useCallback(
    (next: string | null) => setFilters(next === null && !positionRef.current ? { place: null, radiusKm: null } : { place: next }),
    [setFilters],
  );
  // the browser scrolls a focused field into view
  const focusPlaceSearch = useCallback(() => document.getElementById(PLACE_INPUT_ID)?.focus(), []);
  const scrollToResults = useCallback(() => {
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  }, []);
  const bannerDesk = settings.data?.bannerDesk;
  const bannerMobile = settings.data?.bannerMobile;
  const bannerUrl = useMemo(() => ({ desk: imageUrl(bannerDesk), mobile: imageUrl(bannerMobile) }), [bannerDesk, bannerMobile]);
  const setOpenNow = useCallback((event: ChangeEvent<HTMLInputElement>) => setFilters({ openNow: event.target.checked }), [setFilters]);
  const setAssistance = useCallback((event: ChangeEvent<HTMLInputElement>) => setFilters({ isAssistence: event.target.checked }), [setFilters]);

  // phones (one column): a list/map switch instead of the map under every card. CSS decides by width, in the
  // server's HTML and after: a phone shows it right at once, and hydrating changes no style (a change of class
  // after hydrating inserted new rules and laid the whole page out again, a long task on a phone).
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('list');
  const mapPanelRef = useRef<HTMLDivElement>(null);
  // 'Mapa' (and the skip link) bring the map on screen: the visitor may be far down the list when asking for it
  const mapAsked = useRef(false);
  const showPhoneView = useCallback((next: 'list' | 'map') => {
    mapAsked.current = next === 'map';
    setPhoneView(next);
  }, []);
  useEffect(() => {
    const panel = mapPanelRef.current;
    if (phoneView !== 'map' || !mapAsked.current || !panel) return;
    mapAsked.current = false;
    const box = panel.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight / 2) panel.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [phoneView]);
  // 'Pular para o mapa': past the cards to the map (shown first on a phone), its pins next in the tab order
  const skipToMap = useCallback(
    (event: MouseEvent) => {
      event.preventDefault();
      // shown at once (on a phone the panel is hidden until then): a hidden element takes no focus
      flushSync(() => showPhoneView('map'));
      const panel = mapPanelRef.current;
      if (!panel) return;
      panel.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      panel.focus({ preventScroll: true });
    },
    [showPhoneView],
  );

  const stateName = filters.uf ? (UFS.find((u) => u.uf === filters.uf)?.nome ?? filters.uf) : null;
  const head =
    filters.uf && filters.city
      ? {
          title: t('directory.seo.cityTitle', { inCity: inCityName(filters.city), uf: filters.uf }),
          description: t('directory.seo.cityDescription', { inCity: inCityName(filters.city), uf: filters.uf }),
          path: directoryUrl({ ...filters, lines: [], isAssistence: false, openNow: false, place: null, radiusKm: null }),
        }
      : stateName
        ? {
            title: t('directory.seo.stateTitle', { inState: inStateName(filters.uf!) }),
            description: t('directory.seo.stateDescription', { inState: inStateName(filters.uf!) }),
            path: directoryUrl({ ...filters, city: null, lines: [], isAssistence: false, openNow: false, place: null, radiusKm: null }),
          }
        : { title: t('directory.seo.homeTitle'), description: t('directory.seo.homeDescription'), path: '/' };
  // a later page of the list (?pagina=N, the link of the page without JavaScript) is its own canonical page
  if (startPage > 0) head.path = nextPageHref({ ...filters, place: null, radiusKm: null }, startPage - 1);

  if (cityUnknown) {
    return (
      <>
        <NotFoundHead title={t('pages.notFound.title')} />
        <NotFound />
      </>
    );
  }

  // a state or city page without partners of its own (no position of the visitor's): the API's nearest from the
  // place's point, or the state's partners when nothing placed the city (they come without distances)
  const placeName = filters.city ? inCityName(filters.city) : filters.uf ? inStateName(filters.uf) : null;
  const emptyPlaceTitle =
    partners.length === 0 && radiusKm === null && !searchPosition && placeName && nearest.length > 0
      ? filters.city && filters.uf && nearest.every((p) => p.distanceKm === undefined || p.distanceKm === null)
        ? t('directory.noneInPlaceState', { inPlace: placeName, inState: inStateName(filters.uf) })
        : t('directory.noneInPlaceNearest', { inPlace: placeName })
      : null;
  // "Aberto agora" leaves out the partners without hours: said, and offered (never an empty page without a way out)
  const withoutHours = filters.openNow ? (firstPage?.withoutHours ?? 0) : 0;
  // the state or city has no partner of its own: its page shows another place's, kept out of search indexes
  const placeWithoutPartners =
    Boolean(filters.uf) &&
    !filters.place &&
    filters.lines.length === 0 &&
    !filters.isAssistence &&
    !filters.openNow &&
    firstPage !== undefined &&
    firstPage.total === 0;
  // any filter set: the list is what the visitor came for, the hero steps back
  const filtered = Boolean(filters.uf || filters.place || filters.lines.length > 0 || filters.isAssistence || filters.openNow);
  const toggledLines = (id: number) => (filters.lines.includes(id) ? filters.lines.filter((l) => l !== id) : [id]);
  const toggleLine = (id: number) => setFilters({ lines: toggledLines(id) });
  const lineHref = (id: number) => directoryUrl({ ...filters, lines: toggledLines(id) });
  const listSkeleton = (
    <Stack spacing={1.5} role="status" aria-label={t('directory.loadingPartners')} data-testid="partner-skeletons">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={176} aria-hidden />
      ))}
    </Stack>
  );
  const countText = total === 1 ? t('directory.oneResult') : t('directory.results', { count: formatInteger(total) });
  // a failed first load claims no count (the error and 'Tentar novamente' say it); none either until the cards can show
  const failed = list.isError && !list.data;
  const listShown = Boolean(list.data) && cardsLoaded;
  // a new filter set: the previous cards stay, dimmed, and the count says it is loading (not the old number)
  const stale = list.isPlaceholderData;
  const heading = failed ? t('directory.resultsHeading') : !listShown ? t('directory.loadingPartners') : stale ? t('directory.updating') : countText;
  // a later page (?pagina=N, the page without JavaScript): which partners it shows, and the page before it
  const rangeFrom = startPage * PARTNERS_PAGE_SIZE + 1;
  const rangeTo = Math.min(startPage * PARTNERS_PAGE_SIZE + partners.length, total);
  const previousHref = startPage > 1 ? nextPageHref(filters, startPage - 2) : directoryUrl(filters);
  // the place typed is looked up (or waits for the connection): said where the list will be
  const placeWaiting = Boolean(filters.place) && place.isPending;

  return (
    <div>
      <PageHead {...head} noindex={placeWithoutPartners} />
      <SearchHero
        heading={filters.uf ? head.title : undefined}
        filters={filters}
        states={states.data ?? NONE}
        cities={cities.data ?? NONE}
        lines={lines.data ?? NONE}
        onChange={setFilters}
        onSearch={scrollToResults}
        onPlace={setPlace}
        bannerUrl={bannerUrl}
        radiusShown={searchPosition !== null}
        compact={filtered}
      />
      <Box sx={SX.container}>
        <CategoriesBlock lines={lines.data ?? []} selected={filters.lines} onPick={toggleLine} hrefOf={lineHref} loading={lines.isPending} />
        <Box component="section" aria-labelledby="results-count" sx={SX.results}>
          <Box sx={SX.resultsHead}>
            <h2 id="results-count" ref={resultsRef} tabIndex={-1} aria-live="polite" aria-busy={stale || undefined}>
              {heading}
            </h2>
            <div>
              <NativeCheckboxField
                name={OPEN_NOW_PARAM}
                value="true"
                form={SEARCH_FORM_ID}
                checked={filters.openNow}
                onChange={setOpenNow}
                label={t('directory.openNow')}
              />
              <NativeCheckboxField
                name="isAssistence"
                value="true"
                form={SEARCH_FORM_ID}
                checked={filters.isAssistence}
                onChange={setAssistance}
                label={t('directory.assistanceOnly')}
              />
            </div>
          </Box>
          {placeWaiting && (
            <Box component="p" sx={SX.sortedFrom} role="status" data-testid="place-pending">
              {t(place.fetchStatus === 'paused' ? 'directory.place.offline' : 'directory.place.locating', { place: filters.place ?? '' })}
            </Box>
          )}
          {filters.place && place.isError && (
            <LazyAlert severity="warning" sx={{ mb: 1.5 }}>
              {place.error.message}
            </LazyAlert>
          )}
          {searchPosition && listShown && (
            <Box component="p" sx={SX.sortedFrom} data-testid="sorted-from">
              {filters.place && place.data ? t('directory.place.sortedFrom', { place: place.data.label }) : t('directory.place.sortedFromYou')}
            </Box>
          )}
          {radiusKm && listShown && total > 0 && (
            <Box component="p" sx={SX.sortedFrom} data-testid="within-radius">
              {total === 1
                ? t('directory.place.oneWithinRadius', { km: radiusKm })
                : t('directory.place.withinRadius', { count: formatInteger(total), km: radiusKm })}
            </Box>
          )}
          <SuspenseUntilLoaded part={filterChips} fallback={null}>
            <FilterChips filters={filters} lines={lines.data ?? []} onChange={setFilters} />
          </SuspenseUntilLoaded>
          {/* shown once the app runs (<html data-app-ready>, the page hydrated: a tap before would do nothing; hidden without
              JavaScript: NEEDS_SCRIPT). CSS: hydrating re-renders nothing for it */}
          <Box role="group" aria-label={t('directory.viewSwitch.label')} sx={SX.viewSwitch} {...NEEDS_SCRIPT}>
            {(['list', 'map'] as const).map((view) => (
              <Button
                key={view}
                variant={phoneView === view ? 'contained' : 'outlined'}
                aria-pressed={phoneView === view}
                startIcon={<PathIcon path={view === 'list' ? VIEW_LIST_ICON_PATH : MAP_ICON_PATH} />}
                onClick={() => showPhoneView(view)}
              >
                {t(view === 'list' ? 'directory.viewSwitch.list' : 'directory.viewSwitch.map')}
              </Button>
            ))}
          </Box>
          <Box sx={SX.columns} {...SCRIPT_COLUMNS}>
            <Box
              sx={[SX.listPanel, phoneView === 'map' && SX.phoneHidden, stale && SX.stale]}
              data-testid="partner-list-panel"
              aria-busy={stale || undefined}
            >
              {/* the map's pins come after every card in the tab order: a way past them (the map needs the script) */}
              <Box component="a" href="#partner-map-panel" sx={SX.skipLink} onClick={skipToMap} {...NEEDS_SCRIPT}>
                {t('directory.skipToMap')}
              </Box>
              {startPage > 0 && listShown && partners.length > 0 && (
                <Box component="p" sx={SX.pageRange} data-testid="page-range">
                  <span>
                    {t('directory.showingRange', { from: formatInteger(rangeFrom), to: formatInteger(rangeTo), total: formatInteger(total) })}
                  </span>
                  <RouterLink to={previousHref} rel="prev">
                    {t('directory.previousPage')}
                  </RouterLink>
                </Box>
              )}
              {failed ? (
                <LazyAlert
                  severity="error"
                  action={
                    <Button color="inherit" onClick={() => void list.refetch()}>
                      {t('directory.retry')}
                    </Button>
                  }
                >
                  {t('directory.loadFailed')}
                </LazyAlert>
              ) : !list.data ? (
                listSkeleton
              ) : (
                <>
                  {partners.length === 0 && radiusKm !== null && nearest.length > 0 && (
                    <Box component="h3" sx={SX.nearestTitle}>
                      {t('directory.place.noneWithinRadiusNearest', { km: radiusKm })}
                    </Box>
                  )}
                  {partners.length === 0 && (radiusKm === null || nearest.length === 0) && !emptyPlaceTitle && (
                    <LazyAlert severity="info" sx={{ mb: 2 }}>
                      {radiusKm === null ? t('directory.empty') : t('directory.place.noneWithinRadius', { km: radiusKm })}
                    </LazyAlert>
                  )}
                  {partners.length === 0 && radiusKm === null && nearest.length > 0 && (
                    <Box component="h3" sx={SX.nearestTitle} data-testid="nearest-title">
                      {emptyPlaceTitle ?? t('directory.nearestTitle')}
                    </Box>
                  )}
                  {withoutHours > 0 && (
                    <Box component="p" sx={SX.sortedFrom} data-testid="without-hours">
                      {t('directory.withoutHoursNote')}{' '}
                      <Button
                        size="small"
                        href={directoryUrl({ ...filters, openNow: false })}
                        onClick={(event: MouseEvent) => {
                          event.preventDefault();
                          setFilters({ openNow: false });
                        }}
                      >
                        {withoutHours === 1 ? t('directory.oneWithoutHours') : t('directory.withoutHours', { count: formatInteger(withoutHours) })}
                      </Button>
                    </Box>
                  )}
                  <SuspenseUntilLoaded part={partnerList} fallback={listSkeleton}>
                    <PartnerList partners={shown} selectedId={selection?.id} onSelect={selectFromList} label={t('directory.partnerList')} />
                    {!cardsLoaded && <OnShown onShown={markCardsLoaded} />}
                  </SuspenseUntilLoaded>
                  {list.isFetchNextPageError && (
                    <LazyAlert
                      severity="error"
                      sx={{ mt: 2 }}
                      action={
                        <Button color="inherit" onClick={() => void list.fetchNextPage()}>
                          {t('directory.retry')}
                        </Button>
                      }
                    >
                      {t('directory.loadMoreFailed')}
                    </LazyAlert>
                  )}
                  {list.hasNextPage && cardsLoaded && !list.isFetchNextPageError && (
                    <Box sx={SX.loadMore}>
                      {/* a link to the next page for the page without JavaScript and for search engines; the app loads it below */}
                      <Button
                        variant="outlined"
                        href={nextPageHref(filters, (list.data?.pageParams.at(-1) as number | undefined) ?? startPage)}
                        onClick={(event: MouseEvent) => {
                          event.preventDefault();
                          void list.fetchNextPage();
                        }}
                        disabled={list.isFetchingNextPage}
                        startIcon={list.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
                      >
                        {t('directory.loadMore')}
                      </Button>
                    </Box>
                  )}
                </>
              )}
            </Box>
            <Box
              ref={mapPanelRef}
              id="partner-map-panel"
              tabIndex={-1}
              sx={[SX.mapPanel, phoneView === 'list' && SX.phoneHidden]}
              data-testid="partner-map-panel"
              {...NEEDS_SCRIPT}
            >
              <MapPanel
                clusters={mapQuery.data}
                frameKey={frameKey}
                extent={mapQuery.isPlaceholderData ? undefined : mapQuery.data?.extent}
                onViewChange={setView}
                selection={selection}
                selectedPartner={selected?.partner ?? null}
                onSelect={selectFromMap}
                onOpenDetails={(p: TMapMarker) => void navigate(partnerDetailsPath(p))}
                detailsHref={partnerDetailsPath}
                position={position}
                geoStatus={geoStatus}
                requestLocation={requestLocation}
                searchedPlace={searchedPlace}
                searchedNearby={searchedNearby}
                onSearchPlace={focusPlaceSearch}
                onMapShown={showMap}
                shown={phoneView === 'map'}
              />
            </Box>
          </Box>
        </Box>
      </Box>
      <LocationLinks uf={filters.uf} city={filters.city} states={states.data ?? []} cities={cities.data ?? []} />
      <SuspenseUntilLoaded part={directoryFooter} fallback={null}>
        <DirectoryFooter />
      </SuspenseUntilLoaded>
    </div>
  );
};
