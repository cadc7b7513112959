import { MESSAGES, can, permissionKeysForType, type PermissionKey, type UserType } from '@rede/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from './record-scope.ts';

/** The subject of a user row as the permission rule sees it. */
export type PermissionHolder = { isAdmin: boolean; type: UserType; role: { permissions: readonly string[] } | null };

/**
 * The keys a user effectively holds: every key of their type when they are an administrator or have
 * no role (section 6), otherwise the role's keys that their type allows.
 */
export const effectiveKeys = (holder: PermissionHolder): PermissionKey[] => permissionKeysForType(holder.type).filter((key) => can(holder, key));

/** The keys of `keys` the actor does not hold (`can(actor, key)` false). */
export const keysNotHeld = (actor: Actor, keys: readonly string[]): string[] => keys.filter((key) => !can(actor, key as PermissionKey));

/**
 * Nobody grants what they do not hold: 403 (additionalData.permissions lists the keys) unless the
 * actor holds every key. Administrators hold everything.
 */
export const assertCanGrant = (actor: Actor, keys: readonly string[], message: string = MESSAGES.access.cannotGrant): void => {
  const missing = keysNotHeld(actor, keys);
  if (missing.length > 0) throw new AppError(403, message, { permissions: missing });
};
