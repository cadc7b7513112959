import { SettingTextPage } from '@/features/settings-content/components/setting-text-page';

const Route = () => <SettingTextPage property="privacyPolicy" />;

export { Route as Component };
