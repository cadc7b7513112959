import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { menuMainsResource } from '../api/get-menu-mains';
import { reorderMenuMain } from '../api/reorder-menu-main';
import { menuMainColumns, menuMainDetailFields } from './menu-main-fields';

/** menuMains: the app's main menus with search (link), sort, export, details and Add / edit / delete by MENUMAIN permissions. */
export const MenuMainsList = () => {
  const t = useT();
  const columns = useMemo(() => menuMainColumns(t), [t]);
  const detailFields = useMemo(() => menuMainDetailFields(t), [t]);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('content.menuMains.title')}
      </Typography>
      <DataTable
        resource={menuMainsResource}
        title={t('content.menuMains.title')}
        hideTitle
        columns={columns}
        createPath="/menuMain"
        editPath={(menuMain) => `/menuMain/${menuMain.id}`}
        details={{ fields: detailFields, title: () => t('content.menuMains.detailsTitle') }}
        onRowsReorder={(_rows, { row, position }) => reorderMenuMain({ id: row.id, position })}
        storageKey="menuMains"
      />
    </>
  );
};
