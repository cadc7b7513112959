export * from './build.ts';
export * from './clock.ts';
export * from './database.ts';
export * from './fake-mailer.ts';
export * from './fixtures.ts';
export * from './inject-with-login.ts';
export * from './uploads-and-roles.ts';
