import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApiRoot } from '../src/lib/paths.ts';
import { hashPassword, verifyPassword } from '../src/lib/password.ts';
import { createTokenService } from '../src/lib/token.ts';
import { parseDuration } from '../src/lib/duration.ts';

const apiRoot = join(import.meta.dirname, '..');

describe('password hashing', () => {
  it('uses scrypt with a random salt and verifies in constant time', async () => {
    const hash = await hashPassword('minha-senha');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hashPassword('minha-senha')).not.toBe(hash);
    expect(await verifyPassword('minha-senha', hash)).toBe(true);
    expect(await verifyPassword('Minha-senha', hash)).toBe(false);
    expect(await verifyPassword('minha-senha', 'lixo')).toBe(false);
  });
});

describe('tokens', () => {
  it('signs HS256 with sid and exp, and rejects other secrets and expired tokens', () => {
    const tokens = createTokenService({ secret: 'a'.repeat(32), ttlSeconds: 60 });
    const now = new Date('2025-01-01T00:00:00Z');
    const token = tokens.sign({ userId: 7, sessionId: '00000000-0000-4000-8000-000000000000', now });
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(tokens.verify(token, now)).toMatchObject({ sub: '7', sid: '00000000-0000-4000-8000-000000000000', exp: now.getTime() / 1000 + 60 });
    expect(tokens.verify(token, new Date(now.getTime() + 60_000))).toBeNull();
    expect(createTokenService({ secret: 'b'.repeat(32), ttlSeconds: 60 }).verify(token, now)).toBeNull();
  });
});

describe('paths', () => {
  it('finds apps/api (and its migrations) from the sources and from the bundle folder', () => {
    expect(findApiRoot(join(apiRoot, 'src', 'lib'))).toBe(apiRoot);
    expect(findApiRoot(join(apiRoot, 'src', 'db'))).toBe(apiRoot);
    expect(findApiRoot(join(apiRoot, 'dist'))).toBe(apiRoot);
  });
});

describe('durations', () => {
  it('parses JWT_TTL values', () => {
    expect(parseDuration('8h')).toBe(8 * 3_600_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration('7d')).toBe(7 * 86_400_000);
    expect(parseDuration('sempre')).toBeNull();
  });
});
