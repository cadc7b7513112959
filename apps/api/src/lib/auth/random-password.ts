import { randomBytes } from 'node:crypto';
import { passwordError } from '@rede/domain';

/** 16 random base64url characters (96 bits) that pass the password policy, for `email` too when given. */
export const randomPassword = (email?: string): string => {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (passwordError(password, { email }) === null) return password;
  }
};
