import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, userInvitations, users } from '../../db/schema/index.ts';
import { hashInvitationToken } from './invitation-token.ts';

/** An invitation with its account (active or not) and company name: what reading, accepting and managing it need. */
export type InvitationRecord = {
  id: number;
  userId: number;
  email: string;
  name: string;
  companyId: number | null;
  companyName: string | null;
  roleId: number | null;
  userEmail: string;
  userIsActive: boolean;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

const findOne = async (db: Database, where: SQL): Promise<InvitationRecord | null> => {
  const [row] = await db
    .select({
      id: userInvitations.id,
      userId: users.id,
      email: userInvitations.email,
      name: userInvitations.name,
      companyId: userInvitations.companyId,
      companyName: companies.name,
      roleId: userInvitations.roleId,
      userEmail: users.email,
      userIsActive: users.isActive,
      expiresAt: userInvitations.expiresAt,
      acceptedAt: userInvitations.acceptedAt,
      revokedAt: userInvitations.revokedAt,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .leftJoin(companies, eq(companies.id, userInvitations.companyId))
    .where(where)
    .limit(1);
  return row ?? null;
};

/** The invitation whose token this is (looked up by the token's hash), or null. */
export const findInvitationByToken = (db: Database, token: string): Promise<InvitationRecord | null> =>
  findOne(db, eq(userInvitations.tokenHash, hashInvitationToken(token)));

export const findInvitationById = (db: Database, id: number): Promise<InvitationRecord | null> => findOne(db, eq(userInvitations.id, id));
