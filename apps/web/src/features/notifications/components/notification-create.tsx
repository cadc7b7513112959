import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { FormEngine } from '@/components/form/form-engine';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useT } from '@/lib/i18n';
import { createNotificationInputSchema, useCreateNotification, type TCreateNotificationInput } from '../api/create-notification';
import { notificationFormFields } from './notification-fields';

const LIST_PATH = '/notifications';

/** notification (no id): the create form. A saved notification cannot be edited (no PUT). */
export const NotificationCreate = () => {
  const t = useT();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const fields = useMemo(() => notificationFormFields(t), [t]);
  const createNotification = useCreateNotification();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('content.notifications.newTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <FormEngine
          fields={fields}
          schema={createNotificationInputSchema}
          onSave={(payload) => createNotification.mutateAsync(payload as TCreateNotificationInput)}
          onSaved={() => {
            showSnackbar(t('content.notifications.created'), { variant: 'alert', severity: 'success' });
            void navigate(LIST_PATH);
          }}
          onCancel={() => void navigate(LIST_PATH)}
        />
      </Paper>
    </Stack>
  );
};
