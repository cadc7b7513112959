/** One company's history (settings/companyLog/details/{companyId}). */
export const historyPath = (companyId: number): string => `/settings/companyLog/details/${companyId}`;

/** One entry and what changed since the previous one (settings/companyLog/{logId}). */
export const entryPath = (logId: number): string => `/settings/companyLog/${logId}`;

export const COMPANY_LOGS_PATH = '/settings/companyLogs';
export const COMPANY_LINE_LOGS_PATH = '/settings/companyLineLogs';
