import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { bannersResource } from '../api/get-banners';
import { reorderBanner } from '../api/reorder-banner';
import { bannerColumns, bannerDetailFields } from './banner-fields';

/** banners: the app's banners with search (link), sort, export, details and Add / edit / delete by BANNER permissions. */
export const BannersList = () => {
  const t = useT();
  const columns = useMemo(() => bannerColumns(t), [t]);
  const detailFields = useMemo(() => bannerDetailFields(t), [t]);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('content.banners.title')}
      </Typography>
      <DataTable
        resource={bannersResource}
        title={t('content.banners.title')}
        hideTitle
        columns={columns}
        createPath="/banner"
        editPath={(banner) => `/banner/${banner.id}`}
        details={{ fields: detailFields, title: () => t('content.banners.detailsTitle') }}
        onRowsReorder={(_rows, { row, position }) => reorderBanner({ id: row.id, position })}
        storageKey="banners"
      />
    </>
  );
};
