/** Paths of records several features link to (a feature never imports another feature). */

/** One company's history (settings/companyLog/details/{companyId}). */
export const companyHistoryPath = (companyId: number): string => `/settings/companyLog/details/${companyId}`;
