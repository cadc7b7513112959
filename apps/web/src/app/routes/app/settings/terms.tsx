import { SettingTextPage } from '@/features/settings-content/components/setting-text-page';

const Route = () => <SettingTextPage property="termsAndConditions" />;

export { Route as Component };
