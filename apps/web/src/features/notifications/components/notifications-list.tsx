import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { notificationsResource } from '../api/get-notifications';
import { notificationColumns, notificationDetailFields } from './notification-fields';

/**
 * notifications: search (title, content), filters deviceType and isSent, sort, export, details, Add
 * and delete by NOTIFICATION permissions. No edit: a saved notification is viewed in the details panel.
 */
export const NotificationsList = () => {
  const t = useT();
  const columns = useMemo(() => notificationColumns(t), [t]);
  const detailFields = useMemo(() => notificationDetailFields(t), [t]);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('content.notifications.title')}
      </Typography>
      <DataTable
        resource={notificationsResource}
        title={t('content.notifications.title')}
        hideTitle
        columns={columns}
        filterRow="open"
        createPath="/notification"
        details={{ fields: detailFields, title: (notification) => notification.title || t('content.notifications.detailsTitle') }}
        storageKey="notifications"
      />
    </>
  );
};
