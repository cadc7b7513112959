import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { SettingsLayout } from '@/components/layout/settings-layout';
import { useT } from '@/lib/i18n';
import { buildSettingsMenu } from '../../../navigation';

/** The 'Configurações' frame around the settings routes. */
const SettingsRoot = () => {
  const t = useT();
  const items = useMemo(() => buildSettingsMenu(t), [t]);
  return (
    <SettingsLayout items={items}>
      <Outlet />
    </SettingsLayout>
  );
};

export { SettingsRoot as Component };
