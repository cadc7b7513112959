/**
 * The routes' validator runs each schema compiled by zod (`compile()`, lib/compiled-validator.ts). The compiled parser
 * must give what zod's own parser gives: the same values for valid input and the same pt-BR issues for invalid input.
 * Checked here on random inputs (valid, invalid, repeated keys, wrong types) for the public queries every visitor sends and
 * the company body with its refinements (CNPJ check digits, password confirmation), through the compiler Fastify calls.
 */
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { compile, type ZodType } from 'zod';
import { ZCompanyCreateSchema, ZPartnerMapQuerySchema, ZPublicPartnerListQuerySchema } from '@rede/domain';
import { compiledValidatorCompiler } from '../src/lib/compiled-validator.ts';
import { createRandom, type Random } from '../src/db/seed/prng.ts';
import { companyPayload } from './company-helpers.ts';

const QUERY_VALUES: Record<string, readonly unknown[]> = {
  uf: ['SP', 'sp', 'XX', '', 'RJ', 'S'],
  city: ['São Paulo', '', 'x'.repeat(300), 'Curitiba', 'Nova Iguaçu'],
  line: ['1', '1,2', 'a', '', '0', '-1', '1,,2', '99999999999', '2,2'],
  'line[]': ['1'],
  isAssistence: ['true', 'false', '1', 'x', ''],
  searchTerm: ['bateria', '', 'a'.repeat(500), 'Moura  '],
  lat: ['-23.5', '91', 'x', '', '0', '1e3', '-23.561400'],
  lng: ['-46.6', '-181', 'y', '', '180'],
  pageSize: ['10', '0', '101', '5.5', 'x', '', '100'],
  pageIndex: ['0', '-3', '2', '1.5', 'x', '', '10000001'],
  fallbackNearest: ['true', 'no', 'false'],
  openNow: ['true', 'false', 'maybe'],
  bbox: ['-46.8,-23.7,-46.4,-23.4', '1,2,3', 'a,b,c,d', '-180,-85,180,85', '', '-46.8,-23.7,-46.7,-23.6'],
  zoom: ['10', '-1', '23', '3.5', 'x', '', '0', '22'],
};

const randomQuery = (random: Random) => {
  const query: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(QUERY_VALUES)) {
    if (!random.chance(0.35)) continue;
    // a key repeated in the URL arrives as an array
    query[key] = random.chance(0.1) ? [random.pick(values), random.pick(values)] : random.pick(values);
  }
  return query;
};

/** A map query: a viewport and a zoom most of the time (the map refuses a query without them). */
const randomMapQuery = (random: Random) => ({
  ...randomQuery(random),
  ...(random.chance(0.9) ? { bbox: random.pick(['-46.8,-23.7,-46.4,-23.4', '-46.8,-23.7,-46.7,-23.6', '-180,-85,180,85', '1,2,3']) } : {}),
  ...(random.chance(0.9) ? { zoom: random.pick(['10', '12', '3', '23', 'x']) } : {}),
});

/** A valid company body (the companies' fixture and a first administrator). */
const COMPANY: Record<string, unknown> = {
  ...companyPayload(),
  adminName: 'Maria Souza',
  adminEmail: 'maria@loja.com.br',
  adminPassword: 'Senha-Forte-2026',
  adminPassword_confirm: 'Senha-Forte-2026',
};

const ODD_VALUES: readonly unknown[] = [
  '',
  '  ',
  null,
  undefined,
  0,
  -1,
  1.5,
  true,
  [],
  [1, 2],
  ['x'],
  {},
  { latitude: 95, longitude: 0 },
  '11.222.333/0001-82',
  '11222333000181',
  'não é e-mail',
  'x'.repeat(400),
  '(11) 1234',
  'ZZ',
];

const randomCompany = (random: Random) => {
  const company: Record<string, unknown> = { ...COMPANY };
  for (const key of Object.keys(COMPANY)) if (random.chance(0.12)) company[key] = random.pick(ODD_VALUES);
  if (random.chance(0.1)) company.unknownField = 'ignorado';
  return company;
};

/** What both validators answer (synchronously: the schemas have no async checks). */
type Outcome = { value?: unknown; error?: unknown };

/** Both validators on the same input (each its own copy: a parser may not keep or change its input). */
const bothOn = (schema: ZodType, input: () => unknown) => {
  const plain = validatorCompiler({ schema, method: 'GET', url: '/', httpPart: 'querystring' });
  const compiled = compiledValidatorCompiler({ schema, method: 'GET', url: '/', httpPart: 'querystring' });
  return { plain: plain(input()) as Outcome, compiled: compiled(input()) as Outcome };
};

const compare = (schema: ZodType, generate: (random: Random) => unknown, runs: number) => {
  const random = createRandom(20261128);
  let valid = 0;
  for (let i = 0; i < runs; i++) {
    const input = generate(random);
    const { plain, compiled } = bothOn(schema, () => structuredClone(input));
    expect(compiled, JSON.stringify(input)).toEqual(plain);
    if (!plain.error) valid += 1;
  }
  return valid;
};

describe('compiled route validators', () => {
  it('compile the public queries every visitor sends to a generated parser', () => {
    // strict: refuses instead of falling back, so these prove the fast path exists for every visitor's request
    expect(() => compile(ZPublicPartnerListQuerySchema, { strict: true })).not.toThrow();
    expect(() => compile(ZPartnerMapQuerySchema, { strict: true })).not.toThrow();
  });

  it('give the public list query the values and the errors of zod itself (2 000 random queries)', () => {
    const valid = compare(ZPublicPartnerListQuerySchema, randomQuery, 2_000);
    // both outcomes are exercised
    expect(valid).toBeGreaterThan(100);
    expect(valid).toBeLessThan(1_900);
  });

  it('give the map query the values and the errors of zod itself (2 000 random queries)', () => {
    const valid = compare(ZPartnerMapQuerySchema, randomMapQuery, 2_000);
    expect(valid).toBeGreaterThan(20);
    expect(valid).toBeLessThan(1_900);
  });

  it('give the company body the values and the errors of zod itself (1 000 random bodies)', () => {
    const valid = compare(ZCompanyCreateSchema, randomCompany, 1_000);
    expect(valid).toBeGreaterThan(20);
    expect(valid).toBeLessThan(950);
  });

  it('answer a valid query with its parsed value and an invalid one with the pt-BR message', () => {
    const validate = compiledValidatorCompiler({ schema: ZPublicPartnerListQuerySchema, method: 'GET', url: '/', httpPart: 'querystring' });
    expect(validate({ uf: 'SP', line: '1,2', pageSize: '20' })).toEqual({
      value: expect.objectContaining({ uf: 'SP', line: [1, 2], pageSize: 20, pageIndex: 0 }),
    });
    const invalid = validate({ pageSize: '500' }) as { error?: { instancePath: string; message: string }[] };
    expect(invalid.error).toEqual([expect.objectContaining({ instancePath: '/pageSize', message: 'Valor inválido' })]);
  });
});
