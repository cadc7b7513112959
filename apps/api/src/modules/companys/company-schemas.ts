/** Module-level schemas: what @rede/domain does not have yet (each marked `// domain:`). */
import { z } from 'zod';
import {
  type CompanyStatus,
  type TPosition,
  type UfCode,
  MESSAGES,
  ZCompanyCountsSchema,
  ZCompanyCreateSchema,
  ZCompanySchema,
  ZCompanyUpdateSchema,
  zOptionalString,
} from '@rede/domain';

// domain: expected a colour field builder (zOptionalColor) and `visualIdentityColor` in the company schemas.
/** '#rgb' or '#rrggbb' → '#rrggbb' lower case; '' / null → null (clear it); missing → undefined (keep). */
export const zOptionalColor = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v), MESSAGES.validation.invalid)
    .nullish()
    .transform((v) => {
      if (v === undefined) return undefined;
      if (v === null || v === '') return null;
      const hex = v.slice(1).toLowerCase();
      return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
    });

// domain: expected ZCompanySchema to carry visualIdentityColor (section 3, 'User visual identity').
export const ZCompanyOutputSchema = ZCompanySchema.extend({ visualIdentityColor: z.string().nullable() });
export type TCompanyOutput = z.infer<typeof ZCompanyOutputSchema>;

// domain: z.infer of ZCompanyCreateSchema / ZCompanyUpdateSchema is Record<string, unknown> (withPasswordConfirm
// loses the object's shape in its type); the parsed payloads are typed here, the runtime schemas are the domain's.
type TCompanyFields = {
  name: string;
  logo?: string | null | undefined;
  photo?: string | null | undefined;
  lines: number[];
  isAssistence: boolean;
  cep: string;
  logradouro: string;
  numero: string;
  complement?: string | null | undefined;
  neibor: string;
  city: string;
  uf: UfCode;
  cnpj?: string | null | undefined;
  razaoSocial?: string | null | undefined;
  phone?: string | null | undefined;
  whatsapp?: string | null | undefined;
  email?: string | null | undefined;
  addressPosition?: TPosition | null | undefined;
  isActive?: boolean | undefined;
  status?: CompanyStatus | undefined;
  adminName?: string | null | undefined;
  adminEmail?: string | null | undefined;
  adminPassword?: string | undefined;
  adminPassword_confirm?: string | null | undefined;
  visualIdentityColor?: string | null | undefined;
};
export type TCompanyCreateBody = TCompanyFields & { isActive: boolean };
export type TCompanyUpdateBody = TCompanyFields & { id: number };

/** POST bodies' `company`: ZCompanyCreateSchema plus visualIdentityColor. */
export const ZCompanyCreateBodySchema = ZCompanyCreateSchema.safeExtend({ visualIdentityColor: zOptionalColor() }) as unknown as z.ZodType<
  TCompanyCreateBody,
  unknown
>;

/** PUT bodies' `company`: ZCompanyUpdateSchema (id inside) plus visualIdentityColor. */
export const ZCompanyUpdateBodySchema = ZCompanyUpdateSchema.safeExtend({ visualIdentityColor: zOptionalColor() }) as unknown as z.ZodType<
  TCompanyUpdateBody,
  unknown
>;

// domain: expected approved / disapproved / total in ZCompanyCountsSchema (dashboard cards of section 2).
/**
 * GET /companys/company/activeandinactive. pendings: status pending; actives: approved and active;
 * inactives: every other company (disapproved, or approved but inactive) — the three add up to total.
 * approved / disapproved: by status alone (what the dashboard cards open in the list).
 */
export const ZCompanyCountsOutputSchema = ZCompanyCountsSchema.extend({
  approved: z.number().int().nonnegative(),
  disapproved: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TCompanyCountsOutput = z.infer<typeof ZCompanyCountsOutputSchema>;

const zCompanyId = () =>
  z.number({ error: (issue) => (issue.input == null ? MESSAGES.validation.required : MESSAGES.validation.invalid) }).int(MESSAGES.validation.invalid).positive(MESSAGES.validation.invalid);

// domain: expected the approval workflow bodies (section 4 leaves the transitions to us).
/** POST /companys/company/approve | deactivate | reactivate: `{ id }`. */
export const ZCompanyIdBodySchema = z.object({ id: zCompanyId() });

/** The longest rejection reason kept. */
export const REJECTION_REASON_MAX = 1000;

/** POST /companys/company/reject: `{ id, reason? }` (the reason is kept in the log and mailed). */
export const ZCompanyRejectBodySchema = z.object({ id: zCompanyId(), reason: zOptionalString(REJECTION_REASON_MAX) });
