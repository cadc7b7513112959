import { Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { keyframes } from '@emotion/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import { directionsLink, mapsLink } from '@rede/domain/validators/directions-link';
import { telLink } from '@rede/domain/validators/tel-link';
import { cityPath, partnerPath } from '@rede/domain/validators/partner-path';
import type { TPartnerNearby } from '@rede/domain';
import { whatsappLink } from '@rede/domain/validators/whatsapp-link';
import { breadcrumbJsonLd, jsonLdScript, partnerJsonLd } from '@rede/domain/seo/json-ld';
import { partnerTrail, type TTrailStep } from '@rede/domain/seo/partner-breadcrumb';
import { LegalLinks } from '@/components/layout/legal-links';
import { NotFound } from '@/components/errors/not-found';
import { PlainButton } from '@/components/ui/plain-button';
import { imageUrl } from '@/lib/upload-url';
import { useAppConfig } from '@/lib/config';
import { staticStyles } from '@/lib/static-styles';
import { useHydrated } from '@/lib/use-hydrated';
import { readVisitorPosition } from '@/lib/visitor-position';
import { distanceKm, formatKm } from '@rede/domain/validators/distance-km';
import { useT } from '@/lib/i18n';
import { ICON_PATHS } from '@/components/ui/icon-paths';
import { track } from '@/lib/analytics/track';
import { isNotFound, usePartnerDetails, type TPartnerPageData } from '../api/get-partner-details';
import { PartnerHours } from './partner-hours';
import type { TPartnerLocationMapProps } from './partner-location-map';
import { MapErrorBoundary, mapLoadErrorText, retryableLazy } from '@/components/address/retryable-lazy';
import { NotFoundHead, PageHead } from '@/lib/seo';

/** The location map's chunk, loaded again by 'Tentar novamente' after a failure (React keeps a failed lazy import). */
const locationMap = retryableLazy<TPartnerLocationMapProps>(() => import('./partner-location-map').then((m) => ({ default: m.PartnerLocationMap })));

/** Street and number, district, city-UF, cep. */
const addressOf = (p: TPartnerPageData) =>
  [[p.logradouro, p.numero].filter(Boolean).join(', ') + (p.complement ? ` (${p.complement})` : ''), p.neibor, `${p.city}-${p.uf}`, p.cep]
    .filter(Boolean)
    .join(' – ');

/** True when this page was reached by a navigation inside the app (the history entry before it is ours). */
const cameFromOurPage = (): boolean => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
};

/** A typography variant without its responsive sizes (responsiveFontSizes' media queries): for a heading that sets its own. */
const withoutMedia = (style: object) => Object.fromEntries(Object.entries(style).filter(([key]) => !key.startsWith('@media')));

/** MUI Skeleton's pulse. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** What MUI's Chip sizes share (the badge and the line chips). */
const chip = (theme: Theme) =>
  ({
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1.5,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    p: 0,
  }) as const;

