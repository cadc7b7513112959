import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { TSetting } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useSetting } from '../api/get-setting';

/**
 * Loads settings record 1 and renders `children` with it; while loading a spinner, on failure the
 * error dialog ('Erro!', section 8) and an inline message with 'Tentar novamente'.
 */
export const SettingLoader = ({ children }: { children: (setting: TSetting) => ReactNode }) => {
  const t = useT();
  const dialogs = useDialogs();
  const setting = useSetting();
  const { error } = setting;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  if (setting.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('content.common.loading')} />
      </Box>
    );
  }
  if (setting.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void setting.refetch()}>
            {t('content.settings.retry')}
          </Button>
        }
      >
        {getErrorMessage(setting.error) || t('content.settings.loadFailed')}
      </Alert>
    );
  }
  return <>{children(setting.data)}</>;
};
