import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { useHostRule } from '@/lib/hosts';
import { useRouteHandle } from '@/lib/route-handle';
import { DefaultTitle } from '@/lib/seo';
import { RouteGuard } from '../../route-guard';

/** Public pages (directory, partner pages, registration): no login; public host (registration: its own host). */
/** The directory, partner and registration pages write their own <head> (PageHead); the others show the system name. */
const OWN_HEAD = new Set(['homepage', '{uf}', '{uf}/{municipio}', '{uf}/{municipio}/{nome}/{id}', 'partnersdetails/{id}', 'company_register']);

const PublicRoot = () => {
  const handle = useRouteHandle();
  useHostRule(handle?.name.startsWith('company_register') ? 'register' : 'public');
  return (
    <PublicLayout>
      {handle && OWN_HEAD.has(handle.name) ? null : <DefaultTitle />}
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </PublicLayout>
  );
};

export { PublicRoot as Component };
