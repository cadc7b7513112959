import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { COMPANY_STATUSES, UFS } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { DataTable } from '@/components/data-table/data-table';
import type { TDataTableColumn } from '@/components/data-table/types';
import { useT } from '@/lib/i18n';
import { myCompaniesResource } from '../api/get-my-companies';
import type { TMyCompany } from '../api/types';

const STATUS_COLORS = { approved: 'success', pending: 'warning', disapproved: 'error' } as const;

/** myCompanys: the companies the company user manages, with their approval status. */
export const MyCompaniesList = () => {
  const t = useT();
  const columns = useMemo<TDataTableColumn<TMyCompany>[]>(
    () => [
      { key: 'name', label: t('companies.fields.name'), minWidth: 180 },
      { key: 'city', label: t('companies.fields.city'), filter: { type: 'text' } },
      { key: 'uf', label: t('companies.fields.uf'), filter: { type: 'options', options: UFS.map((u) => ({ value: u.uf, label: u.uf })) } },
      {
        key: 'status',
        label: t('companies.fields.status'),
        filter: { type: 'options', options: COMPANY_STATUSES.map((s) => ({ value: s, label: MESSAGES.companyStatus[s] })) },
        render: (company) => <Chip size="small" color={STATUS_COLORS[company.status]} label={MESSAGES.companyStatus[company.status]} />,
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
        storageKey="myCompanys"
      />
    </>
  );
};
