// src/lib/record-paths.ts
/** Paths of records several features link to (a feature never imports another feature). */
/** One company's history (settings/companyLog/details/{companyId}). */
var companyHistoryPath = (companyId) => `/settings/companyLog/details/${companyId}`;
export { companyHistoryPath as t };
