/** Every company-log query lives under this key. */
export const COMPANY_LOGS_QUERY_KEY = ['company-logs'] as const;
