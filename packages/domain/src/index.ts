import './zod-config.ts';

export * from './constants.ts';
export * from './permissions.ts';
export * from './messages.ts';
export * from './api.ts';
export * from './validators/index.ts';
export * from './schemas/index.ts';
export * from './form.ts';
export * from './form-validation.ts';
export * from './issues.ts';
export * from './page-paths.ts';
export * from './hosts.ts';
export * from './seo/json-ld.ts';
export * from './seo/place-names.ts';
export * from './opening-hours/index.ts';
