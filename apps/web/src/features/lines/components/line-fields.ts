import { IMAGE_SIZES, LINE_NAME_MAX } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import type { TLine } from '@rede/domain';

/** The one-step line form (section 3: name shown as Título, icon 24x24 suggested). */
export const lineFormFields = (t: TTranslate): TFormField[] => [
  { property: 'name', type: 'string', label: t('lines.fields.name'), required: true, maxLength: LINE_NAME_MAX, width: 12 },
  { property: 'icon', type: 'photo', label: t('lines.fields.icon'), imageSize: IMAGE_SIZES.icon },
];

/** The details panel: the form's fields plus the dates. */
export const lineDetailFields = (t: TTranslate): TFormField[] => [
  ...lineFormFields(t),
  { property: 'dtRegister', type: 'datetime', label: t('lines.fields.dtRegister') },
  { property: 'dtUpdate', type: 'datetime', label: t('lines.fields.dtUpdate') },
];

export const lineColumns = (t: TTranslate): TDataTableColumn<TLine>[] => [
  { key: 'name', label: t('lines.fields.name'), minWidth: 160 },
  { key: 'icon', label: t('lines.fields.icon'), display: 'image', sortable: false },
  { key: 'dtRegister', label: t('lines.fields.dtRegister'), display: 'date' },
  { key: 'dtUpdate', label: t('lines.fields.dtUpdate'), display: 'date' },
];
