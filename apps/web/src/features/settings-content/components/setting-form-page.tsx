import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MESSAGES } from '@rede/domain/messages';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import type { TFormField } from '@/components/form/types';
import { useCan } from '@/lib/authorization';
import { settingQueryOptions } from '../api/get-setting';
import { updateSettingInputSchema, useUpdateSetting } from '../api/update-setting';
import { ReadOnlyFields } from './read-only-fields';
import { SettingLoader } from './setting-loader';

type TSettingFormPageProps = {
  title: string;
  intro?: ReactNode;
  /** The fields of settings record 1 the page changes (only those are sent). */
  fields: readonly TFormField[];
  onSaved: () => void;
  /** Asked before saving ('Continuar' saves, 'Cancelar' keeps the text and says 'Operação cancelada pelo usuário'). */
  confirmSave?: { title?: string; message: string };
};

const CANCELLED = Symbol('cancelled');

/** A page of settings record 1: its fields in a form, or read-only without SETTING:UPDATE. */
export const SettingFormPage = ({ title, intro, fields, onSaved, confirmSave }: TSettingFormPageProps) => {
  const canUpdate = useCan('SETTING:UPDATE');
  const update = useUpdateSetting();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SettingLoader>
          {(setting) =>
            canUpdate ? (
              <FormEngine
                fields={fields}
                schema={updateSettingInputSchema}
                id={setting.id}
                record={setting}
                onSave={async (payload) => {
                  if (confirmSave && !(await dialogs.confirm(confirmSave))) return CANCELLED;
                  return update.mutateAsync({
                    id: setting.id,
                    expectedUpdatedAt: payload.expectedUpdatedAt as string | undefined,
                    ...Object.fromEntries(fields.map((field) => [field.property, payload[field.property]])),
                  });
                }}
                onReload={() => void queryClient.invalidateQueries({ queryKey: settingQueryOptions(setting.id).queryKey })}
                onSaved={(result) => {
                  if (result === CANCELLED) showSnackbar(MESSAGES.operationCancelled, { variant: 'alert', severity: 'info' });
                  else onSaved();
                }}
              />
            ) : (
              <ReadOnlyFields fields={fields} record={setting} />
            )
          }
        </SettingLoader>
      </Paper>
    </Stack>
  );
};
