export * from './time-zone.ts';
export * from './holidays.ts';
export * from './local-time.ts';
export * from './open-status.ts';
export * from './format-hours.ts';
