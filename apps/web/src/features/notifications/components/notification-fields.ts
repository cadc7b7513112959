import { DEVICE_TYPES, NOTIFICATION_CONTENT_MAX, type TNotification } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFieldOption, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';

export const deviceTypeOptions = (t: TTranslate): TFieldOption[] =>
  DEVICE_TYPES.map((value) => ({ value, label: t(`content.notifications.deviceType.${value}`) }));

const yesNoOptions = (t: TTranslate) => [
  { value: 'true', label: t('content.notifications.yesNo.true') },
  { value: 'false', label: t('content.notifications.yesNo.false') },
];

/**
 * The notification form (section 3): title and deviceType required; link; content (multiline);
 * image; scheduledDate (date-time). isSent has no form field: the server sets it when it sends.
 */
export const notificationFormFields = (t: TTranslate): TFormField[] => [
  { property: 'title', type: 'string', label: t('content.notifications.fields.title'), required: true },
  {
    property: 'deviceType',
    type: 'options',
    label: t('content.notifications.fields.deviceType'),
    required: true,
    options: deviceTypeOptions(t),
    defaultValue: 'all',
  },
  {
    property: 'content',
    type: 'string',
    label: t('content.notifications.fields.content'),
    multiline: true,
    rows: 5,
    maxLength: NOTIFICATION_CONTENT_MAX,
  },
  {
    property: 'link',
    type: 'string',
    label: t('content.notifications.fields.link'),
    inputType: 'url',
    helperText: t('content.common.linkHelp'),
  },
  {
    property: 'scheduledDate',
    type: 'datetime',
    label: t('content.notifications.fields.scheduledDate'),
    helperText: t('content.notifications.scheduledHelp'),
  },
  { property: 'image', type: 'photo', label: t('content.notifications.fields.image') },
];

/** What a saved notification shows (details panel and view page): the form's fields, isSent and the dates. */
export const notificationDetailFields = (t: TTranslate): TFormField[] => [
  ...notificationFormFields(t).map((field) => ({ ...field, defaultValue: undefined })),
  { property: 'isSent', type: 'boolean', label: t('content.notifications.fields.isSent') },
  { property: 'dtRegister', type: 'datetime', label: t('content.common.dtRegister') },
  { property: 'dtUpdate', type: 'datetime', label: t('content.common.dtUpdate') },
];

export const notificationColumns = (t: TTranslate): TDataTableColumn<TNotification>[] => {
  const devices = deviceTypeOptions(t);
  return [
    { key: 'title', label: t('content.notifications.fields.title'), minWidth: 180 },
    {
      key: 'deviceType',
      label: t('content.notifications.fields.deviceType'),
      render: (notification) => devices.find((o) => o.value === notification.deviceType)?.label ?? notification.deviceType,
      filter: { type: 'options', options: devices.map((o) => ({ value: String(o.value), label: o.label })) },
    },
    { key: 'scheduledDate', label: t('content.notifications.fields.scheduledDate'), display: 'datetime' },
    {
      key: 'isSent',
      label: t('content.notifications.fields.isSent'),
      render: (notification) => t(`content.notifications.yesNo.${notification.isSent ? 'true' : 'false'}`),
      filter: { type: 'options', options: yesNoOptions(t) },
    },
    { key: 'dtRegister', label: t('content.common.dtRegister'), display: 'date' },
  ];
};
