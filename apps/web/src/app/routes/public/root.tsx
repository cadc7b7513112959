import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { useHostRule } from '@/lib/hosts';
import { useRouteHandle } from '@/lib/route-handle';
import { RouteGuard } from '../../route-guard';

/** Public pages (directory, partner pages, registration): no login; public host (registration: its own host). */
const PublicRoot = () => {
  const handle = useRouteHandle();
  useHostRule(handle?.name === 'company_register' ? 'register' : 'public');
  return (
    <PublicLayout>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </PublicLayout>
  );
};

export { PublicRoot as Component };
