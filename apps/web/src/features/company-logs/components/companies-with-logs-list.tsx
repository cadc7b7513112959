import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { TDataTableColumn } from '@/components/data-table/types';
import { Link } from '@/components/ui/link';
import { Authorization } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { companiesWithLogsResource } from '../api/get-companies-with-logs';
import type { TCompanyWithLogs } from '@rede/domain';
import { LogActionChip } from './log-action-chip';
import { LOG_ACTION_OPTIONS } from './log-action';
import { historyPath } from './paths';

/** settings/companyLogs: the companies that have log entries (deleted ones too); opening one shows its history. */
export const CompaniesWithLogsList = () => {
  const t = useT();
  const navigate = useNavigate();
  const columns = useMemo<TDataTableColumn<TCompanyWithLogs>[]>(
    () => [
      {
        key: 'name',
        label: t('companyLogs.columns.name'),
        minWidth: 180,
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Link to={historyPath(row.companyId ?? 0)}>{row.name}</Link>
            {row.companyExists ? null : <Chip size="small" label={t('companyLogs.deletedChip')} />}
          </Stack>
        ),
      },
      {
        key: 'cnpj',
        label: t('companyLogs.columns.cnpj'),
        sortable: false,
        render: (row) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {row.cnpj ?? '—'}
          </Box>
        ),
      },
      { key: 'city', label: t('companyLogs.columns.city') },
      { key: 'uf', label: t('companyLogs.columns.uf') },
      {
        key: 'typeAction',
        label: t('companyLogs.columns.lastAction'),
        render: (row) => <LogActionChip action={row.typeAction} />,
        filter: { type: 'options', options: LOG_ACTION_OPTIONS },
      },
      { key: 'dtRegister', label: t('companyLogs.columns.lastChange'), display: 'datetime', minWidth: 130 },
      { key: 'logsCount', label: t('companyLogs.columns.logsCount'), sortable: false, align: 'right' },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('companyLogs.title')}
        </Typography>
        <Typography color="text.secondary">{t('companyLogs.intro')}</Typography>
      </div>
      <DataTable
        resource={companiesWithLogsResource}
        title={t('companyLogs.title')}
        hideTitle
        columns={columns}
        filterRow
        storageKey="company-logs"
        rowActions={[
          {
            key: 'history',
            label: t('companyLogs.openHistory'),
            icon: <HistoryIcon fontSize="small" />,
            onClick: (row) => void navigate(historyPath(row.companyId ?? 0)),
          },
        ]}
        toolbar={
          <Authorization permission="COMPANYLOG:LIST" condition="admin">
            <Button component={RouterLink} to="/settings/companyLineLogs" startIcon={<LayersOutlinedIcon />} size="small">
              {t('companyLogs.lineLogsLink')}
            </Button>
          </Authorization>
        }
      />
    </Stack>
  );
};
