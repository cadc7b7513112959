import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatDate, resolveEngagementPeriod, type TEngagementReport } from '@rede/domain';
import { BarChart, type TBarItem } from '@/components/charts/bar-chart';
import { ChartSection } from '@/components/charts/chart-section';
import { ColumnChart } from '@/components/charts/column-chart';
import { NumbersTable } from '@/components/charts/numbers-table';
import { useExport } from '@/components/data-table/use-export';
import { LoadFailedAlert } from '@/components/errors/load-failed-alert';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { ENGAGEMENT_PATH, useEngagementReport, type TEngagementPeriod } from './get-engagement-report';

const EXPORT_PARAMS = { pageIndex: 0, pageSize: 10, filters: {} };
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

type TPeriodFields = { from: string; to: string };
type TPeriodErrors = Partial<Record<keyof TPeriodFields, string>>;

/** The period's own rules (the API's): the start not after the end, at most a year; {} while a date is incomplete. */
const periodErrors = (fields: TPeriodFields): TPeriodErrors => {
  if (!DAY_RE.test(fields.from) || !DAY_RE.test(fields.to)) return {};
  const resolved = resolveEngagementPeriod(fields, fields.to);
  return 'error' in resolved ? resolved.error : {};
};

/** The field messages of a refused period (a validation answer), without the generic prefix: they go on the fields. */
const serverPeriodErrors = (error: unknown): TPeriodErrors => {
  if (!(error instanceof ApiError) || !error.isValidation) return {};
  const { from, to } = error.fieldErrors;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
};

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' */
const dayLong = (day: string) => formatDate(`${day}T12:00:00Z`);
/** 'yyyy-MM-dd' → 'dd/MM' */
const dayShort = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const Total = ({ label, value }: { label: string; value: number }) => (
  <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 150 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Paper>
);

/** A long table (a year of days) scrolls inside its box instead of stretching the page; the box takes the keyboard focus, so it scrolls without a mouse. */
const Scroll = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    role="region"
    aria-label={label}
    tabIndex={0}
    sx={{
      maxHeight: 360,
      overflow: 'auto',
      '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
    }}
  >
    {children}
  </Box>
);

/**
 * The engagement report (Relatórios for administrators, Minhas Empresas for company users): a period (default the
 * last 30 days), totals, the events per day, the partners most contacted and, for the whole network, the searches by
 * state, city and product line and those that found nothing; each chart with its numbers in a table, and the .xlsx
 * export of the same tables. Company users' answer (scope 'own') has their companies only and no searches.
 */
