import { IMAGE_SIZES, SETTING_TEXT_MAX, type TSetting } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';

export type TSettingText = 'termsAndConditions' | 'privacyPolicy';

const TEXT_LABEL_KEYS = {
  termsAndConditions: 'content.settings.termsAndConditions',
  privacyPolicy: 'content.settings.privacyPolicy',
} as const;

/** One of the two texts (terms and conditions, privacy policy): a long multiline field. */
export const settingTextField = (t: TTranslate, property: TSettingText, label?: string): TFormField => ({
  property,
  type: 'string',
  label: label ?? t(TEXT_LABEL_KEYS[property]),
  multiline: true,
  rows: 16,
  maxLength: SETTING_TEXT_MAX,
  helperText: t('content.settings.textsHelp'),
});

/** The two banner images of the public home: desktop 1920x600 and mobile 768x500 (section 9). */
export const bannerImageFields = (t: TTranslate): TFormField[] => [
  { property: 'bannerDesk', type: 'photo', label: t('content.settings.bannerDesk'), imageSize: IMAGE_SIZES.bannerDesk },
  { property: 'bannerMobile', type: 'photo', label: t('content.settings.bannerMobile'), imageSize: IMAGE_SIZES.bannerMobile },
];

/** The whole record (register_settings edit): the two texts and the two banners. */
export const settingFormFields = (t: TTranslate): TFormField[] => [
  settingTextField(t, 'termsAndConditions'),
  settingTextField(t, 'privacyPolicy'),
  ...bannerImageFields(t),
];

export const settingDetailFields = (t: TTranslate): TFormField[] => [
  { property: 'id', type: 'integer', label: t('content.settings.id') },
  ...settingFormFields(t),
  { property: 'dtRegister', type: 'datetime', label: t('content.common.dtRegister') },
  { property: 'dtUpdate', type: 'datetime', label: t('content.common.dtUpdate') },
];

const PREVIEW_CHARS = 80;
const preview = (text: string | null, empty: string): string => {
  if (!text) return empty;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS)}…` : flat;
};

export const settingColumns = (t: TTranslate): TDataTableColumn<TSetting>[] => [
  { key: 'id', label: t('content.settings.id') },
  {
    key: 'termsAndConditions',
    label: t('content.settings.termsAndConditions'),
    sortable: false,
    minWidth: 200,
    render: (setting) => preview(setting.termsAndConditions, t('content.settings.empty')),
  },
  {
    key: 'privacyPolicy',
    label: t('content.settings.privacyPolicy'),
    sortable: false,
    minWidth: 200,
    hiddenByDefault: true,
    render: (setting) => preview(setting.privacyPolicy, t('content.settings.empty')),
  },
  { key: 'bannerDesk', label: t('content.settings.bannerDesk'), display: 'image', sortable: false },
  { key: 'bannerMobile', label: t('content.settings.bannerMobile'), display: 'image', sortable: false },
  { key: 'dtUpdate', label: t('content.common.dtUpdate'), display: 'date' },
];
