import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { linesResource } from '../api/get-lines';
import { lineColumns, lineDetailFields } from './line-fields';

/** lines: the product lines with search, sort, export, details and Add / edit / delete by LINE permissions. */
export const LinesList = () => {
  const t = useT();
  const columns = useMemo(() => lineColumns(t), [t]);
  const detailFields = useMemo(() => lineDetailFields(t), [t]);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('lines.title')}
      </Typography>
      <DataTable
        resource={linesResource}
        title={t('lines.title')}
        hideTitle
        columns={columns}
        createPath="/line"
        editPath={(line) => `/line/${line.id}`}
        details={{ fields: detailFields, title: (line) => line.name || t('lines.detailsTitle') }}
        storageKey="lines"
      />
    </>
  );
};
