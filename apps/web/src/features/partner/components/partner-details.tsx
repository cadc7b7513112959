import { Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { directionsLink, mapsLink } from '@rede/domain/validators/directions-link';
import { telLink } from '@rede/domain/validators/tel-link';
import { cityPath, partnerPath } from '@rede/domain/validators/partner-path';
import type { TPartnerNearby } from '@rede/domain';
import { whatsappLink } from '@rede/domain/validators/whatsapp-link';
import { breadcrumbJsonLd, jsonLdScript, partnerJsonLd } from '@rede/domain/seo/json-ld';
import { partnerTrail, type TTrailStep } from '@rede/domain/seo/partner-breadcrumb';
import { LegalLinks } from '@/components/layout/legal-links';
import { NotFound } from '@/components/errors/not-found';
import { Link } from '@/components/ui/link';
import { PathIcon } from '@/components/ui/path-icon';
import { imageUrl } from '@/lib/upload-url';
import { useAppConfig } from '@/lib/config';
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

/** The map's placeholder: the server's page and the hydrating render (MuiSkeleton-root: what the e2e tests wait on). */
const MapPlaceholder = () => <Skeleton variant="rounded" height={320} />;

/** The partner details page ({uf}/{municipio}/{nome}/{id} and partnersdetails/{id}). */
export const PartnerDetails = () => {
  const t = useT();
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
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead
        title={partner ? `${partner.name} – ${partner.city}-${partner.uf}` : t('partner.breadcrumbDetails')}
        description={
          partner ? t('partner.seoDescription', { name: partner.name, city: partner.city, uf: partner.uf }) : t('partner.breadcrumbDetails')
        }
        path={canonical}
        image={partner ? (imageUrl(partner.photo) ?? imageUrl(partner.logo)) : null}
      />
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button component={RouterLink} to={backPath} startIcon={<PathIcon path={ICON_PATHS.back} />} onClick={back}>
          {t('partner.back')}
        </Button>
        <Trail
          steps={partner ? partnerTrail(partner, t('partner.breadcrumbHome')) : [{ name: t('partner.breadcrumbHome'), path: '/' }]}
          current={partner ? null : t('partner.breadcrumbDetails')}
        />
      </Stack>

      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('partner.loading')} />
        </Box>
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
        <PartnerBody partner={partner} />
      )}
      {/* the legal links under the page, as the home's footer lays them out */}
      <LegalLinks sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: 1, mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }} />
    </Container>
  );
};

/**
 * The visible trail, the same steps as the JSON-LD's (partnerTrail): links to every step but the last, which is
 * this page (aria-current); `current`: a last step without a page of its own (the partner still loading).
 */
