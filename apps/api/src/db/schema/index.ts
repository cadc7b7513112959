/** The whole database schema (one pg-core schema for PGlite and PostgreSQL). */
export * from './lines.ts';
export * from './companies.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './invitations.ts';
export * from './content.ts';
export * from './settings.ts';
export * from './company-logs.ts';
export * from './mail-outbox.ts';
export * from './uploads.ts';
export * from './company-imports.ts';
export * from './analytics.ts';
export * from './company-pending-changes.ts';
