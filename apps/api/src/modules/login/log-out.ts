import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { revokeSession } from '../sessions/revoke-session.ts';

/** Ends the current session: its token stops working at once. */
export const logOut = async ({ db, clock }: { db: Database; clock: Clock }, sessionId: string): Promise<void> => {
  await revokeSession(db, sessionId, clock());
};
