/** Notification (app content, section 3): title and deviceType required; isSent has no form field. */
import { z } from 'zod';
import { DEVICE_TYPES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  zIsoDatetime,
  zOptionalImagePath,
  zOptionalIsoDatetime,
  zOptionalLink,
  zOptionalString,
  zRequiredString,
  ZTimestampsSchema,
} from './fields.ts';
import { listQueryWith, zQueryBoolean, zQueryEnum } from './list-query.ts';

export const NOTIFICATION_CONTENT_MAX = 5000;

export const ZDeviceTypeSchema = z.enum(DEVICE_TYPES, {
  error: (issue) => (issue.input == null || issue.input === '' ? MESSAGES.validation.required : MESSAGES.validation.invalid),
});

export const ZNotificationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    link: z.string().nullable(),
    content: z.string().nullable(),
    image: z.string().nullable(),
    deviceType: z.enum(DEVICE_TYPES),
    scheduledDate: zIsoDatetime().nullable(),
    isSent: z.boolean(),
  })
  .extend(ZTimestampsSchema.shape);
export type TNotification = z.infer<typeof ZNotificationSchema>;

export const ZNotificationCreateSchema = z.object({
  title: zRequiredString(),
  deviceType: ZDeviceTypeSchema,
  link: zOptionalLink(),
  content: zOptionalString(NOTIFICATION_CONTENT_MAX),
  image: zOptionalImagePath(),
  /** ISO date-time (UTC 'Z' or with offset); '' / null → null. */
  scheduledDate: zOptionalIsoDatetime(),
});
export type TNotificationCreate = z.infer<typeof ZNotificationCreateSchema>;

/** The API exposes no PUT for notifications; kept for symmetry. */
export const ZNotificationUpdateSchema = ZNotificationCreateSchema.extend({ id: z.number().int().positive() });
export type TNotificationUpdate = z.infer<typeof ZNotificationUpdateSchema>;

export const NOTIFICATION_SORTABLE_COLUMNS = ['id', 'title', 'deviceType', 'scheduledDate', 'isSent', 'dtRegister', 'dtUpdate'] as const;
export const ZNotificationListQuerySchema = listQueryWith(NOTIFICATION_SORTABLE_COLUMNS).extend({
  deviceType: zQueryEnum(DEVICE_TYPES),
  isSent: zQueryBoolean(),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuerySchema>;