export const EngagementReport = () => {
  const t = useT();
  const theme = useTheme();
  const fieldId = useId();
  // the chosen period lives in the address (?from=&to=): a reload, a shared link or Back keep it
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFrom = searchParams.get('from') ?? '';
  const urlTo = searchParams.get('to') ?? '';
  const period: TEngagementPeriod = { ...(DAY_RE.test(urlFrom) ? { from: urlFrom } : {}), ...(DAY_RE.test(urlTo) ? { to: urlTo } : {}) };
  const urlErrors = periodErrors({ from: urlFrom, to: urlTo });
  const urlIsValid = Object.keys(urlErrors).length === 0;
  const [draft, setDraft] = useState<TPeriodFields | null>(null);
  const report = useEngagementReport(period, urlIsValid);
  const data = urlIsValid ? report.data : undefined;
  const exporter = useExport({
    path: ENGAGEMENT_PATH,
    title: t('engagement.exportTitle'),
    columns: [],
    params: EXPORT_PARAMS,
    total: data ? data.byDay.length : undefined,
    extra: data ? { from: data.from, to: data.to } : {},
  });

  const fields: TPeriodFields = draft ?? {
    from: period.from ?? (urlIsValid ? data?.from : urlFrom) ?? '',
    to: period.to ?? (urlIsValid ? data?.to : urlTo) ?? '',
  };
  const errors: TPeriodErrors = draft ? periodErrors(draft) : urlIsValid ? serverPeriodErrors(report.error) : urlErrors;
  const change = (key: keyof TPeriodFields, value: string) => {
    const next = { ...fields, [key]: value };
    const complete = DAY_RE.test(next.from) && DAY_RE.test(next.to);
    if (!complete || Object.keys(periodErrors(next)).length > 0) {
      setDraft(next);
      return;
    }
    setDraft(null);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('from', next.from);
        params.set('to', next.to);
        return params;
      },
      { replace: true },
    );
  };
  const dateField = (key: keyof TPeriodFields) => (
    <TextField
      id={`${fieldId}-${key}`}
      type="date"
      size="small"
      label={t(`engagement.${key}`)}
      value={fields[key]}
      onChange={(e) => change(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      slotProps={{ inputLabel: { shrink: true }, formHelperText: { sx: { maxWidth: 220 } } }}
    />
  );
  const periodRefused = Object.keys(errors).length > 0;

  const own = data?.scope === 'own';
  const describeBars = (items: readonly TBarItem[]) => {
    const top = items.reduce<TBarItem | null>((best, item) => (best === null || item.value > best.value ? item : best), null);
    if (!top || top.value <= 0) return t('engagement.describe.empty');
    return items.length === 1
      ? t('engagement.describe.barsOne', { label: top.label, value: top.value })
      : t('engagement.describe.bars', { count: items.length, label: top.label, value: top.value });
  };
  const place = (uf: string | null, city: string | null) => (uf ? `${city ?? t('engagement.allCities')} - ${uf}` : t('engagement.noState'));

  let body;
  if (periodRefused && !data) {
    body = <Alert severity="info">{t('engagement.fixPeriod')}</Alert>;
  } else if (report.isPending) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label={t('engagement.loading')}>
        <Skeleton variant="rounded" height={90} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  } else if (!data) {
    body = (
      <LoadFailedAlert
        error={report.error}
        fallback={t('engagement.loadFailed')}
        retryLabel={t('engagement.retry')}
        onRetry={() => void report.refetch()}
      />
    );
  } else {
    body = (
      <EngagementBody
        data={data}
        describeBars={describeBars}
        place={place}
        colors={{ primary: theme.palette.primary.main, success: theme.palette.success.main, warning: theme.palette.warning.main }}
      />
    );
  }

  const progress = exporter.progress;
  return (
    <Stack component="section" spacing={3} aria-labelledby="engagement-title" sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}>
        <Box>
          <Typography id="engagement-title" variant="h5" component="h2" gutterBottom>
            {t('engagement.title')}
          </Typography>
          <Typography color="text.secondary">{own ? t('engagement.introOwn') : t('engagement.intro')}</Typography>
          {own ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('engagement.ownScope')}
            </Alert>
          ) : null}
        </Box>
        <Stack
          component="fieldset"
          direction="row"
          spacing={1}
          sx={{ border: 0, p: 0, m: 0, flexShrink: 0, flexWrap: 'wrap', rowGap: 1, alignItems: 'flex-start' }}
        >
          <legend style={visuallyHidden}>{t('engagement.period')}</legend>
          {dateField('from')}
          {dateField('to')}
          <Button
            variant="contained"
            startIcon={
              exporter.exporting ? (
                <CircularProgress size={16} color="inherit" variant={progress ? 'determinate' : 'indeterminate'} value={progress ?? 0} aria-hidden />
              ) : (
                <FileDownloadIcon />
              )
            }
            onClick={() => void exporter.run()}
            disabled={exporter.exporting || !data}
            aria-busy={exporter.exporting || undefined}
            aria-label={exporter.exporting ? undefined : t('engagement.exportLabel')}
            sx={{ height: 40 }}
          >
            {exporter.exporting ? t('engagement.exporting', { progress: progress ? `${progress}%` : '' }).trim() : t('engagement.export')}
          </Button>
        </Stack>
      </Stack>
      {report.isError && data && !periodRefused ? (
        <Alert severity="error">{getErrorMessage(report.error) || t('engagement.loadFailed')}</Alert>
      ) : null}
      {body}
    </Stack>
  );
};

