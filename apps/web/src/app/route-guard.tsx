import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AccessDenied } from '@/components/errors/access-denied';
import { NotFound } from '@/components/errors/not-found';
import { can, type PermissionKey } from '@rede/domain/permissions';
import { isAllowed, listKey, useAccessContext } from '@/lib/authorization';
import { RecordAccessContext } from '@/lib/record-access';
import { useRouteHandle } from '@/lib/route-handle';

/**
 * The route guard (section 2): unknown params → 'Página não encontrada'; without LIST on the route's
 * feature or when its display condition fails → 'Acesso negado'. On a record route ({resource}/{id?})
 * creating needs CREATE ('Acesso negado' otherwise), and without UPDATE an existing record is shown
 * read-only (RecordAccessContext). `savePermission` names that feature when it is not the route's own.
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
  const recordFeature = handle?.record ? (handle.savePermission ?? handle.permission) : undefined;
  if (recordFeature) {
    const isCreate = params.id === undefined;
    const key = `${recordFeature}:${isCreate ? 'CREATE' : 'UPDATE'}` as PermissionKey;
    const canSave = access !== null && can(access.user, key);
    if (isCreate && !canSave) return <AccessDenied />;
    return <RecordAccessContext value={{ canSave }}>{children}</RecordAccessContext>;
  }
  return <>{children}</>;
};
