import { MESSAGES, type TNotification } from '@rede/domain';
import { notifications } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A notifications row as the API answers it. */
export const toNotification = (row: NotificationRow): TNotification => ({
  id: row.id,
  title: row.title,
  link: row.link,
  content: row.content,
  image: row.image,
  deviceType: row.deviceType as TNotification['deviceType'],
  scheduledDate: row.scheduledDate?.toISOString() ?? null,
  isSent: row.isSent,
  dtRegister: row.dtRegister.toISOString(),
  dtUpdate: row.dtUpdate.toISOString(),
});

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** GET /api/notifications: search by title and content, filters deviceType and isSent, export. */
export const NOTIFICATION_LIST = defineList<'id' | 'title' | 'deviceType' | 'scheduledDate' | 'isSent' | 'dtRegister' | 'dtUpdate', TNotification>({
  search: [notifications.title, notifications.content],
  sort: {
    id: notifications.id,
    title: foldedSql(notifications.title),
    deviceType: notifications.deviceType,
    scheduledDate: notifications.scheduledDate,
    isSent: notifications.isSent,
    dtRegister: notifications.dtRegister,
    dtUpdate: notifications.dtUpdate,
  },
  defaultSort: { by: 'dtRegister', direction: 'desc' },
  tieBreak: notifications.id,
  export: {
    title: 'Notificações',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'title', label: 'Título' },
      { key: 'content', label: 'Conteúdo' },
      { key: 'link', label: 'Link' },
      { key: 'image', label: 'Imagem' },
      { key: 'deviceType', label: 'Dispositivo', value: (n) => MESSAGES.deviceType[n.deviceType] },
      { key: 'scheduledDate', label: 'Data agendada', value: (n) => dateOrNull(n.scheduledDate) },
      { key: 'isSent', label: 'Enviada' },
      { key: 'dtRegister', label: 'Data de cadastro', value: (n) => new Date(n.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (n) => new Date(n.dtUpdate) },
    ],
  },
});
