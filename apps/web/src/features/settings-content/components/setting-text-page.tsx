import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormValues } from '@/components/form/types';
import { useCan } from '@/lib/authorization';
import { browser } from '@/lib/browser';
import { useT } from '@/lib/i18n';
import { updateSettingInputSchema, useUpdateSetting } from '../api/update-setting';
import { settingTextField, type TSettingText } from './setting-fields';
import { ReadOnlyFields } from './read-only-fields';
import { SettingLoader } from './setting-loader';

const PAGES = {
  termsAndConditions: { title: 'content.settings.termsTitle', label: 'content.settings.termsField' },
  privacyPolicy: { title: 'content.settings.policyTitle', label: 'content.settings.policyField' },
} as const;

/**
 * settings/terms and settings/policy: one multiline text of settings record 1 and a Save button
 * that saves and reloads the page (section 2). Without SETTING:UPDATE the text is shown read-only.
 */
export const SettingTextPage = ({ property }: { property: TSettingText }) => {
  const t = useT();
  const canUpdate = useCan('SETTING:UPDATE');
  const update = useUpdateSetting();
  const page = PAGES[property];
  const field = useMemo(() => settingTextField(t, property, t(page.label)), [t, property, page.label]);
  const fields = useMemo(() => [field], [field]);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t(page.title)}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SettingLoader>
          {(setting) =>
            canUpdate ? (
              <FormEngine
                fields={fields}
                schema={updateSettingInputSchema}
                id={setting.id}
                record={setting as unknown as TFormValues}
                onSave={(payload) => update.mutateAsync({ id: setting.id, [property]: payload[property] as string | null })}
                onSaved={() => browser.reload()}
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
