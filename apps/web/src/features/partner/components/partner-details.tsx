import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BuildIcon from '@mui/icons-material/Build';
import DirectionsIcon from '@mui/icons-material/Directions';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { directionsLink, mapsLink } from '@rede/domain/validators/directions-link';
import { telLink } from '@rede/domain/validators/tel-link';
import { cityPath, partnerPath } from '@rede/domain/validators/partner-path';
import { whatsappLink } from '@rede/domain/validators/whatsapp-link';
import { breadcrumbJsonLd, jsonLdScript, partnerJsonLd } from '@rede/domain/seo/json-ld';
import { UFS } from '@rede/domain/constants';
import { NotFound } from '@/components/errors/not-found';
import { API_BASE_URL } from '@/lib/api-client';
import { useAppConfig } from '@/lib/config';
import { useHydrated } from '@/lib/use-hydrated';
import { readVisitorPosition } from '@/lib/visitor-position';
import { distanceKm, formatKm } from '@rede/domain/validators/distance-km';
import { useT } from '@/lib/i18n';
import { track } from '@/lib/analytics/track';
import { isNotFound, usePartnerDetails, type TPartnerPageData } from '../api/get-partner-details';
import { PartnerHours } from './partner-hours';
import type { TPartnerLocationMapProps } from './partner-location-map';
import { MapErrorBoundary, mapLoadErrorText, retryableLazy } from '@/components/address/retryable-lazy';
import { NotFoundHead, PageHead } from '@/lib/seo';

/** The location map's chunk, loaded again by 'Tentar novamente' after a failure (React keeps a failed lazy import). */
const locationMap = retryableLazy<TPartnerLocationMapProps>(() => import('./partner-location-map').then((m) => ({ default: m.PartnerLocationMap })));

const imageUrl = (name: string | null | undefined): string | null => {
  if (!name) return null;
  if (/^(https?:|data:)/i.test(name) || name.startsWith('/')) return name;
  return `${API_BASE_URL}/uploads/files/${name.split('/').map(encodeURIComponent).join('/')}`;
};

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
  const back = () => {
    if (cameFromOurPage()) void navigate(-1);
    else void navigate(partner ? cityPath(partner.uf, partner.city) : '/');
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back}>
          {t('partner.back')}
        </Button>
        <Breadcrumbs aria-label={t('partner.breadcrumbLabel')}>
          <Link
            component={RouterLink}
            to={partner ? `/${partner.uf.toLowerCase()}` : '/'}
            underline="hover"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}
          >
            {t('partner.breadcrumbList')}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {t('partner.breadcrumbDetails')}
          </Typography>
        </Breadcrumbs>
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
    </Container>
  );
};

/** schema.org data of the page: the partner (AutoPartsStore) and the trail Início › state › city › partner. */
const PartnerJsonLd = ({ partner }: { partner: TPartnerPageData }) => {
  const t = useT();
  const base = useAppConfig().publicUrl;
  const stateName = UFS.find((u) => u.uf === partner.uf.toUpperCase())?.nome ?? partner.uf;
  const trail = breadcrumbJsonLd([
    { name: t('partner.breadcrumbHome'), url: `${base}/` },
    { name: stateName, url: `${base}/${partner.uf.toLowerCase()}` },
    { name: partner.city, url: `${base}${cityPath(partner.uf, partner.city)}` },
    { name: partner.name, url: `${base}${partner.path || partnerPath(partner)}` },
  ]);
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
      <Box sx={{ height: { xs: 180, md: 300 }, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt={t('partner.coverOf', { name: partner.name })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <StorefrontIcon aria-hidden sx={{ fontSize: 96, color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: { xs: -7, md: -9 } }}>
          <Avatar
            src={logo ?? undefined}
            alt={logo ? t('partner.logoOf', { name: partner.name }) : undefined}
            variant="rounded"
            sx={{
              width: { xs: 88, md: 112 },
              height: { xs: 88, md: 112 },
              border: 4,
              borderColor: 'background.paper',
              bgcolor: 'background.paper',
              color: 'primary.main',
              boxShadow: 2,
              '& img': { objectFit: 'contain' },
            }}
          >
            <StorefrontIcon fontSize="large" />
          </Avatar>
          <Box sx={{ pt: { sm: 6 } }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700 }}>
              {partner.name}
            </Typography>
            {partner.isAssistence && <Chip icon={<BuildIcon />} label={t('partner.assistanceBadge')} color="success" size="small" sx={{ mt: 0.5 }} />}
          </Box>
        </Stack>

        <Box component="address" sx={{ fontStyle: 'normal', mt: 2, overflowWrap: 'anywhere' }}>
          <Typography>{addressOf(partner)}</Typography>
          {hydrated && <DistanceFromVisitor partner={partner} />}
          {partner.phone && (
            <Typography>
              {t('partner.phone')}:{' '}
              <Link href={telLink(partner.phone)} onClick={clicked('phone_click')}>
                {partner.phone}
              </Link>
            </Typography>
          )}
          {partner.email && (
            <Typography>
              {t('partner.email')}: <Link href={`mailto:${partner.email}`}>{partner.email}</Link>
            </Typography>
          )}
        </Box>

        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {partner.phone && (
            <Button variant="contained" startIcon={<PhoneIcon />} href={telLink(partner.phone)} onClick={clicked('phone_click')}>
              {t('partner.call')}
            </Button>
          )}
          {whatsNumber && (
            <Button
              variant="contained"
              color="success"
              startIcon={<WhatsAppIcon />}
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
            startIcon={<DirectionsIcon />}
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

        <Box component="section" aria-labelledby="lines-title" sx={{ mt: 4 }}>
          <Typography id="lines-title" variant="h6" component="h2" gutterBottom>
            {t('partner.lines')}
          </Typography>
          <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
            {partner.lines.map((line) => (
              <li key={line.id}>
                <Chip label={line.name} variant="outlined" color="primary" />
              </li>
            ))}
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="location-title" sx={{ mt: 4 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <Typography id="location-title" variant="h6" component="h2">
              {t('partner.location')}
            </Typography>
            {position && (
              <Button
                startIcon={<MapIcon />}
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
                <Skeleton variant="rounded" height={320} />
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                  <PartnerLocationMap
                    latitude={position.latitude}
                    longitude={position.longitude}
                    name={partner.name}
                    tileUrl={config.map.tileUrl}
                    attribution={config.map.attribution}
                    label={t('partner.location')}
                  />
                </Suspense>
              )}
            </MapErrorBoundary>
          ) : (
            <Typography color="text.secondary">{t('partner.noPosition')}</Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
};