const focusRing = (theme: Theme) => ({ '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 } });

/**
 * The page's look (lib/static-styles): plain elements with class names, serialised once per theme instead of on every
 * server render and again while the browser hydrates. The rules copy what the page showed with MUI's Container,
 * Breadcrumbs, Link, Paper, Avatar, Typography, Chip, Stack, SvgIcon and Skeleton; the buttons are PlainButton.
 * Classes used together on one element set different properties (or one wins by a nested selector).
 */
const useStyles = staticStyles((theme) => ({
  // Container (maxWidth lg) with the page's vertical padding
  container: {
    width: '100%',
    mx: 'auto',
    boxSizing: 'border-box',
    px: { xs: 2, sm: 3 },
    py: { xs: 2, md: 4 },
    [theme.breakpoints.up('lg')]: { maxWidth: `${theme.breakpoints.values.lg}px` },
  },
  // 'Voltar' and the breadcrumbs: a row Stack (spacing 2: the second item's left margin)
  top: { display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', mb: 2 },
  breadcrumbs: { typography: 'body1', m: 0, ml: 2, color: 'text.secondary' },
  crumbs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' },
  separator: { display: 'flex', userSelect: 'none', mx: 1 },
  crumbLink: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    ...focusRing(theme),
  },
  current: { color: 'text.primary' },
  loading: { display: 'flex', justifyContent: 'center', py: 8 },
  // outlined Paper
  paper: {
    overflow: 'hidden',
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderRadius: `${theme.shape.borderRadius}px`,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
  },
  icon: { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: '1.5rem' },
  cover: {
    height: { xs: 180, md: 300 },
    bgcolor: 'action.hover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    '& > img': { width: '100%', height: '100%', objectFit: 'cover' },
    '& > svg': { fontSize: 96, color: 'text.disabled' },
  },
  // no photo: a thin band in the brand's colour behind the logo, not a tall grey box (the details move up)
  coverBare: { height: { xs: 64, md: 88 }, bgcolor: 'primary.main' },
  content: { p: { xs: 2, md: 4 } },
  identity: { display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' }, mt: { xs: -7, md: -9 } },
  identityBare: { mt: { xs: -5, md: -6 } },
  // rounded Avatar: the logo, or the storefront icon
  avatar: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: { xs: 88, md: 112 },
    height: { xs: 88, md: 112 },
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(20),
    lineHeight: 1,
    borderRadius: `${theme.shape.borderRadius}px`,
    overflow: 'hidden',
    userSelect: 'none',
    border: 4,
    borderColor: 'background.paper',
    bgcolor: 'background.paper',
    color: 'primary.main',
    boxShadow: 2,
    '& > img': { width: '100%', height: '100%', textAlign: 'center', objectFit: 'contain', color: 'transparent', textIndent: 10000 },
    '& > svg': { fontSize: theme.typography.pxToRem(35) },
  },
  name: { pt: { sm: 6 } },
  title: { ...withoutMedia(theme.typography.h4), m: 0, fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700 },
  // small success Chip with its icon
  badge: {
    ...chip(theme),
    height: 24,
    color: 'success.contrastText',
    bgcolor: 'success.main',
    mt: 0.5,
    '& > svg': { fontSize: 18, ml: '4px', mr: '-4px', color: 'inherit' },
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', px: '8px', whiteSpace: 'nowrap' },
  },
  address: { fontStyle: 'normal', mt: 2, overflowWrap: 'anywhere' },
  text: { typography: 'body1', m: 0 },
  muted: { color: 'text.secondary' },
  // Link (underline always)
  link: {
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    ...focusRing(theme),
  },
  actions: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 1, mt: 2 },
  // the contained Button's success colour, over PlainButton's primary (two classes: it wins whatever the order)
  success: {
    '&&': {
      color: (theme.vars || theme).palette.success.contrastText,
      backgroundColor: (theme.vars || theme).palette.success.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: (theme.vars || theme).palette.success.dark } },
    },
  },
  section: { mt: 4 },
  sectionTitle: { typography: 'h6', m: 0 },
  sectionTitleGutter: { typography: 'h6', m: 0, mb: '0.35em' },
  lines: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' },
  // outlined primary Chip
  lineChip: {
    ...chip(theme),
    height: 32,
    color: 'primary.main',
    bgcolor: 'transparent',
    border: `1px solid ${theme.alpha((theme.vars || theme).palette.primary.main, 0.7)}`,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', px: '11px', whiteSpace: 'nowrap' },
  },
  locationHead: { display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 },
  // rounded Skeleton (pulse) where the map will be
  nearby: { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' },
  nearbyItem: { typography: 'body2', color: 'text.secondary', display: 'flex', flexDirection: 'column', gap: 0.25, overflowWrap: 'anywhere' },
  nearbyName: { typography: 'body1', fontWeight: 500 },
  // the legal links under the page, as the home's footer lays them out
  legal: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 1, mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' },
  skeleton: {
    display: 'block',
    height: 320,
    // MUI's Skeleton colour, the scheme's own
    bgcolor: 'Skeleton.bg',
    borderRadius: `${theme.shape.borderRadius}px`,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
}));

type TClasses = ReturnType<typeof useStyles>;

const Icon = ({ name, className }: { name: keyof typeof ICON_PATHS; className: string }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={ICON_PATHS[name]} />
  </svg>
);

/** The map's placeholder: the server's page and the hydrating render (MuiSkeleton-root: what the e2e tests wait on). */
const MapPlaceholder = ({ classes }: { classes: TClasses }) => <span className={`${classes.skeleton} MuiSkeleton-root`} />;

/** The partner details page ({uf}/{municipio}/{nome}/{id} and partnersdetails/{id}). */
export const PartnerDetails = () => {
  const t = useT();
  const classes = useStyles();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const query = usePartnerDetails(id);
  const partner = query.data;
  const canonical = partner ? partner.path || partnerPath(partner) : `/partnersdetails/${id}`;
  // an SEO route with an outdated slug goes to the current one
  useEffect(() => {
    if (!partner || !params.uf) return;
    const current = partner.path || partnerPath(partner);
    if (window.location.pathname !== current) void navigate(current, { replace: true });
  }, [partner, params.uf, navigate]);

  if (query.isError && isNotFound(query.error)) {
    return (
      <>
        <NotFoundHead title={t('pages.notFound.title')} />
        <NotFound />
      </>
    );
  }

  // back in history only when the previous entry is one of our pages (react-router numbers the entries of
  // this visit from 0, and a redirect keeps the number); a visitor who came from a search engine or a
  // shared link goes to the partner's city list instead of leaving the site
  // a link to the city list (it works without JavaScript and opens in a new tab); a click goes back in history instead
  const backPath = partner ? cityPath(partner.uf, partner.city) : '/';
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !cameFromOurPage()) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <div className={classes.container}>
      <PageHead
        title={partner ? `${partner.name} – ${partner.city}-${partner.uf}` : t('partner.breadcrumbDetails')}
        description={
          partner ? t('partner.seoDescription', { name: partner.name, city: partner.city, uf: partner.uf }) : t('partner.breadcrumbDetails')
        }
        path={canonical}
        image={partner ? (imageUrl(partner.photo) ?? imageUrl(partner.logo)) : null}
      />
      <div className={classes.top}>
        <PlainButton to={backPath} startIcon={<Icon name="back" className={classes.icon} />} onClick={back}>
          {t('partner.back')}
        </PlainButton>
        <nav className={classes.breadcrumbs} aria-label={t('partner.breadcrumbLabel')}>
          <Trail
            steps={partner ? partnerTrail(partner, t('partner.breadcrumbHome')) : [{ name: t('partner.breadcrumbHome'), path: '/' }]}
            current={partner ? null : t('partner.breadcrumbDetails')}
            classes={classes}
          />
        </nav>
      </div>

      {query.isPending ? (
        <div className={classes.loading}>
          <CircularProgress aria-label={t('partner.loading')} />
        </div>
      ) : query.isError || !partner ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('partner.retry')}
            </Button>
          }
        >
          {t('partner.loadFailed')}
        </Alert>
      ) : (
        <PartnerBody partner={partner} classes={classes} />
      )}
      <LegalLinks className={classes.legal} />
    </div>
  );
};

