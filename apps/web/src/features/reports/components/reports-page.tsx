import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { TReportSummary } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { useExport } from '@/components/data-table/use-export';
import { EngagementReport } from '@/components/engagement/engagement-report';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { LoadFailedAlert } from '@/components/errors/load-failed-alert';
import { useT } from '@/lib/i18n';
import { formatScreenDatetime } from '@/lib/i18n/dates';
import { REPORT_SUMMARY_PATH, useReportSummary } from '../api/get-report-summary';
import { BarChart, type TBarItem } from '@/components/charts/bar-chart';
import { ChartSection } from '@/components/charts/chart-section';
import { ColumnChart } from '@/components/charts/column-chart';
import { monthLong, monthShort } from './month-label';
import { NumbersTable } from '@/components/charts/numbers-table';

const EXPORT_PARAMS = { pageIndex: 0, pageSize: 10, filters: {} };

/** The rows the spreadsheet will hold (never zero: the 12 months are always there). */
const sheetRowCount = (summary: TReportSummary | undefined) =>
  summary ? summary.byState.length + summary.byLine.length + summary.byStatus.length + 2 * summary.byMonth.length : undefined;

const Total = ({ label, value }: { label: string; value: number }) => (
  <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 160 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Paper>
);

/**
 * reports: the partner network in numbers — by state, by product line, by status, and registrations
 * and approvals month by month — each as a chart with its numbers beside it, and the .xlsx export of
 * the same tables (GET /api/reports/summary?format=xlsx) with its progress; then the directory's engagement
 * (components/engagement, GET /api/reports/engagement), shared with Minhas Empresas.
 */
export const ReportsPage = () => {
  const t = useT();
  const theme = useTheme();
  const dialogs = useDialogs();
  const summary = useReportSummary();
  const data = summary.data;
  const exporter = useExport({
    path: REPORT_SUMMARY_PATH,
    title: t('reports.exportTitle'),
    columns: [],
    params: EXPORT_PARAMS,
    total: sheetRowCount(data),
  });

  const { error } = summary;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  const describeBars = (items: readonly TBarItem[]) => {
    const top = items.reduce<TBarItem | null>((best, item) => (best === null || item.value > best.value ? item : best), null);
    if (!top || top.value <= 0) return t('reports.describe.empty');
    return items.length === 1
      ? t('reports.describe.barsOne', { label: top.label, value: top.value })
      : t('reports.describe.bars', { count: items.length, label: top.label, value: top.value });
  };

  const statusColors = { approved: theme.palette.success.main, pending: theme.palette.warning.main, disapproved: theme.palette.error.main };
  const stateItems: TBarItem[] = (data?.byState ?? []).map((s) => ({ key: s.uf, label: `${s.uf} - ${s.name}`, value: s.total }));
  const lineItems: TBarItem[] = (data?.byLine ?? []).map((l) => ({ key: String(l.id), label: l.name, value: l.total }));
  const statusItems: TBarItem[] = (data?.byStatus ?? []).map((s) => ({
    key: s.status,
    label: MESSAGES.companyStatus[s.status],
    value: s.total,
    color: statusColors[s.status],
  }));
  const months = data?.byMonth ?? [];
  const series = [
    { key: 'registrations', label: t('reports.columns.registrations'), color: theme.palette.primary.main },
    { key: 'approvals', label: t('reports.columns.approvals'), color: theme.palette.success.main },
  ];
  const monthsDescription =
    months.length > 0
      ? t('reports.describe.months', {
          count: months.length,
          from: monthLong(months[0]!.month),
          to: monthLong(months.at(-1)!.month),
          registrations: months.reduce((sum, m) => sum + m.registrations, 0),
          approvals: months.reduce((sum, m) => sum + m.approvals, 0),
        })
      : t('reports.describe.empty');

  // a partner offers several lines: the lines' numbers do not add up to the partners (no total row there)
  const barTable = (caption: string, header: string, items: readonly TBarItem[], withTotal = true) => (
    <NumbersTable
      caption={caption}
      headers={[header, t('reports.columns.partners')]}
      rows={items.map((item) => ({ key: item.key, label: item.label, values: [item.value] }))}
      {...(withTotal ? { totalLabel: t('reports.columns.total') } : {})}
    />
  );

  let body;
  if (summary.isPending) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label={t('reports.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  } else if (!data) {
    body = (
      <LoadFailedAlert
        error={summary.error}
        fallback={t('reports.loadFailed')}
        retryLabel={t('reports.retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  } else {
    body = (
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Total label={t('reports.totals.companies')} value={data.totals.companies} />
          <Total label={t('reports.totals.actives')} value={data.totals.actives} />
        </Stack>
        <ChartSection
          title={t('reports.charts.byState')}
          description={describeBars(stateItems)}
          chart={(ids) => <BarChart items={stateItems} emptyText={t('reports.noData')} {...ids} />}
          table={barTable(t('reports.charts.byState'), t('reports.columns.state'), stateItems)}
        />
        <ChartSection
          title={t('reports.charts.byLine')}
          description={describeBars(lineItems)}
          chart={(ids) => <BarChart items={lineItems} emptyText={t('reports.noData')} {...ids} />}
          table={barTable(t('reports.charts.byLine'), t('reports.columns.line'), lineItems, false)}
        />
        <ChartSection
          title={t('reports.charts.byStatus')}
          description={describeBars(statusItems)}
          chart={(ids) => <BarChart items={statusItems} emptyText={t('reports.noData')} {...ids} />}
          table={barTable(t('reports.charts.byStatus'), t('reports.columns.status'), statusItems)}
        />
        <ChartSection
          title={t('reports.charts.byMonth')}
          description={monthsDescription}
          chart={(ids) => (
            <ColumnChart
              points={months.map((m) => ({
                key: m.month,
                label: monthShort(m.month),
                shortLabel: m.month.slice(5),
                values: { registrations: m.registrations, approvals: m.approvals },
              }))}
              maxLabels={months.length}
              series={series}
              legendLabel={t('reports.legend')}
              {...ids}
            />
          )}
          table={
            <NumbersTable
              caption={t('reports.charts.byMonth')}
              headers={[t('reports.columns.month'), t('reports.columns.registrations'), t('reports.columns.approvals')]}
              rows={months.map((m) => ({ key: m.month, label: monthLong(m.month), values: [m.registrations, m.approvals] }))}
              totalLabel={t('reports.columns.total')}
            />
          }
        />
      </Stack>
    );
  }

  const progress = exporter.progress;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('reports.title')}
          </Typography>
          <Typography color="text.secondary">{t('reports.intro')}</Typography>
          {data?.scope === 'own' ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('reports.ownScope')}
            </Alert>
          ) : null}
          {data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('reports.generatedAt', { date: formatScreenDatetime(data.generatedAt) })}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void summary.refetch()} disabled={summary.isFetching}>
            {t('reports.refresh')}
          </Button>
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
          >
            {exporter.exporting ? t('reports.exporting', { progress: progress ? `${progress}%` : '' }).trim() : t('reports.export')}
          </Button>
        </Stack>
      </Stack>
      {body}
      <EngagementReport />
    </Stack>
  );
};
