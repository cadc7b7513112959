import type { TUser } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isVisibleRow, type Actor } from '../access/record-scope.ts';
import { findUserRecord, toUser, type UserRecord } from './user-record.ts';

/** The user if the actor may see it (administrators and staff: any; company users: users of their companies), else 404. */
export const getVisibleUser = async (db: Database, actor: Actor, id: number): Promise<UserRecord> => {
  const record = await findUserRecord(db, id);
  if (!record || !isVisibleRow(actor, record.companyId)) throw notFound();
  return record;
};

/** GET /api/users/:id */
export const getUser = async (db: Database, actor: Actor, id: number): Promise<TUser> => toUser(await getVisibleUser(db, actor, id));
