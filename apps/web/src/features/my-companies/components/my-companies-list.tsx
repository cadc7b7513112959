import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { COMPANY_STATUSES, displayedCompanyStatus, UFS } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { DataTable } from '@/components/data-table/data-table';
import type { TDataTableColumn, TRowAction } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import HistoryIcon from '@mui/icons-material/History';
import { useNavigate } from 'react-router';
import { useCan } from '@/lib/authorization';
import { companyHistoryPath } from '@/lib/record-paths';
import { useT } from '@/lib/i18n';
import { EngagementReport } from '@/components/engagement/engagement-report';
import { myCompaniesResource } from '../api/get-my-companies';
import type { TMyCompany } from '../api/types';

const STATUS_COLORS = { approved: 'success', pending: 'warning', disapproved: 'error' } as const;

type TMyCompaniesListProps = {
  /** The details panel's fields and steps (the company form's, composed by the route). */
  details?: { fields: readonly TFormField[]; steps: readonly string[] };
};

/**
 * myCompanys: the companies the company user manages, with their approval status, their details and
 * a way to each one's history (with COMPANYLOG:LIST, which company roles hold unless narrowed), and, with
 * REPORTS:LIST, the directory's engagement of those companies (page views and contact clicks per day).
 */
export const MyCompaniesList = ({ details }: TMyCompaniesListProps) => {
  const t = useT();
  const navigate = useNavigate();
  const canReadHistory = useCan('COMPANYLOG:LIST');
  const canReadReports = useCan('REPORTS:LIST');
  const rowActions = useMemo<TRowAction<TMyCompany>[]>(
    () => [
      {
        key: 'history',
        label: t('companyLogs.historyTitle'),
        icon: <HistoryIcon />,
        permission: 'COMPANYLOG:LIST',
        onClick: (company) => void navigate(companyHistoryPath(company.id)),
      },
    ],
    [t, navigate],
  );
  const columns = useMemo<TDataTableColumn<TMyCompany>[]>(
    () => [
      { key: 'name', label: t('companies.fields.name'), minWidth: 180 },
      { key: 'city', label: t('companies.fields.city'), filter: { type: 'text' } },
      { key: 'uf', label: t('companies.fields.uf'), filter: { type: 'options', options: UFS.map((u) => ({ value: u.uf, label: u.uf })) } },
      {
        key: 'status',
        label: t('companies.fields.status'),
        filter: { type: 'options', options: COMPANY_STATUSES.map((s) => ({ value: s, label: MESSAGES.companyStatus[s] })) },
        // a proposed change waits for approval: 'Pendente', while the approved version stays public
        render: (company) => {
          const status = displayedCompanyStatus(company);
          return <Chip size="small" color={STATUS_COLORS[status]} label={MESSAGES.companyStatus[status]} />;
        },
      },
      { key: 'lines', label: t('companies.fields.lines'), sortable: false, render: (company) => company.lines.map((l) => l.name).join(', ') },
    ],
    [t],
  );
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('companies.myTitle')}
      </Typography>
      <DataTable
        resource={myCompaniesResource}
        title={t('companies.myTitle')}
        hideTitle
        columns={columns}
        filterRow
        createPath="/myCompany"
        editPath={(company) => `/myCompany/${company.id}`}
        rowActions={rowActions}
        details={
          details
            ? {
                ...details,
                title: (company) => company.name || t('companies.detailsTitle'),
                links: (company) => (canReadHistory ? [{ label: t('companyLogs.historyTitle'), to: companyHistoryPath(company.id) }] : []),
              }
            : undefined
        }
        storageKey="myCompanys"
      />
      {/* the directory's engagement of the user's companies (GET /api/reports/engagement answers their own only) */}
      {canReadReports ? (
        <Box sx={{ mt: 4 }}>
          <EngagementReport />
        </Box>
      ) : null}
    </>
  );
};
