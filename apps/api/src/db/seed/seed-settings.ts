import { and, eq, isNull, sql } from 'drizzle-orm';
import { SETTINGS_ID } from '@rede/domain';
import type { Database } from '../client.ts';
import { settings } from '../schema/index.ts';
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_AND_CONDITIONS } from './default-legal-texts.ts';

const DEFAULT_TEXTS = { termsAndConditions: DEFAULT_TERMS_AND_CONDITIONS, privacyPolicy: DEFAULT_PRIVACY_POLICY };

/**
 * Creates settings record 1 with the default terms of use and privacy policy when missing (and moves the
 * id sequence past it). A record left empty by an earlier version (no text, no banner, never saved) gets
 * the default texts too; a record an administrator saved is never touched. True when created.
 */
export const seedSettings = async (db: Database): Promise<boolean> => {
  const created = await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...DEFAULT_TEXTS })
    .onConflictDoNothing()
    .returning({ id: settings.id });
  if (created.length === 0) {
    await db
      .update(settings)
      .set(DEFAULT_TEXTS)
      .where(
        and(
          eq(settings.id, SETTINGS_ID),
          isNull(settings.termsAndConditions),
          isNull(settings.privacyPolicy),
          isNull(settings.bannerMobile),
          isNull(settings.bannerDesk),
          eq(settings.dtUpdate, settings.dtRegister),
        ),
      );
    return false;
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('settings', 'id'), (select max(id) from settings))`);
  return true;
};
