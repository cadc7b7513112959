import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of an e-mail change code, bound to its user AND the new address (hex, 64 characters). */
export const hashEmailChangeCode = (pepper: string, userId: number, newEmail: string, code: string): string =>
  createHmac('sha256', pepper).update(`email-change:${userId}:${newEmail.toLowerCase()}:${code}`).digest('hex');

export const emailChangeCodeMatches = (pepper: string, userId: number, newEmail: string, code: string, storedHash: string): boolean => {
  const actual = Buffer.from(hashEmailChangeCode(pepper, userId, newEmail, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
