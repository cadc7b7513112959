import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SETTINGS_ID, type TSetting } from '@rede/domain';
import { DataTable } from '@/components/data-table/data-table';
import { useT } from '@/lib/i18n';
import { settingsResource } from '../api/get-settings';
import { settingColumns, settingDetailFields } from './setting-fields';
import { SettingEditDialog } from './setting-edit-dialog';

/**
 * settings/register_settings: 'Configurações de Banner e Termos' (its entry's name), the settings records (GET /api/settings) with the details panel; record 1,
 * the one the system uses, is edited whole (texts and banners) in a dialog and cannot be deleted.
 */
export const SettingsRecords = () => {
  const t = useT();
  const columns = useMemo(() => settingColumns(t), [t]);
  const detailFields = useMemo(() => settingDetailFields(t), [t]);
  const [editing, setEditing] = useState<TSetting | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('content.settings.registerSettingsTitle')}
      </Typography>
      <Typography color="text.secondary">
        {t('content.settings.registerSettingsIntro')} {t('content.settings.recordsIntro')}
      </Typography>
      <DataTable
        resource={settingsResource}
        title={t('content.settings.recordsTitle')}
        columns={columns}
        searchable
        onEdit={setEditing}
        canEditRow={(setting) => setting.id === SETTINGS_ID}
        canDeleteRow={(setting) => setting.id !== SETTINGS_ID}
        details={{ fields: detailFields, title: (setting) => `${t('content.settings.recordsTitle')} #${setting.id}` }}
        storageKey="settings-records"
      />
      <SettingEditDialog setting={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
};
