// First: the area's texts are registered before any of its modules is evaluated (some build labels at load).
import '@/lib/i18n/register-areas';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DataTableShellServices } from '@/components/data-table/shell-services';
import { FormShellServices } from '@/components/form/shell-services';
import { MainLayout } from '@/components/layout/main-layout';
import { OwnerBar } from '@/features/owner/components/owner-bar';
import { changePasswordPathFor, CHANGE_PASSWORD_PATH, loginPathFor, useUser } from '@/lib/auth';
import { useHostRule } from '@/lib/hosts';
import { useT } from '@/lib/i18n';
import { DefaultTitle } from '@/lib/seo';
import { buildProfileMenu, buildSideMenu } from '../../navigation';
import { RouteGuard } from '../../route-guard';

/**
 * The logged-in area: logged-out users go to login (and come back after), users who must change their
 * password go to settings/change-password (and come back after: the login answered so, or the API refused
 * a call with PASSWORD_CHANGE_REQUIRED), others get the shell.
 */
const AppRoot = () => {
  useHostRule('backoffice');
  const user = useUser();
  const location = useLocation();
  const t = useT();
  const menuItems = useMemo(() => buildSideMenu(t), [t]);
  const profileItems = useMemo(() => buildProfileMenu(t), [t]);
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  // A user who must choose a new password (first login on the start password, or a password under the
  // policy) sees the change-password screen before anything else.
  if (user.mustChangePassword === true && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={changePasswordPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <DataTableShellServices>
      <FormShellServices>
        <DefaultTitle />
        <MainLayout menuItems={menuItems} profileItems={profileItems} headerActions={<OwnerBar />}>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </MainLayout>
      </FormShellServices>
    </DataTableShellServices>
  );
};

export { AppRoot as Component };
