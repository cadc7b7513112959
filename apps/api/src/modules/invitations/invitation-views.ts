import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invitationState, type TInvitation, type TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { userInvitations, users } from '../../db/schema/index.ts';

/** Company invitations listed at most (a company has a handful: its administrator's, resends included). */
const MAX_LISTED = 200;

const select = (db: Database, where: SQL, limit: number) => {
  const creator = alias(users, 'creator');
  return db
    .select({
      id: userInvitations.id,
      userId: userInvitations.userId,
      name: userInvitations.name,
      email: userInvitations.email,
      companyId: userInvitations.companyId,
      expiresAt: userInvitations.expiresAt,
      acceptedAt: userInvitations.acceptedAt,
      revokedAt: userInvitations.revokedAt,
      createdByName: creator.name,
      dtRegister: userInvitations.dtRegister,
    })
    .from(userInvitations)
    .leftJoin(creator, eq(creator.id, userInvitations.createdBy))
    .where(where)
    .orderBy(desc(userInvitations.dtRegister), desc(userInvitations.id))
    .limit(limit);
};

type Row = Awaited<ReturnType<typeof select>>[number];

/** The API shape of an invitation, with its state at `now` (never its token nor hash). */
const toInvitation = (row: Row, now: Date): TInvitation => ({
  ...row,
  state: invitationState(row, now),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  dtRegister: row.dtRegister.toISOString(),
});

/** GET /api/invitations?companyId=: the company's invitations, newest first. */
export const findCompanyInvitations = async (db: Database, companyId: number, now: Date): Promise<TListResult<TInvitation>> => {
  const data = (await select(db, eq(userInvitations.companyId, companyId), MAX_LISTED)).map((row) => toInvitation(row, now));
  return { data, total: data.length };
};

/** One invitation as staff see it, or null. */
export const getInvitationView = async (db: Database, id: number, now: Date): Promise<TInvitation | null> => {
  const [row] = await select(db, eq(userInvitations.id, id), 1);
  return row ? toInvitation(row, now) : null;
};
