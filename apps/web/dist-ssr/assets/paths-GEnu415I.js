import { t as companyHistoryPath } from "./record-paths-CmDvPKkI.js";
// src/features/company-logs/api/query-key.ts
/** Every company-log query lives under this key. */
var COMPANY_LOGS_QUERY_KEY = ["company-logs"];
// src/features/company-logs/components/paths.ts
/** One company's history (settings/companyLog/details/{companyId}). */
var historyPath = companyHistoryPath;
/** One entry and what changed since the previous one (settings/companyLog/{logId}). */
var entryPath = (logId) => `/settings/companyLog/${logId}`;
var COMPANY_LOGS_PATH = "/settings/companyLogs";
export { COMPANY_LOGS_QUERY_KEY as i, entryPath as n, historyPath as r, COMPANY_LOGS_PATH as t };
