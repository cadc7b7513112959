/**
 * The public directory's answers as the API sends them (its routes' response schemas, from @rede/domain): a fake
 * answer (fake-api.ts) that drifts from them is a contract violation, and the test fails (setup.ts).
 */
import { z } from 'zod';
import { ZLocationOptionSchema, ZPartnerMapSchema, ZPublicPartnerDetailsSchema, ZPublicPartnerListSchema } from '@rede/domain';

const CONTRACTS: readonly { method: string; path: RegExp; schema: z.ZodType }[] = [
  { method: 'GET', path: /^\/api\/companys\/listfiltred\/open$/, schema: ZPublicPartnerListSchema },
  { method: 'GET', path: /^\/api\/companys\/listfiltred\/map$/, schema: ZPartnerMapSchema },
  { method: 'GET', path: /^\/api\/companys\/listfiltred\/(states|cities)(\/all)?$/, schema: z.array(ZLocationOptionSchema) },
  { method: 'GET', path: /^\/api\/companys\/company\/partnerDetails\/\d+$/, schema: ZPublicPartnerDetailsSchema },
];

const violations: string[] = [];

/** Checks a fake 200 answer of a route with a contract; a mismatch is recorded (the test then fails). */
export const checkContract = async (method: string, path: string, response: Response): Promise<void> => {
  const contract = CONTRACTS.find((c) => c.method === method && c.path.test(path));
  if (!contract || response.status !== 200) return;
  const result = contract.schema.safeParse(await response.clone().json());
  if (!result.success) violations.push(`${method} ${path}: ${z.prettifyError(result.error)}`);
};

/** The violations recorded since the last call (emptied). */
export const takeContractViolations = (): string[] => violations.splice(0);