/**
 * The visible trail, the same steps as the JSON-LD's (partnerTrail): links to every step but the last, which is
 * this page (aria-current); `current`: a last step without a page of its own (the partner still loading).
 */
const Trail = ({ steps, current, classes }: { steps: TTrailStep[]; current: string | null; classes: TClasses }) => {
  const links = current === null ? steps.slice(0, -1) : steps;
  const here = current ?? steps[steps.length - 1]!.name;
  return (
    <ol className={classes.crumbs}>
      {links.map((step) => (
        <li key={step.path} className={classes.crumbs}>
          <RouterLink className={classes.crumbLink} to={step.path}>
            {step.name}
          </RouterLink>
          <span className={classes.separator} aria-hidden="true">
            ›
          </span>
        </li>
      ))}
      <li>
        <span className={classes.current} aria-current="page">
          {here}
        </span>
      </li>
    </ol>
  );
};

/** schema.org data of the page: the partner (AutoPartsStore) and the trail Início › state › city › partner. */
const PartnerJsonLd = ({ partner }: { partner: TPartnerPageData }) => {
  const t = useT();
  const base = useAppConfig().publicUrl;
  const trail = breadcrumbJsonLd(partnerTrail(partner, t('partner.breadcrumbHome')).map((step) => ({ name: step.name, url: `${base}${step.path}` })));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript([partnerJsonLd(partner, base), trail]) }} />;
};

