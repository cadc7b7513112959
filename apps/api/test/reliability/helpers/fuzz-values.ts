/** Hostile values for the fuzzer, drawn with a seeded PRNG (mulberry32) so a failure reproduces with its seed. */
import { createRandom, type Random } from '../../../src/db/seed/prng.ts';

export { createRandom, type Random };

const deep = (depth: number, leaf: unknown): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
};

export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(100_000),
  '\u202Eevil\u202C مرحبا עברית',
  '🔋⚡👩‍🔧🇧🇷',
  'nul\u0000byte',
  '\u0000',
  "' OR 1=1 --",
  '; DROP TABLE companies;',
  "1; DELETE FROM users WHERE '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%252e%252e%252f',
  '${7*7}{{7*7}}',
  '=HYPERLINK("http://x","y")',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '__proto__',
  'constructor',
  'true',
  '[]',
  '{}',
  '\ud800',
  'São Paulo',
  'admin@teste.com.br',
  '00.000.000/0000-00',
  '#zzzzzz',
];

export const HOSTILE_NUMBERS = [-1, 0, -0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 1e-300];

/** A random hostile JSON value (strings, numbers, booleans, null, arrays, objects, deep nesting). */
export const hostileValue = (random: Random, depth = 0): unknown => {
  const kind = random.int(0, 9);
  if (kind <= 3) return random.pick(HOSTILE_STRINGS);
  if (kind <= 5) return random.pick(HOSTILE_NUMBERS);
  if (kind === 6) return random.pick([true, false, null]);
  if (kind === 7) return depth > 2 ? [] : Array.from({ length: random.int(0, 3) }, () => hostileValue(random, depth + 1));
  if (kind === 8) return depth > 2 ? {} : { [random.pick(['a', '__proto__', 'constructor', 'id', 'name'])]: hostileValue(random, depth + 1) };
  return deep(random.int(50, 500), random.pick(HOSTILE_STRINGS.slice(3, 12)));
};

/** A hostile string for a URL (path segment or query value), URL-encoded. */
export const hostileUrlValue = (random: Random): string => {
  const value = random.chance(0.7) ? random.pick(HOSTILE_STRINGS) : String(random.pick(HOSTILE_NUMBERS));
  let encoded: string;
  try {
    encoded = encodeURIComponent(value.length > 8000 ? value.slice(0, 8000) : value);
  } catch {
    encoded = '%ED%A0%80%FF%C0%AF'; // a lone surrogate cannot be encoded: send invalid UTF-8 instead
  }
  // Sometimes double-encoded, sometimes raw dot segments.
  return random.chance(0.1) ? encodeURIComponent(encoded) : random.chance(0.05) ? '..%2f..%2f' : encoded;
};

export const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/png',
];

export const INVALID_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,2',
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
