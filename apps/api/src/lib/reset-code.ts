import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@rede/domain';

/** A uniformly random 6-digit code ('000000'–'999999'). */
export const generateResetCode = (): string => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/** HMAC-SHA256 of the code bound to its user, with the JWT secret as pepper (hex, 64 characters). */
export const hashResetCode = (pepper: string, userId: number, code: string): string =>
  createHmac('sha256', pepper).update(`${userId}:${code}`).digest('hex');

export const resetCodeMatches = (pepper: string, userId: number, code: string, storedHash: string): boolean => {
  const actual = Buffer.from(hashResetCode(pepper, userId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
