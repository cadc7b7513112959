import type { TMenuSecondary } from '@rede/domain';
import { menuSecondarys } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type MenuSecondaryRow = typeof menuSecondarys.$inferSelect;

/** A menu_secondarys row as the API answers it. */
export const toMenuSecondary = (row: MenuSecondaryRow): TMenuSecondary => ({
  id: row.id,
  position: row.position,
  title: row.title,
  link: row.link,
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

/** GET /api/menuSecondarys: search by title and link, sort by MENU_SECONDARY_SORTABLE_COLUMNS, export. */
export const MENU_SECONDARY_LIST = defineList<'position' | 'id' | 'title' | 'link' | 'dtRegister' | 'dtUpdate', TMenuSecondary>({
  search: [menuSecondarys.title, menuSecondarys.link],
  sort: {
    position: menuSecondarys.position,
    id: menuSecondarys.id,
    title: foldedSql(menuSecondarys.title),
    link: menuSecondarys.link,
    dtRegister: menuSecondarys.dtRegister,
    dtUpdate: menuSecondarys.dtUpdate,
  },
  defaultSort: { by: 'position', direction: 'asc' },
  tieBreak: menuSecondarys.id,
  export: {
    title: 'Menus secundários',
    columns: [
      { key: 'position', label: 'Ordem' },
      { key: 'id', label: 'ID' },
      { key: 'title', label: 'Título' },
      { key: 'link', label: 'Link' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (menu) => new Date(menu.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (menu) => new Date(menu.dtUpdate) },
    ],
  },
});
