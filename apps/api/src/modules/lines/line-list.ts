import type { TLine } from '@rede/domain';
import { lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type LineRow = typeof lines.$inferSelect;

/** A lines row as the API answers it. */
export const toLine = (row: LineRow): TLine => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

/** GET /api/lines: search by name, sort by LINE_SORTABLE_COLUMNS, export. */
export const LINE_LIST = defineList<'id' | 'name' | 'dtRegister' | 'dtUpdate', TLine>({
  search: [lines.name],
  sort: { id: lines.id, name: foldedSql(lines.name), dtRegister: lines.dtRegister, dtUpdate: lines.dtUpdate },
  defaultSort: { by: 'name', direction: 'asc' },
  tieBreak: lines.id,
  export: {
    title: 'Linhas de produtos',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Título' },
      { key: 'icon', label: 'Ícone' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (line) => new Date(line.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (line) => new Date(line.dtUpdate) },
    ],
  },
});