type TBodyProps = {
  data: TEngagementReport;
  describeBars: (items: readonly TBarItem[]) => string;
  place: (uf: string | null, city: string | null) => string;
  colors: { primary: string; success: string; warning: string };
};

const EngagementBody = ({ data, describeBars, place, colors }: TBodyProps) => {
  const t = useT();
  const searches = data.searches;
  const { totals } = data;
  const days = data.byDay;
  const series = [
    ...(searches ? [{ key: 'searches', label: t('engagement.series.searches'), color: colors.primary }] : []),
    { key: 'views', label: t('engagement.series.views'), color: colors.warning },
    { key: 'contacts', label: t('engagement.series.contacts'), color: colors.success },
  ];
  const sum = (key: 'searches' | 'views' | 'contacts') =>
    days.reduce(
      (s, d) =>
        s + (key === 'searches' ? (d.searches ?? 0) : key === 'views' ? d.partnerViews : d.whatsappClicks + d.phoneClicks + d.directionsClicks),
      0,
    );
  // 'buscas: 1', never '1 buscas'
  const daysSummary = series.map((s) => `${s.label.toLowerCase()}: ${sum(s.key as 'searches' | 'views' | 'contacts')}`).join(', ');
  const partnerItems: TBarItem[] = data.topPartners.map((p) => ({ key: String(p.id), label: p.name, value: p.contacts, color: colors.success }));
  const stateItems: TBarItem[] = (searches?.byState ?? []).map((s) => ({
    key: s.uf ?? '-',
    label: s.uf ? `${s.uf} - ${s.name}` : s.name,
    value: s.searches,
  }));
  const cityItems: TBarItem[] = (searches?.byCity ?? []).map((c) => ({ key: `${c.uf}|${c.city}`, label: place(c.uf, c.city), value: c.searches }));
  const zeroItems: TBarItem[] = (searches?.zeroResultPlaces ?? []).map((z) => ({
    key: `${z.uf}|${z.city}`,
    label: place(z.uf, z.city),
    value: z.searches,
    color: colors.warning,
  }));
  const lineItems: TBarItem[] = (searches?.byLine ?? []).map((l) => ({ key: String(l.id), label: l.name, value: l.searches }));
  const c = (key: 'searches' | 'zeroResults' | 'views' | 'whatsapp' | 'phone' | 'directions' | 'details' | 'contacts') =>
    t(`engagement.columns.${key}`);
  const searchTable = (caption: string, header: string, items: readonly TBarItem[], zero: readonly number[]) => (
    <NumbersTable
      caption={caption}
      headers={[header, c('searches'), c('zeroResults')]}
      rows={items.map((item, i) => ({ key: item.key, label: item.label, values: [item.value, zero[i] ?? 0] }))}
    />
  );
  const bars = (items: readonly TBarItem[]) => (ids: { titleId: string; descriptionId: string }) => (
    <BarChart items={items} emptyText={t('engagement.noData')} {...ids} />
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        {searches ? <Total label={t('engagement.counts.searches')} value={searches.total} /> : null}
        {searches ? <Total label={t('engagement.counts.zeroResults')} value={searches.zeroResults} /> : null}
        <Total label={t('engagement.counts.partnerViews')} value={totals.partnerViews} />
        <Total label={t('engagement.columns.contacts')} value={totals.contacts} />
        <Total label={t('engagement.counts.detailsClicks')} value={totals.detailsClicks} />
      </Stack>
      <ChartSection
        headingLevel="h3"
        stacked
        title={searches ? t('engagement.tables.byDay') : t('engagement.tables.byDayOwn')}
        description={
          days.length === 1
            ? t('engagement.describe.daysOne', { from: dayLong(data.from), summary: daysSummary })
            : t('engagement.describe.days', { count: days.length, from: dayLong(data.from), to: dayLong(data.to), summary: daysSummary })
        }
        chart={(ids) => (
          <ColumnChart
            points={days.map((d) => ({
              key: d.day,
              label: dayShort(d.day),
              values: { searches: d.searches ?? 0, views: d.partnerViews, contacts: d.whatsappClicks + d.phoneClicks + d.directionsClicks },
            }))}
            series={series}
            legendLabel={t('engagement.legend')}
            {...ids}
          />
        )}
        table={
          <Scroll label={t('engagement.scrollTable', { title: searches ? t('engagement.tables.byDay') : t('engagement.tables.byDayOwn') })}>
            <NumbersTable
              caption={searches ? t('engagement.tables.byDay') : t('engagement.tables.byDayOwn')}
              headers={[
                t('engagement.columns.day'),
                ...(searches ? [c('searches'), c('zeroResults')] : []),
                c('views'),
                c('whatsapp'),
                c('phone'),
                c('directions'),
                c('details'),
              ]}
              rows={days.map((d) => ({
                key: d.day,
                label: dayLong(d.day),
                values: [
                  ...(searches ? [d.searches ?? 0, d.zeroResults ?? 0] : []),
                  d.partnerViews,
                  d.whatsappClicks,
                  d.phoneClicks,
                  d.directionsClicks,
                  d.detailsClicks,
                ],
              }))}
              totalLabel={t('engagement.columns.total')}
            />
          </Scroll>
        }
      />
      <ChartSection
        headingLevel="h3"
        stacked
        title={t('engagement.tables.topPartners')}
        description={describeBars(partnerItems)}
        chart={bars(partnerItems)}
        table={
          <NumbersTable
            caption={t('engagement.tables.topPartners')}
            headers={[t('engagement.columns.partner'), c('contacts'), c('whatsapp'), c('phone'), c('directions'), c('views'), c('details')]}
            rows={data.topPartners.map((p) => ({
              key: String(p.id),
              label: `${p.name} (${p.city} - ${p.uf})`,
              values: [p.contacts, p.whatsappClicks, p.phoneClicks, p.directionsClicks, p.partnerViews, p.detailsClicks],
            }))}
          />
        }
      />
      {searches ? (
        <>
          <ChartSection
            headingLevel="h3"
            title={t('engagement.tables.zeroResultPlaces')}
            description={describeBars(zeroItems)}
            chart={bars(zeroItems)}
            table={
              <NumbersTable
                caption={t('engagement.tables.zeroResultPlaces')}
                headers={[t('engagement.columns.place'), c('zeroResults')]}
                rows={zeroItems.map((item) => ({ key: item.key, label: item.label, values: [item.value] }))}
              />
            }
          />
          <ChartSection
            headingLevel="h3"
            title={t('engagement.tables.byState')}
            description={describeBars(stateItems)}
            chart={bars(stateItems)}
            table={searchTable(
              t('engagement.tables.byState'),
              t('engagement.columns.state'),
              stateItems,
              searches.byState.map((s) => s.zeroResults),
            )}
          />
          <ChartSection
            headingLevel="h3"
            title={t('engagement.tables.byCity')}
            description={describeBars(cityItems)}
            chart={bars(cityItems)}
            table={searchTable(
              t('engagement.tables.byCity'),
              t('engagement.columns.city'),
              cityItems,
              searches.byCity.map((s) => s.zeroResults),
            )}
          />
          <ChartSection
            headingLevel="h3"
            title={t('engagement.tables.byLine')}
            description={describeBars(lineItems)}
            chart={bars(lineItems)}
            table={searchTable(
              t('engagement.tables.byLine'),
              t('engagement.columns.line'),
              lineItems,
              searches.byLine.map((s) => s.zeroResults),
            )}
          />
        </>
      ) : null}
    </Stack>
  );
};
