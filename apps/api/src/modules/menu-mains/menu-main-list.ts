import type { TMenuMain } from '@rede/domain';
import { menuMains } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type MenuMainRow = typeof menuMains.$inferSelect;

/** A menu_mains row as the API answers it. */
export const toMenuMain = (row: MenuMainRow): TMenuMain => ({
  id: row.id,
  position: row.position,
  image: row.image,
  link: row.link,
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

/** GET /api/menuMains: search by link, sort by MENU_MAIN_SORTABLE_COLUMNS, export. */
export const MENU_MAIN_LIST = defineList<'position' | 'id' | 'link' | 'dtRegister' | 'dtUpdate', TMenuMain>({
  search: [menuMains.link],
  sort: { position: menuMains.position, id: menuMains.id, link: menuMains.link, dtRegister: menuMains.dtRegister, dtUpdate: menuMains.dtUpdate },
  defaultSort: { by: 'position', direction: 'asc' },
  tieBreak: menuMains.id,
  export: {
    title: 'Menus principais',
    columns: [
      { key: 'position', label: 'Ordem' },
      { key: 'id', label: 'ID' },
      { key: 'image', label: 'Imagem' },
      { key: 'link', label: 'Link' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (menuMain) => new Date(menuMain.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (menuMain) => new Date(menuMain.dtUpdate) },
    ],
  },
});
