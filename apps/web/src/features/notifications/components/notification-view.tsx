import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FieldValue } from '@/components/form/field-value';
import type { TFormValues } from '@/components/form/types';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useNotification } from '../api/get-notification';
import { notificationDetailFields } from './notification-fields';

const LIST_PATH = '/notifications';

/** notification/{id}: a saved notification, read-only (the API has no PUT for notifications). */
export const NotificationView = ({ id }: { id: number }) => {
  const t = useT();
  const dialogs = useDialogs();
  const fields = useMemo(() => notificationDetailFields(t), [t]);
  const notification = useNotification(id);
  const { error } = notification;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  const back = (
    <Button component={RouterLink} to={LIST_PATH} color="inherit" size="small">
      {t('content.common.backToList')}
    </Button>
  );

  let content;
  if (notification.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('content.common.loading')} />
      </Box>
    );
  } else if (notification.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void notification.refetch()}>
              {t('content.common.retry')}
            </Button>
            {back}
          </Stack>
        }
      >
        {getErrorMessage(notification.error) || t('content.common.loadFailed')}
      </Alert>
    );
  } else {
    const record = notification.data as unknown as TFormValues;
    content = (
      <Stack spacing={2}>
        <Alert severity="info">{t('content.notifications.notEditable')}</Alert>
        <Box component="dl" sx={{ m: 0 }}>
          {fields.map((field) => (
            <Box key={field.property} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                <FieldValue field={field} record={record} />
              </Typography>
            </Box>
          ))}
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" component={RouterLink} to={LIST_PATH}>
            {t('content.common.backToList')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('content.notifications.viewTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {content}
      </Paper>
    </Stack>
  );
};
