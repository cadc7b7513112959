/**
 * What the app-content records (banners, main menus, secondary menus: section 3) share: the optional
 * link field and column, and the registration and update dates of the details panel and the list.
 */
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import { LinkCell } from './link-cell';

type TContentRecord = { link: string | null; dtRegister: string; dtUpdate: string };

/** The required image of a banner or main menu, with its suggested size (section 9). */
const contentImageField = (t: TTranslate, imageSize: { width: number; height: number }): TFormField => ({
  property: 'image',
  type: 'photo',
  label: t('content.common.image'),
  required: true,
  imageSize,
});

/** The image thumbnail column. */
const contentImageColumn = <TRecord extends { image: string | null }>(t: TTranslate): TDataTableColumn<TRecord> => ({
  key: 'image',
  label: t('content.common.image'),
  display: 'image',
  sortable: false,
});

/** The order of the record in the app (1 = first); the list moves records by drag or keyboard to change it. */
export const contentPositionColumn = <TRecord extends { position: number }>(t: TTranslate): TDataTableColumn<TRecord> => ({
  key: 'position',
  label: t('content.common.position'),
  align: 'right',
  namesRow: false,
});

/** The optional link (an http(s) address or a path of the public site). */
export const contentLinkField = (t: TTranslate): TFormField => ({
  property: 'link',
  type: 'string',
  label: t('content.common.link'),
  inputType: 'url',
  helperText: t('content.common.linkHelp'),
  width: 12,
});

/** The details panel: the form's fields plus the dates. */
export const withContentDates = (t: TTranslate, fields: TFormField[]): TFormField[] => [
  ...fields,
  { property: 'dtRegister', type: 'datetime', label: t('content.common.dtRegister') },
  { property: 'dtUpdate', type: 'datetime', label: t('content.common.dtUpdate') },
];

/** List columns after the record's own: the link (external ones clickable) and the dates. */
export const contentLinkAndDateColumns = <TRecord extends TContentRecord>(t: TTranslate): TDataTableColumn<TRecord>[] => [
  { key: 'link', label: t('content.common.link'), minWidth: 180, render: (record) => <LinkCell link={record.link} /> },
  { key: 'dtRegister', label: t('content.common.dtRegister'), display: 'date' },
  { key: 'dtUpdate', label: t('content.common.dtUpdate'), display: 'date' },
];

type TImageLinkRecord = TContentRecord & { image: string | null; position: number };

/** The form fields, details fields and list columns of an image-and-link record (banner, main menu). */
export const imageLinkContent = <TRecord extends TImageLinkRecord>(imageSize: { width: number; height: number }) => {
  const formFields = (t: TTranslate): TFormField[] => [contentImageField(t, imageSize), contentLinkField(t)];
  return {
    formFields,
    detailFields: (t: TTranslate): TFormField[] => withContentDates(t, formFields(t)),
    columns: (t: TTranslate): TDataTableColumn<TRecord>[] => [
      contentPositionColumn<TRecord>(t),
      contentImageColumn<TRecord>(t),
      ...contentLinkAndDateColumns<TRecord>(t),
    ],
  };
};
