// First: the area's texts are registered before any of its modules is evaluated (some build labels at load).
import '@/lib/i18n/register-areas';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { FormShellServices } from '@/components/form/shell-services';
import { DEFAULT_PRIVATE_PATH, safeRedirectPath, useUser } from '@/lib/auth';
import { useHostRule } from '@/lib/hosts';
import { DefaultTitle } from '@/lib/seo';

/** Auth screens (back-office host): a logged-in user is sent to the earlier path (redirectTo) or the dashboard. */
const AuthRoot = () => {
  useHostRule('backoffice');
  const user = useUser();
  const [params] = useSearchParams();
  const location = useLocation();
  if (user) {
    const from = (location.state as { from?: string } | null)?.from;
    const target = safeRedirectPath(params.get('redirectTo')) ?? safeRedirectPath(from) ?? DEFAULT_PRIVATE_PATH;
    return <Navigate to={target} replace />;
  }
  return (
    <FormShellServices>
      <DefaultTitle />
      <Outlet />
    </FormShellServices>
  );
};

export { AuthRoot as Component };
