/**
 * Breadcrumb (section 2): Início, then the matching menu entry (with its group), then extra items
 * (the route's own title when it is not a menu entry, and whatever the page adds).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useLocation } from 'react-router';
import { DEFAULT_PRIVATE_PATH } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { useRouteHandle } from '@/lib/route-handle';
import { Link } from '@/components/ui/link';
import { useLayout } from './layout-context';
import { findMenuTrail } from './menu/menu-model';

export type TBreadcrumbItem = { title: string; to?: string };

const ExtrasContext = createContext<TBreadcrumbItem[]>([]);
const SetExtrasContext = createContext<((items: TBreadcrumbItem[]) => void) | null>(null);

export const BreadcrumbExtrasProvider = ({ children }: { children: ReactNode }) => {
  const [extras, setExtras] = useState<TBreadcrumbItem[]>([]);
  return (
    <SetExtrasContext.Provider value={setExtras}>
      <ExtrasContext.Provider value={extras}>{children}</ExtrasContext.Provider>
    </SetExtrasContext.Provider>
  );
};

/** Pages add their own trailing crumbs: `useBreadcrumbExtras([{ title: 'Editar' }])`. */
export const useBreadcrumbExtras = (items: TBreadcrumbItem[]): void => {
  const setExtras = useContext(SetExtrasContext);
  const key = JSON.stringify(items);
  useEffect(() => {
    if (!setExtras) return;
    setExtras(JSON.parse(key) as TBreadcrumbItem[]);
    return () => setExtras([]);
  }, [key, setExtras]);
};

export const Breadcrumbs = () => {
  const t = useT();
  const { pathname } = useLocation();
  const { menuItems } = useLayout();
  const handle = useRouteHandle();
  const extras = useContext(ExtrasContext);

  const trail = findMenuTrail(menuItems, handle?.menuUrl ?? pathname);
  const crumbs: TBreadcrumbItem[] = trail
    .filter((entry) => entry.type !== 'group' && entry.url !== DEFAULT_PRIVATE_PATH)
    .map((entry) => ({ title: entry.title, ...(entry.type === 'item' && entry.url ? { to: entry.url } : {}) }));
  const routeTitle = handle ? t(handle.titleKey) : null;
  if (routeTitle && crumbs.at(-1)?.title !== routeTitle && pathname !== DEFAULT_PRIVATE_PATH) crumbs.push({ title: routeTitle });
  crumbs.push(...extras);

  const all: TBreadcrumbItem[] = [{ title: t('layout.breadcrumbHome'), to: DEFAULT_PRIVATE_PATH }, ...crumbs];
  return (
    <MuiBreadcrumbs aria-label={t('layout.breadcrumb')} separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 2 }}>
      {all.map((crumb, index) => {
        const last = index === all.length - 1;
        if (last || !crumb.to) {
          return (
            <Typography key={`${crumb.title}-${index}`} color={last ? 'text.primary' : 'text.secondary'} aria-current={last ? 'page' : undefined}>
              {crumb.title}
            </Typography>
          );
        }
        return (
          <Link key={`${crumb.title}-${index}`} to={crumb.to} color="inherit">
            {crumb.title}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
};