const Trail = ({ steps, current }: { steps: TTrailStep[]; current: string | null }) => {
  const t = useT();
  const links = current === null ? steps.slice(0, -1) : steps;
  const here = current ?? steps[steps.length - 1]!.name;
  return (
    <Breadcrumbs aria-label={t('partner.breadcrumbLabel')} separator="›">
      {links.map((step) => (
        <Link key={step.path} to={step.path} color="inherit" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
          {step.name}
        </Link>
      ))}
      <Typography component="span" color="text.primary" aria-current="page">
        {here}
      </Typography>
    </Breadcrumbs>
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
const DistanceFromVisitor = ({ partner }: { partner: TPartnerPageData }) => {
  const t = useT();
  const from = readVisitorPosition();
  const at = partner.addressPosition;
  if (!from || !at) return null;
  const distance = formatKm(distanceKm(from.latitude, from.longitude, at.latitude, at.longitude));
  return (
    <Typography color="text.secondary" data-testid="partner-distance">
      {from.label ? t('partner.distanceFrom', { distance, place: from.label }) : t('partner.distanceFromYou', { distance })}
    </Typography>
  );
};

/** The partner's logo (rounded avatar); the storefront icon when there is none or it does not load (Avatar's own check). */
const PartnerLogo = ({ logo, name }: { logo: string | null; name: string }) => {
  const t = useT();
  return (
    <Avatar
      variant="rounded"
      src={logo ?? undefined}
      alt={logo ? t('partner.logoOf', { name }) : undefined}
      sx={{
        width: { xs: 88, md: 112 },
        height: { xs: 88, md: 112 },
        border: 4,
        borderColor: 'background.paper',
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 2,
        '& .MuiAvatar-img': { objectFit: 'contain' },
        '& > svg': { fontSize: (theme) => theme.typography.pxToRem(35) },
      }}
    >
      <PathIcon path={ICON_PATHS.storefront} />
    </Avatar>
  );
};

const PartnerBody = ({ partner }: { partner: TPartnerPageData }) => {
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
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <PartnerJsonLd partner={partner} />
      {cover ? (
        <Box
          sx={{
            height: { xs: 180, md: 300 },
            bgcolor: 'action.hover',
            '& > img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
          }}
        >
          <img src={cover} alt={t('partner.coverOf', { name: partner.name })} />
        </Box>
      ) : (
        // no photo: a thin band in the brand's colour behind the logo, not a tall grey box (the details move up)
        <Box sx={{ height: { xs: 64, md: 88 }, bgcolor: 'primary.main' }} data-testid="partner-cover-band" />
      )}
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, mt: cover ? { xs: -7, md: -9 } : { xs: -5, md: -6 } }}
        >
          <PartnerLogo logo={logo} name={partner.name} />
          <Box sx={{ pt: { sm: 6 } }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700 }}>
              {partner.name}
            </Typography>
            {partner.isAssistence && (
              <Chip size="small" color="success" icon={<PathIcon path={ICON_PATHS.build} />} label={t('partner.assistanceBadge')} sx={{ mt: 0.5 }} />
            )}
          </Box>
        </Stack>

        <Box component="address" sx={{ fontStyle: 'normal', mt: 2, overflowWrap: 'anywhere' }}>
          <Typography>{addressOf(partner)}</Typography>
          {hydrated && <DistanceFromVisitor partner={partner} />}
          {partner.phone && (
            <Typography>
              {t('partner.phone')}:{' '}
              <MuiLink href={telLink(partner.phone)} onClick={clicked('phone_click')}>
                {partner.phone}
              </MuiLink>
            </Typography>
          )}
          {partner.email && (
            <Typography>
              {t('partner.email')}: <MuiLink href={`mailto:${partner.email}`}>{partner.email}</MuiLink>
            </Typography>
          )}
        </Box>

        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
          {partner.phone && (
            <Button
              variant="contained"
              startIcon={<PathIcon path={ICON_PATHS.phone} />}
              href={telLink(partner.phone)}
              onClick={clicked('phone_click')}
            >
              {t('partner.call')}
            </Button>
          )}
          {whatsNumber && (
            <Button
              variant="contained"
              color="success"
              startIcon={<PathIcon path={ICON_PATHS.whatsapp} />}
              href={whatsappLink(whatsNumber, t('directory.whatsappMessage', { name: partner.name }))}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-link"
              onClick={clicked('whatsapp_click')}
            >
              {t('partner.whatsapp')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<PathIcon path={ICON_PATHS.directions} />}
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="directions-link"
            onClick={clicked('directions_click')}
          >
            {t('partner.goToStore')}
          </Button>
        </Stack>

        {partner.hours && <PartnerHours hours={partner.hours} uf={partner.uf} city={partner.city} />}

        <Box component="section" sx={{ mt: 4 }} aria-labelledby="lines-title">
          <Typography variant="h6" component="h2" id="lines-title" gutterBottom>
            {t('partner.lines')}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
            {partner.lines.map((line) => (
              <li key={line.id}>
                <Chip variant="outlined" color="primary" label={line.name} />
              </li>
            ))}
          </Box>
        </Box>

        <Box component="section" sx={{ mt: 4 }} aria-labelledby="location-title">
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" id="location-title">
              {t('partner.location')}
            </Typography>
            {position && (
              <Button
                startIcon={<PathIcon path={ICON_PATHS.map} />}
                href={mapsLink(partner)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="maps-link"
                onClick={clicked('directions_click')}
              >
                {t('partner.viewOnMaps')}
              </Button>
            )}
          </Stack>
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
                <MapPlaceholder />
              ) : (
                <Suspense fallback={<MapPlaceholder />}>
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
            <Typography color="text.secondary">{t('partner.noPosition')}</Typography>
          )}
        </Box>

        {partner.nearby && partner.nearby.length > 0 && <NearbyPartners nearby={partner.nearby} />}
      </Box>
    </Paper>
  );
};

/**
 * "Outros parceiros perto daqui": links to the nearest other partners (the details answer's `nearby`), in the server's
 * page too, so a visitor without JavaScript and a crawler can follow them.
 */
const NearbyPartners = ({ nearby }: { nearby: TPartnerNearby[] }) => {
  const t = useT();
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="nearby-title">
      <Typography variant="h6" component="h2" id="nearby-title" gutterBottom>
        {t('partner.nearbyTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
      >
        {nearby.map((other) => (
          <Box
            component="li"
            key={other.id}
            sx={{ typography: 'body2', color: 'text.secondary', display: 'flex', flexDirection: 'column', gap: 0.25, overflowWrap: 'anywhere' }}
          >
            <Link to={other.path || partnerPath(other)} sx={{ typography: 'body1', fontWeight: 500 }}>
              {other.name}
            </Link>
            <span>
              {`${other.city}-${other.uf}`}
              {other.distanceKm !== null && ` · ${t('partner.nearbyDistance', { distance: formatKm(other.distanceKm) })}`}
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
