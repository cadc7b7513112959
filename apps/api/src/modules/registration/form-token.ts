import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'registration-form';

const signature = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`${PURPOSE}:${issuedAt}`).digest('base64url');

/** A token naming when the registration form was opened, signed by the server: `<ms>.<hmac>`. */
export const issueFormToken = (secret: string, now: Date): string => {
  const issuedAt = now.getTime();
  return `${issuedAt}.${signature(secret, issuedAt)}`;
};

/** When the form was opened, or null when the token is not one this server signed. */
export const readFormToken = (secret: string, token: string): number | null => {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : null;
};
