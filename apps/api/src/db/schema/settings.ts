import { pgTable, text } from 'drizzle-orm/pg-core';
import { entityDates, idColumn } from './columns.ts';

/** Settings (section 3). Record id 1 (SETTINGS_ID) is the one the product uses; the seed creates it. */
export const settings = pgTable('settings', {
  id: idColumn(),
  termsAndConditions: text('terms_and_conditions'),
  privacyPolicy: text('privacy_policy'),
  bannerMobile: text('banner_mobile'),
  bannerDesk: text('banner_desk'),
  ...entityDates(),
});
