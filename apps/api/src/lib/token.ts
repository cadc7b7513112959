import { createSigner, createVerifier } from 'fast-jwt';

export type TokenClaims = { sub: string; sid: string; iat: number; exp: number };

export type TokenService = {
  /** A signed HS256 JWT for the user and session, expiring `ttlSeconds` after `now`. */
  sign(input: { userId: number; sessionId: string; now: Date }): string;
  /** The claims of a valid token, or null when it is malformed, tampered with or expired at `now`. */
  verify(token: string, now: Date): TokenClaims | null;
};

export const createTokenService = ({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }): TokenService => {
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, cache: 1000 });
  // iat comes from the payload (the injected clock); exp = iat + ttl.
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  return {
    sign({ userId, sessionId, now }) {
      return signer({ sub: String(userId), sid: sessionId, iat: Math.floor(now.getTime() / 1000) });
    },
    verify(token, now) {
      try {
        const claims = verifier(token) as Partial<TokenClaims>;
        if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return null;
        if (claims.exp * 1000 <= now.getTime()) return null;
        return claims as TokenClaims;
      } catch {
        return null;
      }
    },
  };
};
