import { useMemo } from 'react';
import { browser } from '@/lib/browser';
import { useT } from '@/lib/i18n';
import { settingTextField, type TSettingText } from './setting-fields';
import { SettingFormPage } from './setting-form-page';

const PAGES = {
  termsAndConditions: { title: 'content.settings.termsTitle', label: 'content.settings.termsField', confirm: 'content.settings.termsConfirm' },
  privacyPolicy: { title: 'content.settings.policyTitle', label: 'content.settings.policyField', confirm: 'content.settings.policyConfirm' },
} as const;

/**
 * settings/terms and settings/policy: one multiline text of settings record 1 and a Save button
 * that saves (after a confirmation, like the other saves that change what the public sees) and reloads the
 * page (section 2). Without SETTING:UPDATE the text is shown read-only.
 */
export const SettingTextPage = ({ property }: { property: TSettingText }) => {
  const t = useT();
  const page = PAGES[property];
  const fields = useMemo(() => [settingTextField(t, property, t(page.label))], [t, property, page.label]);
  return <SettingFormPage title={t(page.title)} fields={fields} onSaved={() => browser.reload()} confirmSave={{ message: t(page.confirm) }} />;
};
