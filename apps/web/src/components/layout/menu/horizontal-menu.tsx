/**
 * The horizontal menu (menuOrientation 'horizontal', wide screens): one button per top-level entry,
 * groups and collapses open a dropdown; entries that do not fit go into 'Mais itens'.
 */
import { useEffect, useRef, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useT } from '@/lib/i18n';
import { useLayout } from '../layout-context';
import { MenuError } from './menu-error';
import { containsItem, type TMenuItem } from './menu-model';
import { MenuPopup } from './menu-popup';
import { itemTarget } from './nav-item';

/** Room one top-level button needs, and the 'Mais itens' button (estimates; the value is not specified). */
export const HORIZONTAL_ITEM_WIDTH = 176;
export const HORIZONTAL_MORE_WIDTH = 150;

/** How many top-level entries fit in `width` px; the rest go to 'Mais itens'. */
export const visibleCountFor = (width: number, total: number): number => {
  if (width <= 0 || total * HORIZONTAL_ITEM_WIDTH <= width) return total;
  return Math.max(1, Math.min(total, Math.floor((width - HORIZONTAL_MORE_WIDTH) / HORIZONTAL_ITEM_WIDTH)));
};

const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

const TopEntry = ({ item }: { item: TMenuItem }) => {
  const { activeId } = useLayout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hover, setHover] = useState(false);
  const Icon = item.icon;
  const active = containsItem(item, activeId);
  const popupId = `${item.id.replace(/[^A-Za-z0-9_-]/g, '-')}-popup`;

  if (item.type === 'item') {
    return (
      <Button
        {...itemTarget(item)}
        color={active ? 'primary' : 'inherit'}
        startIcon={Icon ? <Icon /> : undefined}
        aria-current={active ? 'page' : undefined}
      >
        {item.title}
      </Button>
    );
  }
  if (item.type !== 'group' && item.type !== 'collapse') return <MenuError where="menu" />;
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        startIcon={Icon ? <Icon /> : undefined}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popupId : undefined}
        onClick={(event) => {
          setHover(false);
          setAnchor(event.currentTarget);
        }}
        onMouseEnter={(event) => {
          if (anchor) return;
          setHover(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ fontWeight: active ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {item.title}
      </Button>
      <MenuPopup
        id={popupId}
        anchorEl={anchor}
        open={anchor !== null}
        hover={hover}
        placement="bottom"
        onClose={() => setAnchor(null)}
        items={item.children ?? []}
      />
    </>
  );
};

export const HorizontalMenu = () => {
  const t = useT();
  const { menuItems } = useLayout();
  const { ref, width } = useWidth();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const count = visibleCountFor(width, menuItems.length);
  const visible = menuItems.slice(0, count);
  const overflow = menuItems.slice(count);

  return (
    <AppBar position="sticky" color="default" component="div" sx={{ top: { xs: 56, sm: 64 }, borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" component="nav" aria-label={t('layout.mainNavigation')}>
        <Stack ref={ref} direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, overflow: 'hidden', alignItems: 'center' }}>
          {visible.map((item) => (
            <TopEntry key={item.id} item={item} />
          ))}
          {overflow.length > 0 ? (
            <>
              <Button
                color="inherit"
                startIcon={<MoreHorizIcon />}
                aria-haspopup="menu"
                aria-expanded={moreAnchor !== null}
                aria-controls={moreAnchor ? 'menu-more-items' : undefined}
                onClick={(event) => setMoreAnchor(event.currentTarget)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('layout.moreItems')}
              </Button>
              <MenuPopup
                id="menu-more-items"
                anchorEl={moreAnchor}
                open={moreAnchor !== null}
                placement="bottom"
                onClose={() => setMoreAnchor(null)}
                items={overflow}
              />
            </>
          ) : null}
        </Stack>
      </Toolbar>
    </AppBar>
  );
};
