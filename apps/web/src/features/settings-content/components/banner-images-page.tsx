import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormValues } from '@/components/form/types';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useCan } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { updateSettingInputSchema, useUpdateSetting } from '../api/update-setting';
import { bannerImageFields } from './setting-fields';
import { ReadOnlyFields } from './read-only-fields';
import { SettingLoader } from './setting-loader';

/**
 * settings/imagesbanner: 'Configurações de Banner e Termos', the desktop (1920x600) and mobile
 * (768x500) banners of settings record 1. Without SETTING:UPDATE they are shown read-only.
 */
export const BannerImagesPage = () => {
  const t = useT();
  const canUpdate = useCan('SETTING:UPDATE');
  const { showSnackbar } = useSnackbar();
  const update = useUpdateSetting();
  const fields = useMemo(() => bannerImageFields(t), [t]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('content.settings.bannersTitle')}
      </Typography>
      <Typography color="text.secondary">{t('content.settings.bannersIntro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SettingLoader>
          {(setting) =>
            canUpdate ? (
              <FormEngine
                fields={fields}
                schema={updateSettingInputSchema}
                id={setting.id}
                record={setting as unknown as TFormValues}
                onSave={(payload) =>
                  update.mutateAsync({
                    id: setting.id,
                    bannerDesk: payload.bannerDesk as string | null,
                    bannerMobile: payload.bannerMobile as string | null,
                  })
                }
                onSaved={() => showSnackbar(t('content.settings.saved'), { variant: 'alert', severity: 'success' })}
              />
            ) : (
              <ReadOnlyFields fields={fields} record={setting as unknown as TFormValues} />
            )
          }
        </SettingLoader>
      </Paper>
    </Stack>
  );
};
