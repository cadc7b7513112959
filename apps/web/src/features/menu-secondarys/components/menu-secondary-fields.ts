import type { TMenuSecondary } from '@rede/domain';
import { contentLinkAndDateColumns, contentLinkField, contentPositionColumn, withContentDates } from '@/components/content-fields/content-fields';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';

/** The secondary menu form (section 3: title required; optional link). */
export const menuSecondaryFormFields = (t: TTranslate): TFormField[] => [
  { property: 'title', type: 'string', label: t('content.common.title'), required: true, width: 12 },
  contentLinkField(t),
];

/** The details panel: the form's fields plus the dates. */
export const menuSecondaryDetailFields = (t: TTranslate): TFormField[] => withContentDates(t, menuSecondaryFormFields(t));

export const menuSecondaryColumns = (t: TTranslate): TDataTableColumn<TMenuSecondary>[] => [
  contentPositionColumn<TMenuSecondary>(t),
  { key: 'title', label: t('content.common.title'), minWidth: 160 },
  ...contentLinkAndDateColumns<TMenuSecondary>(t),
];
