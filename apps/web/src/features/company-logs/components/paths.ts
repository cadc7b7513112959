import { companyHistoryPath } from '@/lib/record-paths';

/** One company's history (settings/companyLog/details/{companyId}). */
export const historyPath = companyHistoryPath;

/** One entry and what changed since the previous one (settings/companyLog/{logId}). */
export const entryPath = (logId: number): string => `/settings/companyLog/${logId}`;

export const COMPANY_LOGS_PATH = '/settings/companyLogs';
