import type { TSetting } from '@rede/domain';
import { settings } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type SettingRow = typeof settings.$inferSelect;

/** A settings row as the API answers it. */
export const toSetting = (row: SettingRow): TSetting => ({
  id: row.id,
  termsAndConditions: row.termsAndConditions,
  privacyPolicy: row.privacyPolicy,
  bannerMobile: row.bannerMobile,
  bannerDesk: row.bannerDesk,
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

/** GET /api/settings: search over the texts, sort by SETTING_SORTABLE_COLUMNS, export. */
export const SETTING_LIST = defineList<'id' | 'dtRegister' | 'dtUpdate', TSetting>({
  search: [settings.termsAndConditions, settings.privacyPolicy],
  sort: { id: settings.id, dtRegister: settings.dtRegister, dtUpdate: settings.dtUpdate },
  defaultSort: { by: 'id', direction: 'asc' },
  tieBreak: settings.id,
  export: {
    title: 'Configurações',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'termsAndConditions', label: 'Termos e condições' },
      { key: 'privacyPolicy', label: 'Políticas de privacidade' },
      { key: 'bannerMobile', label: 'Banner mobile' },
      { key: 'bannerDesk', label: 'Banner desktop' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (setting) => new Date(setting.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (setting) => new Date(setting.dtUpdate) },
    ],
  },
});
