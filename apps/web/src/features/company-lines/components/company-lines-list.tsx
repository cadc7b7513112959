import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { useSelectedOwnerId } from '@/lib/auth';
import { useCondition } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { companyLinesResource } from '../api/get-company-lines';
import { companyLineColumns } from './company-line-fields';
import { LineIcon } from './line-icon';
import { PendingLineChanges } from './pending-line-changes';

/**
 * companyLines: the product lines of the selected company (the user-owner choice of the top bar;
 * every company of the user when none is chosen). Add, change and delete follow the COMPANYLINE
 * permissions; the server refuses removing a company's last line and its message is shown. The changes of an
 * approved company wait for approval (the list shows the published lines; PendingLineChanges names them).
 */
export const CompanyLinesList = () => {
  const t = useT();
  const ownerId = useSelectedOwnerId();
  const isAdmin = useCondition('admin');
  const title = t(isAdmin ? 'companyLines.adminTitle' : 'companyLines.title');
  const companyId = ownerId && ownerId > 0 ? ownerId : null;
  const resource = useMemo(() => companyLinesResource(companyId), [companyId]);
  const columns = useMemo(
    () =>
      companyLineColumns(t, {
        line: (row) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LineIcon icon={row.line.icon} />
            <span>{row.line.name}</span>
          </Stack>
        ),
      }),
    [t],
  );
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">
          {t('companyLines.intro')} {companyId ? null : t('companyLines.allCompanies')}
        </Typography>
      </div>
      <PendingLineChanges />
      <DataTable
        resource={resource}
        title={title}
        hideTitle
        columns={columns}
        createPath="/companyLine"
        editPath={(row) => `/companyLine/${row.id}`}
        storageKey="company-lines"
      />
    </Stack>
  );
};