/**
 * How far the partner is from where the visitor searched (their location, or the CEP, city or address they
 * typed in the directory): browser-only, after hydration (the server knows no visitor's position).
 */
const DistanceFromVisitor = ({ partner, classes }: { partner: TPartnerPageData; classes: TClasses }) => {
  const t = useT();
  const from = readVisitorPosition();
  const at = partner.addressPosition;
  if (!from || !at) return null;
  const distance = formatKm(distanceKm(from.latitude, from.longitude, at.latitude, at.longitude));
  return (
    <p className={`${classes.text} ${classes.muted}`} data-testid="partner-distance">
      {from.label ? t('partner.distanceFrom', { distance, place: from.label }) : t('partner.distanceFromYou', { distance })}
    </p>
  );
};

/**
 * Whether the image at `src` failed to load (MUI Avatar's check: a request of its own after mounting, so a failure
 * before hydration counts too); the avatar then shows its icon.
 */
const useImageFailed = (src: string | null): boolean => {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return undefined;
    let active = true;
    const image = new Image();
    image.onerror = () => {
      if (active) setFailed(src);
    };
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  return src !== null && failed === src;
};

/** The partner's logo (rounded avatar), or the storefront icon when there is none or it does not load. */
const PartnerLogo = ({ logo, name, classes }: { logo: string | null; name: string; classes: TClasses }) => {
  const t = useT();
  const failed = useImageFailed(logo);
  return (
    <div className={classes.avatar}>
      {logo && !failed ? <img src={logo} alt={t('partner.logoOf', { name })} /> : <Icon name="storefront" className={classes.icon} />}
    </div>
  );
};

