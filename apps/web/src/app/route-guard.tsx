import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AccessDenied } from '@/components/errors/access-denied';
import { NotFound } from '@/components/errors/not-found';
import { isAllowed, listKey, useAccessContext } from '@/lib/authorization';
import { useRouteHandle } from '@/lib/route-handle';

/**
 * The route guard (section 2): unknown params → 'Página não encontrada'; without LIST on the route's
 * feature or when its display condition fails → 'Acesso negado'.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const handle = useRouteHandle();
  const params = useParams();
  const access = useAccessContext();
  if (handle?.validParams && !handle.validParams(params)) return <NotFound />;
  if (handle && (handle.permission || handle.condition)) {
    const allowed =
      access !== null &&
      isAllowed({ permissionKey: handle.permission ? listKey(handle.permission) : undefined, showCondition: handle.condition }, access);
    if (!allowed) return <AccessDenied />;
  }
  return <>{children}</>;
};
