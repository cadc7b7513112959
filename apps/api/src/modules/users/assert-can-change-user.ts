import { MESSAGES } from '@rede/domain';
import { forbidden } from '../../lib/app-error.ts';
import { assertCanGrant, effectiveKeys } from '../access/grantable-permissions.ts';
import { assertCanChangeRow, type Actor } from '../access/record-scope.ts';
import type { UserRecord } from './user-record.ts';

/**
 * 403 unless the actor may edit or delete this (visible) user: administrators always; others only
 * company-type, non-administrator users of their companies who hold no permission the actor lacks
 * (changing their password would otherwise hand the actor those permissions).
 */
export const assertCanChangeUser = (actor: Actor, target: UserRecord): void => {
  if (actor.isAdmin) return;
  assertCanChangeRow(actor, target.companyId);
  if (target.isAdmin || target.type === 'admin') throw forbidden(MESSAGES.access.adminTarget);
  assertCanGrant(actor, effectiveKeys(target), MESSAGES.access.targetHasMore);
};
