import List from '@mui/material/List';
import { useT } from '@/lib/i18n';
import { useLayout } from '../layout-context';
import { MenuError } from './menu-error';
import { NavCollapse } from './nav-collapse';
import { NavGroup } from './nav-group';
import { NavItem } from './nav-item';

/** The vertical menu (side drawer): groups, and collapses or items at the top level. */
export const NavMenu = ({ mini = false }: { mini?: boolean }) => {
  const t = useT();
  const { menuItems } = useLayout();
  return (
    <nav aria-label={t('layout.mainNavigation')}>
      {menuItems.map((item) => {
        if (item.type === 'group') return <NavGroup key={item.id} item={item} mini={mini} />;
        if (item.type === 'collapse' || item.type === 'item') {
          return (
            <List key={item.id} disablePadding>
              {item.type === 'collapse' ? <NavCollapse item={item} mini={mini} /> : <NavItem item={item} mini={mini} />}
            </List>
          );
        }
        return <MenuError key={item.id} where="menu" />;
      })}
    </nav>
  );
};
