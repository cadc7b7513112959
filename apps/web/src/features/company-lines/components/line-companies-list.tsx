import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useNavigate } from 'react-router';
import type { TLineCompanies } from '@rede/domain';
import { DataTable } from '@/components/data-table/data-table';
import type { TDataTableColumn } from '@/components/data-table/types';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { lineCompaniesResource } from '../api/get-line-companies';
import { LineIcon } from './line-icon';

/** The company list filtered by one line (the companys screen reads `lines` as its filter). */
const companiesOfLine = (lineId: number) => `/companys?lines=${lineId}`;

/** line_companys: each product line with how many companies offer it, and a way to the list of those companies. */
export const LineCompaniesList = () => {
  const t = useT();
  const navigate = useNavigate();
  const columns = useMemo<TDataTableColumn<TLineCompanies>[]>(
    () => [
      {
        key: 'name',
        label: t('companyLines.lineCompanies.name'),
        minWidth: 160,
        render: (row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LineIcon icon={row.icon} />
            <span>{row.name}</span>
          </Stack>
        ),
      },
      {
        key: 'companiesCount',
        label: t('companyLines.lineCompanies.companiesCount'),
        align: 'right',
        render: (row) => (
          <Link to={companiesOfLine(row.id)} aria-label={t('companyLines.lineCompanies.companiesOf', { count: row.companiesCount, name: row.name })}>
            {row.companiesCount}
          </Link>
        ),
      },
      { key: 'activeCount', label: t('companyLines.lineCompanies.activeCount'), align: 'right' },
    ],
    [t],
  );
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('companyLines.lineCompanies.title')}
        </Typography>
        <Typography color="text.secondary">{t('companyLines.lineCompanies.intro')}</Typography>
      </div>
      <DataTable
        resource={lineCompaniesResource}
        title={t('companyLines.lineCompanies.title')}
        hideTitle
        columns={columns}
        storageKey="line-companies"
        rowActions={[
          {
            key: 'companies',
            label: t('companyLines.lineCompanies.openCompanies'),
            icon: <StorefrontOutlinedIcon fontSize="small" />,
            onClick: (row) => void navigate(companiesOfLine(row.id)),
          },
        ]}
      />
    </Stack>
  );
};
