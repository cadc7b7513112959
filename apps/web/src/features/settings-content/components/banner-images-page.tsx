import { useMemo } from 'react';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useT } from '@/lib/i18n';
import { bannerImageFields } from './setting-fields';
import { SettingFormPage } from './setting-form-page';

/**
 * settings/imagesbanner: 'Imagens e Banners' (its entry's name), the desktop (1920x600) and mobile
 * (768x500) banners of settings record 1. Without SETTING:UPDATE they are shown read-only.
 */
export const BannerImagesPage = () => {
  const t = useT();
  const { showSnackbar } = useSnackbar();
  const fields = useMemo(() => bannerImageFields(t), [t]);
  return (
    <SettingFormPage
      title={t('content.settings.bannersTitle')}
      intro={t('content.settings.bannersIntro')}
      fields={fields}
      onSaved={() => showSnackbar(t('content.settings.saved'), { variant: 'alert', severity: 'success' })}
    />
  );
};
