import type { TCompanyLog } from '@rede/domain';

// The API's company-log module answers more than ZCompanyLogSchema has (apps/api company-log-schemas.ts,
// marked `// domain:` there): these types mirror those answers until the domain holds them.

/** A company log entry as GET /companysLog/logs/{companyId} answers it. */
export type TCompanyLogEntry = TCompanyLog & {
  logo: string | null;
  photo: string | null;
  adminName: string | null;
  adminEmail: string | null;
  userAdminId: number | null;
  visualIdentityColor: string | null;
  /** The rejection reason (typeAction 'rejected'), or null. */
  reason: string | null;
};

/** GET /companysLog/companies: a company's latest entry, its number of entries, and whether it still exists. */
export type TCompanyWithLogs = TCompanyLogEntry & { logsCount: number; companyExists: boolean };

/** A compared value: text, flag, line names, position, or null. */
export type TLogValue = string | number | boolean | string[] | { latitude: number; longitude: number } | null;

/** One field that differs from the previous entry of the same company. */
export type TCompanyLogChange = { field: string; before: TLogValue; after: TLogValue };

/** GET /companysLog/logs/log/{logId}: the entry, the previous entry's id and what changed since it. */
export type TCompanyLogDetails = TCompanyLogEntry & { previousId: number | null; changes: TCompanyLogChange[] };

/** Every company-log query lives under this key. */
export const COMPANY_LOGS_QUERY_KEY = ['company-logs'] as const;
