import type { FastifyBaseLogger } from 'fastify';
import type { DeviceType } from '@rede/domain';
import type { Database } from '../../../db/client.ts';

/** The platforms a push goes to: 'all' means both. */
export type TargetDevice = Exclude<DeviceType, 'all'>;

/** A notification whose time has come, as a delivery receives it. */
export type DueNotification = {
  id: number;
  title: string;
  content: string | null;
  link: string | null;
  /** Stored upload name (served at /api/uploads/files/<image>) or null. */
  image: string | null;
  deviceType: DeviceType;
  targets: TargetDevice[];
  scheduledDate: Date | null;
};

export type DeliveryContext = {
  /** The transaction that holds the notification's row lock: write through it, never through another handle. */
  db: Database;
  now: Date;
  log: FastifyBaseLogger;
};

/**
 * Sends one notification to its target devices. Called once per notification, inside the
 * transaction that then marks it sent; throwing rolls that back and the scheduler retries it on a
 * later run (at most MAX_DELIVERY_ATTEMPTS times). A push provider implements this and is passed to
 * `buildApp({ notificationDelivery })`.
 */
export type NotificationDelivery = {
  deliver(notification: DueNotification, context: DeliveryContext): Promise<void>;
};

export const targetsOf = (deviceType: DeviceType): TargetDevice[] => (deviceType === 'all' ? ['android', 'ios'] : [deviceType]);