const PartnerBody = ({ partner, classes }: { partner: TPartnerPageData; classes: TClasses }) => {
  const t = useT();
  const hydrated = useHydrated();
  // a new attempt after 'Tentar novamente' renders the map's (new) lazy component
  const [, setMapAttempt] = useState(0);
  const PartnerLocationMap = locationMap.get();
  const config = useAppConfig();
  const cover = imageUrl(partner.photo);
  const logo = imageUrl(partner.logo);
  const position = partner.addressPosition;
  const whatsNumber = partner.whatsapp || partner.phone;
  const directions = directionsLink(partner);
  // anonymous engagement analytics (lib/analytics): the page viewed, its contact links clicked
  useEffect(() => {
    track({ type: 'partner_view', partnerId: partner.id });
  }, [partner.id]);
  const clicked = (type: 'phone_click' | 'whatsapp_click' | 'directions_click') => () => track({ type, partnerId: partner.id });
  return (
    <div className={classes.paper}>
      <PartnerJsonLd partner={partner} />
      {cover ? (
        <div className={classes.cover}>
          <img src={cover} alt={t('partner.coverOf', { name: partner.name })} />
        </div>
      ) : (
        <div className={classes.coverBare} data-testid="partner-cover-band" />
      )}
      <div className={classes.content}>
        <div className={cover ? classes.identity : `${classes.identity} ${classes.identityBare}`}>
          <PartnerLogo logo={logo} name={partner.name} classes={classes} />
          <div className={classes.name}>
            <h1 className={classes.title}>{partner.name}</h1>
            {partner.isAssistence && (
              <div className={classes.badge}>
                <Icon name="build" className={classes.icon} />
                <span>{t('partner.assistanceBadge')}</span>
              </div>
            )}
          </div>
        </div>

        <address className={classes.address}>
          <p className={classes.text}>{addressOf(partner)}</p>
          {hydrated && <DistanceFromVisitor partner={partner} classes={classes} />}
          {partner.phone && (
            <p className={classes.text}>
              {t('partner.phone')}:{' '}
              <a className={classes.link} href={telLink(partner.phone)} onClick={clicked('phone_click')}>
                {partner.phone}
              </a>
            </p>
          )}
          {partner.email && (
            <p className={classes.text}>
              {t('partner.email')}:{' '}
              <a className={classes.link} href={`mailto:${partner.email}`}>
                {partner.email}
              </a>
            </p>
          )}
        </address>

        <div className={classes.actions}>
          {partner.phone && (
            <PlainButton
              variant="contained"
              startIcon={<Icon name="phone" className={classes.icon} />}
              href={telLink(partner.phone)}
              onClick={clicked('phone_click')}
            >
              {t('partner.call')}
            </PlainButton>
          )}
          {whatsNumber && (
            <PlainButton
              variant="contained"
              className={classes.success}
              startIcon={<Icon name="whatsapp" className={classes.icon} />}
              href={whatsappLink(whatsNumber, t('directory.whatsappMessage', { name: partner.name }))}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-link"
              onClick={clicked('whatsapp_click')}
            >
              {t('partner.whatsapp')}
            </PlainButton>
          )}
          <PlainButton
            variant="outlined"
            startIcon={<Icon name="directions" className={classes.icon} />}
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="directions-link"
            onClick={clicked('directions_click')}
          >
            {t('partner.goToStore')}
          </PlainButton>
        </div>

        {partner.hours && <PartnerHours hours={partner.hours} uf={partner.uf} city={partner.city} />}

        <section className={classes.section} aria-labelledby="lines-title">
          <h2 id="lines-title" className={classes.sectionTitleGutter}>
            {t('partner.lines')}
          </h2>
          <ul className={classes.lines}>
            {partner.lines.map((line) => (
              <li key={line.id}>
                <div className={classes.lineChip}>
                  <span>{line.name}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={classes.section} aria-labelledby="location-title">
          <div className={classes.locationHead}>
            <h2 id="location-title" className={classes.sectionTitle}>
              {t('partner.location')}
            </h2>
            {position && (
              <PlainButton
                startIcon={<Icon name="map" className={classes.icon} />}
                href={mapsLink(partner)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="maps-link"
                onClick={clicked('directions_click')}
              >
                {t('partner.viewOnMaps')}
              </PlainButton>
            )}
          </div>
          {position ? (
            <MapErrorBoundary
              onRetry={() => {
                locationMap.retry();
                setMapAttempt((n) => n + 1);
              }}
              fallback={(error, retry) => (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" size="small" onClick={retry}>
                      {t('directory.retry')}
                    </Button>
                  }
                >
                  {mapLoadErrorText(error)}
                </Alert>
              )}
            >
              {/* Leaflet runs in the browser only: the server's page (and the hydrating render) show the placeholder */}
              {!hydrated ? (
                <MapPlaceholder classes={classes} />
              ) : (
                <Suspense fallback={<MapPlaceholder classes={classes} />}>
                  <PartnerLocationMap
                    latitude={position.latitude}
                    longitude={position.longitude}
                    name={partner.name}
                    tileUrl={config.map.tileUrl}
                    attribution={config.map.attribution}
                    label={t('partner.mapLabel', { name: partner.name })}
                  />
                </Suspense>
              )}
            </MapErrorBoundary>
          ) : (
            <p className={`${classes.text} ${classes.muted}`}>{t('partner.noPosition')}</p>
          )}
        </section>

        {partner.nearby && partner.nearby.length > 0 && <NearbyPartners nearby={partner.nearby} classes={classes} />}
      </div>
    </div>
  );
};

/**
 * "Outros parceiros perto daqui": links to the nearest other partners (the details answer's `nearby`), in the server's
 * page too, so a visitor without JavaScript and a crawler can follow them.
 */
const NearbyPartners = ({ nearby, classes }: { nearby: TPartnerNearby[]; classes: TClasses }) => {
  const t = useT();
  return (
    <section className={classes.section} aria-labelledby="nearby-title">
      <h2 id="nearby-title" className={classes.sectionTitleGutter}>
        {t('partner.nearbyTitle')}
      </h2>
      <ul className={classes.nearby}>
        {nearby.map((other) => (
          <li key={other.id} className={classes.nearbyItem}>
            <RouterLink className={`${classes.link} ${classes.nearbyName}`} to={other.path || partnerPath(other)}>
              {other.name}
            </RouterLink>
            <span>
              {`${other.city}-${other.uf}`}
              {other.distanceKm !== null && ` · ${t('partner.nearbyDistance', { distance: formatKm(other.distanceKm) })}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
