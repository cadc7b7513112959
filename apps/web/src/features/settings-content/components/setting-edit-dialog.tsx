import { useId, useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TSetting } from '@rede/domain';
import { FormEngine } from '@/components/form/form-engine';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useT } from '@/lib/i18n';
import { updateSettingInputSchema, useUpdateSetting, type TUpdateSettingInput } from '../api/update-setting';
import { settingFormFields } from './setting-fields';

/** Edit of a whole settings record (all four fields) in a dialog; full screen on phones. */
export const SettingEditDialog = ({ setting, onClose }: { setting: TSetting | null; onClose: () => void }) => {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const { showSnackbar } = useSnackbar();
  const update = useUpdateSetting();
  const fields = useMemo(() => settingFormFields(t), [t]);
  return (
    <Dialog open={setting !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('content.settings.editTitle')}</DialogTitle>
      <DialogContent dividers>
        {setting ? (
          <FormEngine
            key={setting.id}
            fields={fields}
            schema={updateSettingInputSchema}
            id={setting.id}
            record={setting}
            onSave={(payload) => update.mutateAsync({ ...(payload as TUpdateSettingInput), id: setting.id })}
            onSaved={() => {
              showSnackbar(t('content.settings.saved'), { variant: 'alert', severity: 'success' });
              onClose();
            }}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
