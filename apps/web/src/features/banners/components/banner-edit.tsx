import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TBanner } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { createBannerInputSchema, useCreateBanner, type TCreateBannerInput } from '../api/create-banner';
import { useBanner } from '../api/get-banner';
import { updateBannerInputSchema, useUpdateBanner, type TUpdateBannerInput } from '../api/update-banner';
import { bannerFormFields } from './banner-fields';

const LIST_PATH = '/banners';

/** banner/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const BannerEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const fields = useMemo(() => bannerFormFields(t), [t]);
  const banner = useBanner(id);
  const createBanner = useCreateBanner();
  const updateBanner = useUpdateBanner();
  const isEdit = id !== undefined;
  const title = isEdit ? t('content.banners.editTitle') : t('content.banners.newTitle');

  // load failures: the error dialog ('Erro!') with the server's message (section 8)
  const { error } = banner;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  let content;
  if (isEdit && banner.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('content.common.loading')} />
      </Box>
    );
  } else if (isEdit && banner.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void banner.refetch()}>
              {t('content.common.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('content.common.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(banner.error) || t('content.common.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <FormEngine
        fields={fields}
        schema={isEdit ? updateBannerInputSchema : createBannerInputSchema}
        id={id ?? null}
        record={banner.data as TBanner | undefined}
        onSave={(payload) =>
          isEdit ? updateBanner.mutateAsync(payload as TUpdateBannerInput) : createBanner.mutateAsync(payload as TCreateBannerInput)
        }
        onSaved={() => {
          showSnackbar(isEdit ? t('content.common.saved') : t('content.common.created'), { variant: 'alert', severity: 'success' });
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {content}
      </Paper>
    </Stack>
  );
};
