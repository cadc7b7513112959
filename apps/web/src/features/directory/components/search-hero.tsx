import { memo, type CSSProperties, type FormEvent } from 'react';
import { preloadableLazy, SuspenseUntilLoaded } from '@/lib/preloadable-lazy';
import type { TIdName } from '@rede/domain';
import { UFS } from '@rede/domain/constants';
import { useT } from '@/lib/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { PathIcon } from '@/components/ui/path-icon';
import type { TDirectoryFilters, TLocationItem } from '../api/types';
import { NativeSelectField } from './native-select-field';
import { RADII_KM, RADIUS_PARAM } from './use-directory-filters';
import { SEARCH_ICON_PATH } from '@/components/ui/first-load-icon-paths';

// the combobox (MUI Autocomplete) stays out of the home's first load; the server renders it in the page
export const placeSearchField = preloadableLazy(() => import('./place-search-field').then((m) => m.PlaceSearchField));
const PlaceSearchField = placeSearchField.Component;
const PLACE_FIELD_NAME = 'local';

type TSearchHeroProps = {
  filters: TDirectoryFilters;
  states: readonly TLocationItem[];
  cities: readonly TLocationItem[];
  lines: readonly TIdName[];
  /** The page's H1 ('Parceiros na Bahia' on a state's page); the generic invitation on the home. */
  heading?: string;
  onChange: (next: Partial<TDirectoryFilters>) => void;
  onSearch: () => void;
  /** A CEP, city or address to sort the partners from (null: none). */
  onPlace: (place: string | null) => void;
  bannerUrl?: { desk: string | null; mobile: string | null };
  /** The list has a position (a searched place or the visitor's): the radius select is offered beside the place search. */
  radiusShown?: boolean;
  /** Filters are set: a shorter hero (no subtitle, less padding), so the first result shows on the first screen. */
  compact?: boolean;
};

/** State items carry the code as id ('SP') or an IBGE number; the filter wants the code. */
export const stateCodeOf = (item: TLocationItem): string => {
  if (typeof item.id === 'string' && /^[A-Za-z]{2}$/.test(item.id)) return item.id.toUpperCase();
  if (/^[A-Za-z]{2}$/.test(item.nome)) return item.nome.toUpperCase();
  return UFS.find((u) => u.nome === item.nome)?.uf ?? String(item.id);
};

const MANY_LINES = 'many';

/** The filter form's id: the assistance checkbox beside the results belongs to it too (its `form` attribute). */
export const SEARCH_FORM_ID = 'directory-search';

type TSx = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/** The hero's plain heading and subtitle are styled from the section. */
const ROOT_SX: TSx = {
  position: 'relative',
  color: 'common.white',
  bgcolor: 'primary.dark',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  px: { xs: 2, md: 4 },
  py: { xs: 3, md: 5 },
  '& > div': { maxWidth: 1100, mx: 'auto' },
  '& h1': { typography: 'h4', m: 0, fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.4rem' } },
  '& h1 + p': { typography: 'body1', m: 0, mt: 1, mb: 3 },
};

/** Filters are set: a shorter hero. */
const COMPACT_SX: TSx = {
  py: { xs: 2, md: 3 },
  '& h1': { fontSize: { xs: '1.25rem', md: '1.75rem' }, mb: 1.5 },
  '& h1 + p': { display: 'none' },
};

/** The banners: the page's own images, as CSS variables set on the element (one rule for every banner). */
const BANNER_SX: TSx = { backgroundImage: { xs: 'var(--hero-mobile, none)', md: 'var(--hero-desk, none)' } };

const FORM_SX: SxProps<Theme> = (theme) => ({
  p: 2,
  display: 'grid',
  gap: 2,
  // two columns on a phone too: the form's four rows took most of the first screen
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '1fr 1.3fr 1fr auto' },
  alignItems: 'center',
  color: 'text.primary',
  bgcolor: 'background.paper',
  borderRadius: `${theme.shape.borderRadius}px`,
  boxShadow: theme.shadows[1],
  // MUI's Paper (elevation 1) lightens itself in dark mode
  ...theme.applyStyles('dark', { backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.051), rgba(255, 255, 255, 0.051))' }),
  '& > .hero-place': { gridColumn: '1 / -1', height: 40 },
});

/** `url("…")` for a CSS value; null without an image. */
const banner = (url: string | null | undefined, shade: number) =>
  url ? `linear-gradient(rgba(0,0,0,${shade}), rgba(0,0,0,${shade})), url("${url.replace(/["\\\n]/g, encodeURIComponent)}")` : undefined;

/**
 * The hero: dropdowns of state, city (of the chosen state) and product, and BUSCAR, which scrolls to
 * the results. Native selects: fast, and the phone's own picker. Memoized (stable props from the directory): a
 * render commits the selects' values again, and one while the page hydrates would undo a choice just made.
 */
