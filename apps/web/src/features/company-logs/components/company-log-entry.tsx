import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { isNotFoundError } from '@/components/errors/is-not-found';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { getErrorMessage } from '@/lib/api-client';
import { useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { ChangesTable } from '@/components/changes-table/changes-table';
import { useCompanyLog } from '../api/get-company-log';
import { LogActionChip } from './log-action-chip';
import { COMPANY_LOGS_PATH, entryPath, historyPath } from './paths';
import { formatScreenDatetime } from '@/lib/i18n/dates';

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary">
      {term}
    </Typography>
    <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * settings/companyLog/{logId}: one log entry — who did what and when, the rejection reason when there is
 * one, and the fields that changed since the company's previous entry (before → after).
 */
export const CompanyLogEntry = ({ logId }: { logId: number }) => {
  const t = useT();
  const dialogs = useDialogs();
  const isAdmin = useCondition('admin');
  const entry = useCompanyLog(logId);
  const log = entry.data;
  useBreadcrumbExtras(log ? [{ title: log.name, to: historyPath(log.companyId ?? 0) }, { title: formatScreenDatetime(log.dtRegister) }] : []);

  const { error } = entry;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  if (entry.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('companyLogs.loading')} />
      </Box>
    );
  }
  if (entry.isError || !log) {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            {isNotFoundError(entry.error) ? null : (
              <Button color="inherit" size="small" onClick={() => void entry.refetch()}>
                {t('companyLogs.retry')}
              </Button>
            )}
            <Button color="inherit" size="small" component={RouterLink} to={isAdmin ? COMPANY_LOGS_PATH : '/myCompanys'}>
              {t('common.back')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(entry.error) || t('companyLogs.loadFailed')}
      </Alert>
    );
  }

  const companyId = log.companyId ?? 0;
  const isFirstEntry = log.previousId === null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Typography variant="h5" component="h2">
          {t('companyLogs.entryTitle')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to={historyPath(companyId)} startIcon={<ArrowBackIcon />}>
            {t('companyLogs.backToHistory')}
          </Button>
          {log.previousId !== null ? (
            <Button component={RouterLink} to={entryPath(log.previousId)} startIcon={<HistoryIcon />}>
              {t('companyLogs.previousEntry')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
        >
          <Fact term={t('companyLogs.details.company')}>{log.name}</Fact>
          <Fact term={t('companyLogs.details.action')}>
            <LogActionChip action={log.typeAction} />
          </Fact>
          <Fact term={t('companyLogs.details.date')}>{formatScreenDatetime(log.dtRegister)}</Fact>
          <Fact term={t('companyLogs.details.user')}>
            {log.userActionName ?? log.nameUser ?? t('companyLogs.details.empty')}
            {log.userActionEmail ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {log.userActionEmail}
              </Typography>
            ) : null}
          </Fact>
        </Box>
      </Paper>

      {log.reason ? (
        <Alert severity="warning">
          <AlertTitle>{t('companyLogs.details.reason')}</AlertTitle>
          {log.reason}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('companyLogs.details.changesTitle')}
        </Typography>
        {isFirstEntry ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('companyLogs.details.firstEntry')}
          </Alert>
        ) : null}
        <ChangesTable
          changes={log.changes}
          caption={isFirstEntry ? t('companyLogs.details.firstEntryCaption') : t('companyLogs.details.changesCaption')}
        />
      </Paper>
    </Stack>
  );
};
