import { _ as keepPreviousData, n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { n as toQueryParams } from "./list-params-jo4hmXxf.js";
import { r as api } from "./api-client-BaaCRxO6.js";
import { i as COMPANY_LOGS_QUERY_KEY } from "./paths-GEnu415I.js";
// src/features/company-logs/api/get-companies-with-logs.ts
/** GET /api/companysLog/companies: the companies that have log entries (deleted ones included); search, paging, order, typeAction. */
var getCompaniesWithLogs = (params, signal) => api.get("/companysLog/companies", {
	params: toQueryParams(params),
	signal
});
/** The list engine's resource: read-only, rows keyed by company (one row per company). */
var companiesWithLogsResource = {
	queryKey: [...COMPANY_LOGS_QUERY_KEY, "companies"],
	list: getCompaniesWithLogs,
	permissions: { list: "COMPANYLOG:LIST" },
	getRowId: (row) => row.companyId ?? row.id
};
/** The first 10 companies with logs matching `term` (the company picker of settings/companyLineLogs). */
var useCompanyWithLogsOptions = (term) => useQuery({
	queryKey: [
		...COMPANY_LOGS_QUERY_KEY,
		"companies",
		"options",
		term
	],
	queryFn: ({ signal }) => getCompaniesWithLogs({
		searchTerm: term || void 0,
		pageIndex: 0,
		pageSize: 10,
		filters: {}
	}, signal),
	placeholderData: keepPreviousData
});
export { useCompanyWithLogsOptions as n, companiesWithLogsResource as t };