export const SearchHero = memo(function SearchHero({
  filters,
  states,
  cities,
  lines,
  onChange,
  onSearch,
  onPlace,
  bannerUrl,
  radiusShown = false,
  heading,
  compact = false,
}: TSearchHeroProps) {
  const t = useT();
  const cityKnown = !filters.city || cities.some((c) => c.nome === filters.city);
  const mobile = banner(bannerUrl?.mobile, 0.55);
  const desk = banner(bannerUrl?.desk, 0.5);
  const images = mobile || desk ? ({ '--hero-mobile': mobile, '--hero-desk': desk } as CSSProperties) : undefined;
  return (
    <Box component="section" aria-labelledby="hero-title" sx={[ROOT_SX, images ? BANNER_SX : false, compact && COMPACT_SX]} style={images}>
      <div>
        <h1 id="hero-title">{heading ?? t('directory.heroTitle')}</h1>
        <p>{t('directory.heroSubtitle')}</p>
        {/* without JavaScript a plain GET to the home, which sends the state and city to their own address */}
        <Box
          component="form"
          role="search"
          id={SEARCH_FORM_ID}
          method="get"
          action="/"
          sx={FORM_SX}
          style={radiusShown ? ({ '--place-span': '1 / -2' } as CSSProperties) : undefined}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const place = new FormData(event.currentTarget).get(PLACE_FIELD_NAME);
            onPlace(typeof place === 'string' && place.trim() ? place.trim() : null);
            onSearch();
          }}
        >
          <SuspenseUntilLoaded part={placeSearchField} fallback={<div className="hero-place" />}>
            <PlaceSearchField value={filters.place} onPlace={onPlace} />
          </SuspenseUntilLoaded>
          {/* only with a position (the API refuses a radius without one); the page without JavaScript submits it as ?raio= */}
          {radiusShown && (
            <NativeSelectField
              id="filter-radius"
              name={RADIUS_PARAM}
              label={t('directory.place.radius')}
              value={filters.radiusKm ? String(filters.radiusKm) : ''}
              onChange={(event) => onChange({ radiusKm: RADII_KM.find((km) => String(km) === event.target.value) ?? null })}
            >
              <option value="">{t('directory.place.anyRadius')}</option>
              {RADII_KM.map((km) => (
                <option key={km} value={String(km)}>
                  {t('directory.place.upTo', { km })}
                </option>
              ))}
            </NativeSelectField>
          )}
          <NativeSelectField
            id="filter-state"
            name="uf"
            label={t('directory.state')}
            value={filters.uf ?? ''}
            onChange={(event) => onChange({ uf: event.target.value || null, city: null })}
          >
            <option value="">{t('directory.allStates')}</option>
            {states.map((s) => (
              <option key={String(s.id)} value={stateCodeOf(s)}>
                {s.nome}
              </option>
            ))}
            {/* a state without partners (/ac) is not in the list: still named, not coded */}
            {filters.uf && !states.some((s) => stateCodeOf(s) === filters.uf) && (
              <option value={filters.uf}>{UFS.find((u) => u.uf === filters.uf)?.nome ?? filters.uf}</option>
            )}
          </NativeSelectField>
          <NativeSelectField
            id="filter-city"
            name="city"
            label={t('directory.city')}
            value={filters.city ?? ''}
            disabled={!filters.uf}
            onChange={(event) => onChange({ city: event.target.value || null })}
          >
            <option value="">{filters.uf ? t('directory.allCities') : t('directory.chooseStateFirst')}</option>
            {cities.map((c) => (
              <option key={String(c.id)} value={c.nome}>
                {c.nome}
              </option>
            ))}
            {!cityKnown && filters.city && <option value={filters.city}>{filters.city}</option>}
          </NativeSelectField>
          <NativeSelectField
            id="filter-line"
            name="line"
            label={t('directory.product')}
            value={filters.lines.length === 1 ? String(filters.lines[0]) : filters.lines.length > 1 ? MANY_LINES : ''}
            onChange={(event) => {
              const value = event.target.value;
              if (value !== MANY_LINES) onChange({ lines: value ? [Number(value)] : [] });
            }}
          >
            <option value="">{t('directory.allProducts')}</option>
            {/* several lines (from the URL or the categories): the select says so instead of 'Todos os produtos' */}
            {filters.lines.length > 1 && (
              <option value={MANY_LINES} disabled>
                {t('directory.manyProducts', { names: filters.lines.map((id) => lines.find((l) => l.id === id)?.name ?? `#${id}`).join(', ') })}
              </option>
            )}
            {lines.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </NativeSelectField>
          {/* a ring of the theme's colour: the page without JavaScript has no focus ripple */}
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<PathIcon path={SEARCH_ICON_PATH} />}
            sx={{ fontWeight: 700, minHeight: 44, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            {t('directory.search')}
          </Button>
        </Box>
      </div>
    </Box>
  );
});
