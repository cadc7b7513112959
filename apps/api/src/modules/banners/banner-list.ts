import type { TBanner } from '@rede/domain';
import { banners } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type BannerRow = typeof banners.$inferSelect;

/** A banners row as the API answers it. */
export const toBanner = (row: BannerRow): TBanner => ({
  id: row.id,
  position: row.position,
  image: row.image,
  link: row.link,
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

/** GET /api/banners: search by link, sort by BANNER_SORTABLE_COLUMNS, export. */
export const BANNER_LIST = defineList<'position' | 'id' | 'link' | 'dtRegister' | 'dtUpdate', TBanner>({
  search: [banners.link],
  sort: { position: banners.position, id: banners.id, link: banners.link, dtRegister: banners.dtRegister, dtUpdate: banners.dtUpdate },
  defaultSort: { by: 'position', direction: 'asc' },
  tieBreak: banners.id,
  export: {
    title: 'Banners',
    columns: [
      { key: 'position', label: 'Ordem' },
      { key: 'id', label: 'ID' },
      { key: 'image', label: 'Imagem' },
      { key: 'link', label: 'Link' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (banner) => new Date(banner.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (banner) => new Date(banner.dtUpdate) },
    ],
  },
});
