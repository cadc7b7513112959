import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES } from '@rede/domain/messages';
import { DataTable } from '@/components/data-table/data-table';
import type { TDataTableColumn } from '@/components/data-table/types';
import { LoadFailedAlert } from '@/components/errors/load-failed-alert';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { Link } from '@/components/ui/link';
import { useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { type TCompanyLog } from '@rede/domain';
import { companyLogsResource, useLatestCompanyLog } from '../api/get-company-logs';
import { LogActionChip } from './log-action-chip';
import { LOG_ACTION_OPTIONS } from './log-action';
import { COMPANY_LOGS_PATH, entryPath } from './paths';
import { formatScreenDatetime } from '@/lib/i18n/dates';

/**
 * settings/companyLog/details/{companyId}: one company's history, newest first, with the typeAction
 * filter, search, and the Excel export (GET /api/companysLog/logs/excel/{companyId}: the log export row
 * of section 3). Each entry opens what changed since the previous one. Company users reach only their own.
 */
export const CompanyLogHistory = ({ companyId }: { companyId: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const isAdmin = useCondition('admin');
  const latest = useLatestCompanyLog(companyId);
  const name = latest.data?.name;
  // the export is offered only once the company is known to have a history (the API answers 404 otherwise)
  const hasHistory = Boolean(latest.data);
  const noHistory = latest.isSuccess && latest.data === null;
  const resource = useMemo(() => {
    const full = companyLogsResource(companyId);
    return hasHistory ? full : { ...full, exportPath: undefined };
  }, [companyId, hasHistory]);
  useBreadcrumbExtras(name ? [{ title: name }] : []);

  const columns = useMemo<TDataTableColumn<TCompanyLog>[]>(
    () => [
      {
        key: 'dtRegister',
        label: t('companyLogs.columns.dataExecucao'),
        display: 'datetime',
        minWidth: 140,
        render: (row) => <Link to={entryPath(row.id)}>{formatScreenDatetime(row.dtRegister)}</Link>,
      },
      {
        key: 'typeAction',
        label: t('companyLogs.columns.typeAction'),
        render: (row) => <LogActionChip action={row.typeAction} />,
        filter: { type: 'options', options: LOG_ACTION_OPTIONS },
      },
      { key: 'userActionName', label: t('companyLogs.columns.userName'), minWidth: 140 },
      { key: 'userActionEmail', label: t('companyLogs.columns.userEmail'), minWidth: 160 },
      {
        key: 'status',
        label: t('companyLogs.columns.status'),
        render: (row) => (row.status ? MESSAGES.companyStatus[row.status] : '—'),
      },
      { key: 'reason', label: t('companyLogs.columns.reason'), sortable: false },
      { key: 'name', label: t('companyLogs.columns.name'), hiddenByDefault: true },
      { key: 'city', label: t('companyLogs.columns.city'), hiddenByDefault: true },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h5" component="h2" gutterBottom>
            {name ? t('companyLogs.historyOf', { name }) : t('companyLogs.historyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('companyLogs.historyIntro')}</Typography>
        </div>
        <Button
          component={RouterLink}
          to={isAdmin ? COMPANY_LOGS_PATH : '/myCompanys'}
          startIcon={<ArrowBackIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          {isAdmin ? t('companyLogs.backToCompanies') : t('common.back')}
        </Button>
      </Stack>
      {latest.isError ? (
        <LoadFailedAlert
          error={latest.error}
          fallback={t('companyLogs.historyFailed')}
          retryLabel={t('companyLogs.retry')}
          onRetry={() => void latest.refetch()}
        />
      ) : noHistory ? (
        <Alert severity="info">{t('companyLogs.noHistory')}</Alert>
      ) : (
        <DataTable
          resource={resource}
          title={name ? t('companyLogs.exportTitle', { name }) : t('companyLogs.historyTitle')}
          hideTitle
          columns={columns}
          filterRow="open"
          storageKey="company-log-history"
          rowActions={[
            {
              key: 'entry',
              label: t('companyLogs.openEntry'),
              icon: <CompareArrowsIcon fontSize="small" />,
              onClick: (row) => void navigate(entryPath(row.id)),
            },
          ]}
        />
      )}
    </Stack>
  );
};
