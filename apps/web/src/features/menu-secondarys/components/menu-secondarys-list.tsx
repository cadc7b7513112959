import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { menuSecondarysResource } from '../api/get-menu-secondarys';
import { reorderMenuSecondary } from '../api/reorder-menu-secondary';
import { menuSecondaryColumns, menuSecondaryDetailFields } from './menu-secondary-fields';

/** menuSecondarys: the app's secondary menus with search (title, link), sort, export, details and Add / edit / delete by MENUSECONDARY permissions. */
export const MenuSecondarysList = () => {
  const t = useT();
  const columns = useMemo(() => menuSecondaryColumns(t), [t]);
  const detailFields = useMemo(() => menuSecondaryDetailFields(t), [t]);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('content.menuSecondarys.title')}
      </Typography>
      <DataTable
        resource={menuSecondarysResource}
        title={t('content.menuSecondarys.title')}
        hideTitle
        columns={columns}
        createPath="/menuSecondary"
        editPath={(menuSecondary) => `/menuSecondary/${menuSecondary.id}`}
        details={{ fields: detailFields, title: (menu) => menu.title || t('content.menuSecondarys.detailsTitle') }}
        onRowsReorder={(_rows, { row, position }) => reorderMenuSecondary({ id: row.id, position })}
        storageKey="menuSecondarys"
      />
    </>
  );
};
