import { SettingsRecords } from '@/features/settings-content/components/settings-records';

const Route = () => <SettingsRecords />;

export { Route as Component };
