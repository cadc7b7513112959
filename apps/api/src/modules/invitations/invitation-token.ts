import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/**
 * SHA-256 of the token (hex). A plain hash suffices: the token is 256 random bits, so nobody can search
 * for it from a leaked hash, and the lookup stays one indexed equality.
 */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
